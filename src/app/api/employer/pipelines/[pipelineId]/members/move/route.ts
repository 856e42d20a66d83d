import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { moveMembersSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { moveMembers } from "@/features/talent-pipelines/server/members";

export const dynamic = "force-dynamic";

/** POST /api/employer/pipelines/{pipelineId}/members/move {memberIds, stageId}: move people to a stage, many at once (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: moveMembersSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  return Response.json(await moveMembers(db, ref, user!.id, body));
});
