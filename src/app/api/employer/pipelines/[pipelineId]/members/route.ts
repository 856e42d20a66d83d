import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { addMembersSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { addMembers } from "@/features/talent-pipelines/server/members";
import { getPipelineDetail } from "@/features/talent-pipelines/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/pipelines/{pipelineId}/members: the people in the pipeline (pipelines.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.read");
  const detail = await getPipelineDetail(db, ref.pipelineId);
  return Response.json({ members: detail?.members ?? [] }, noStore);
});

/** POST /api/employer/pipelines/{pipelineId}/members {candidateUserIds, stageId?, source, sourceApplicationId?}: add people (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: addMembersSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  return Response.json(await addMembers(db, ref, user!.id, body), { status: 201 });
});
