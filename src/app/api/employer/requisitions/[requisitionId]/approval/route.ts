import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { decisionSchema } from "@/features/requisitions/schemas";
import { decideApproval } from "@/features/requisitions/server/approvals";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/requisitions/{requisitionId}/approval {decision: approve|reject, comment}
 * (decision 045): only the approver whose turn it is (others 403 saying who decides); a rejection
 * needs a comment and sends the requisition back to draft.
 */
export const POST = apiRoute({ permission: "employer", feature: "requisitions", body: decisionSchema, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await decideApproval(db, user!, params.requisitionId!, body);
  return privateJson(await requisitionAnswer(db, user!, row.id));
});
