import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { removeMembersSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { removeMembers } from "@/features/talent-pipelines/server/members";

export const dynamic = "force-dynamic";

/** POST /api/employer/pipelines/{pipelineId}/members/remove {memberIds}: remove people, many at once (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: removeMembersSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  return Response.json(await removeMembers(db, ref, user!.id, body.memberIds));
});
