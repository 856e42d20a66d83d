import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { statusActionSchema } from "@/features/requisitions/schemas";
import { changeRequisitionStatus } from "@/features/requisitions/server/change-status";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/** POST /api/employer/requisitions/{requisitionId}/status {action: hold|resume|cancel, reason} (decision 045; requisitions.edit; 409 for a change its status does not allow). */
export const POST = apiRoute({ permission: "employer", feature: "requisitions", body: statusActionSchema, maxBodyBytes: 8 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await changeRequisitionStatus(db, user!, params.requisitionId!, body.action, body.reason);
  return privateJson(await requisitionAnswer(db, user!, row.id));
});
