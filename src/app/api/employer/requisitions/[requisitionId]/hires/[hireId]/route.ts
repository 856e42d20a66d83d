import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeHire } from "@/features/requisitions/server/hires";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/requisitions/{requisitionId}/hires/{hireId} (decision 045; requisitions.edit): removes the hire; a filled requisition reopens. */
export const DELETE = apiRoute({ permission: "employer", feature: "requisitions" }, async ({ user, params }) => {
  const db = getDb();
  const row = await removeHire(db, user!, params.requisitionId!, params.hireId!);
  return privateJson(await requisitionAnswer(db, user!, row.id));
});
