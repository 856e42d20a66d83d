import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { addStageSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { addStage } from "@/features/talent-pipelines/server/stages";

export const dynamic = "force-dynamic";

/** POST /api/employer/pipelines/{pipelineId}/stages {name}: a stage at the end (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: addStageSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  return Response.json(await addStage(db, ref, body.name), { status: 201 });
});
