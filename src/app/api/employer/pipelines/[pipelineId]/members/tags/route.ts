import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { tagMembersSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { tagMembers } from "@/features/talent-pipelines/server/members";

export const dynamic = "force-dynamic";

/** POST /api/employer/pipelines/{pipelineId}/members/tags {memberIds, add, remove}: add and remove tags, many at once (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: tagMembersSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  return Response.json(await tagMembers(db, ref, user!.id, body));
});
