import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { didYouApplySchema } from "@/features/application-status/schemas";
import { answerDidYouApply } from "@/features/application-status/server/external-apply";

export const dynamic = "force-dynamic";

/**
 * PUT /api/candidates/external-apply-clicks/{jobId} {answer: "yes" | "no"} (decision 035): the answer
 * to "Did you apply?". "yes" adds the job to the person's applications (applied on the employer's
 * site); "no" stops asking. 404 when they never clicked through to that job.
 */
export const PUT = apiRoute({ permission: "authenticated", body: didYouApplySchema }, async ({ user, params, body }) => {
  if (!z.uuid().safeParse(params.jobId).success) throw new AppError("NOT_FOUND", "There is no apply click for this job to answer.");
  return answerDidYouApply(getDb(), { userId: user!.id, jobId: params.jobId!, answer: body.answer });
});
