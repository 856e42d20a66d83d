import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { moveStageSchema } from "@/features/application-status/schemas";
import { requireApplicationReader } from "@/features/application-status/server/employer-access";
import { moveApplicationStage } from "@/features/application-status/server/move-stage";

export const dynamic = "force-dynamic";

/**
 * PUT /api/employer/applications/{id}/stage {stage} (decision 035): company members and
 * administrators move a sent application; the candidate is notified and emailed (except for Viewed).
 * 404 for anyone else, 409 for a move the stages do not allow.
 */
export const PUT = apiRoute({ permission: "authenticated", body: moveStageSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const id = params.id!.toLowerCase();
  const role = await requireApplicationReader(db, user!, id);
  return moveApplicationStage(db, { applicationId: id, stage: body.stage, actor: { userId: user!.id, role } });
});
