import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { text } from "@/lib/text-schema";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { commentSchema } from "@/features/talent-pipelines/schemas";
import { addComment, listComments } from "@/features/talent-pipelines/server/comments";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/company/{companyId}/talent-comments?candidate=: the company's private comments on a person (pipelines.read). */
export const GET = apiRoute({ permission: "employer", query: z.object({ candidate: text().max(100).optional() }) }, async ({ user, params, query }) => {
  const db = getDb();
  // The company first: another company's id is 404 whatever the query says.
  await requireCompanyCapability(db, user!, params.companyId!, "pipelines.read");
  const candidate = z.uuid().safeParse(query.candidate);
  if (!candidate.success) throw new AppError("BAD_REQUEST", "Say whose comments: ?candidate= and their profile id.");
  return Response.json({ comments: await listComments(db, params.companyId!, candidate.data) }, noStore);
});

/** POST /api/employer/company/{companyId}/talent-comments {candidateUserId, pipelineId?, body}: a private comment (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: commentSchema }, async ({ user, params, body }) => {
  return Response.json(await addComment(getDb(), user!, params.companyId!, body), { status: 201 });
});
