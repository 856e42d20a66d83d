import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requisitionFormSchema } from "@/features/requisitions/schemas";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";
import { updateRequisition } from "@/features/requisitions/server/save-requisition";

export const dynamic = "force-dynamic";

/** GET /api/employer/requisitions/{requisitionId} (decision 045): the requisition, what the caller may do, its history (requisitions.read). */
export const GET = apiRoute({ permission: "employer", feature: "requisitions" }, async ({ user, params }) => {
  return privateJson(await requisitionAnswer(getDb(), user!, params.requisitionId!));
});

/** PATCH /api/employer/requisitions/{requisitionId} {requisition fields} (requisitions.edit; approvers only in draft; 409 when final). */
export const PATCH = apiRoute({ permission: "employer", feature: "requisitions", body: requisitionFormSchema, maxBodyBytes: 16 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  const row = await updateRequisition(db, user!, params.requisitionId!, body);
  return privateJson(await requisitionAnswer(db, user!, row.id));
});
