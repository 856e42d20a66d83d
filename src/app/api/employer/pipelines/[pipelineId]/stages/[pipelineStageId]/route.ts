import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { renameStageSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { removeStage, renameStage } from "@/features/talent-pipelines/server/stages";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/pipelines/{pipelineId}/stages/{pipelineStageId} {name}: rename a stage (pipelines.edit). */
export const PATCH = apiRoute({ permission: "employer", body: renameStageSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await renameStage(db, ref, params.pipelineStageId!, body.name);
  return new Response(null, { status: 204 });
});

/** DELETE /api/employer/pipelines/{pipelineId}/stages/{pipelineStageId}: remove a stage nobody is in (pipelines.edit). */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await removeStage(db, ref, params.pipelineStageId!);
  return new Response(null, { status: 204 });
});
