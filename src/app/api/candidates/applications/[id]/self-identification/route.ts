import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { isFeatureEnabled } from "@/lib/flags/server";
import { selfIdentificationInputSchema } from "@/features/self-identification/schemas";
import { getOwnSelfIdentification, saveSelfIdentification } from "@/features/self-identification/server/save-self-identification";
import type { SelfIdentificationView } from "@/features/self-identification/types";

export const dynamic = "force-dynamic";

/** An id that is not a uuid is an application that does not exist. */
function applicationId(id: string | undefined): string {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data;
}

/** GET: the owner's own answers for the application ({ answers: null } when none); 404 for anyone else. */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user, params }): Promise<SelfIdentificationView> => {
  return { answers: await getOwnSelfIdentification(getDb(), { userId: user!.id, applicationId: applicationId(params.id) }) };
});

/**
 * PUT: the owner saves (replaces) them, while the application is a draft or just submitted; 404 for
 * anyone else. Only the forms whose flags are on take new answers; a form switched off keeps its old ones.
 */
export const PUT = apiRoute({ permission: "authenticated", body: selfIdentificationInputSchema }, async ({ user, params, body }): Promise<SelfIdentificationView> => {
  const db = getDb();
  const [selfReport, ofccp] = await Promise.all([isFeatureEnabled("job-apply-self-report", db), isFeatureEnabled("job-apply-ofccp", db)]);
  return { answers: await saveSelfIdentification(db, { userId: user!.id, applicationId: applicationId(params.id), answers: body, forms: { selfReport, ofccp } }) };
});
