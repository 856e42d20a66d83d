import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { hireSchema } from "@/features/requisitions/schemas";
import { recordHire } from "@/features/requisitions/server/hires";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/requisitions/{requisitionId}/hires {applicationId | name, closePostings}
 * (decision 045; requisitions.edit): a hire fills an opening; the last one fills the requisition and,
 * with closePostings, closes its linked postings still published or paused. 201 with the requisition,
 * the new hire's id and the postings closed.
 */
export const POST = apiRoute({ permission: "employer", feature: "requisitions", body: hireSchema, maxBodyBytes: 4 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  const outcome = await recordHire(db, user!, params.requisitionId!, body);
  return privateJson({ ...(await requisitionAnswer(db, user!, outcome.requisition.id)), hireId: outcome.hireId, closedPostingIds: outcome.closedPostingIds, notClosed: outcome.notClosed }, 201);
});
