import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderStagesSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { reorderStages } from "@/features/talent-pipelines/server/stages";

export const dynamic = "force-dynamic";

/** PUT /api/employer/pipelines/{pipelineId}/stages/order {stageIds}: every stage, in the new order (pipelines.edit). */
export const PUT = apiRoute({ permission: "employer", body: reorderStagesSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await reorderStages(db, ref, body.stageIds);
  return new Response(null, { status: 204 });
});
