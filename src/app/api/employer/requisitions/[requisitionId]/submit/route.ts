import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { submitRequisition } from "@/features/requisitions/server/approvals";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/** POST /api/employer/requisitions/{requisitionId}/submit (decision 045): a draft to pending approval, or open without approvers (requisitions.edit; 409 otherwise). */
export const POST = apiRoute({ permission: "employer", feature: "requisitions" }, async ({ user, params }) => {
  const db = getDb();
  const row = await submitRequisition(db, user!, params.requisitionId!);
  return privateJson(await requisitionAnswer(db, user!, row.id));
});
