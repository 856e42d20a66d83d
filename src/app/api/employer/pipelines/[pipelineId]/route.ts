import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { updatePipelineSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { deletePipeline, updatePipeline } from "@/features/talent-pipelines/server/pipelines";
import { getPipelineDetail } from "@/features/talent-pipelines/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/pipelines/{pipelineId}: the pipeline, its stages and its people (pipelines.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.read");
  return Response.json(await getPipelineDetail(db, ref.pipelineId), noStore);
});

/** PATCH /api/employer/pipelines/{pipelineId} {name?, description?, archived?} (pipelines.edit). */
export const PATCH = apiRoute({ permission: "employer", body: updatePipelineSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await updatePipeline(db, ref, body);
  return Response.json({ id: ref.pipelineId });
});

/** DELETE /api/employer/pipelines/{pipelineId}: the pipeline with its people and history (pipelines.edit). */
export const DELETE = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.edit");
  await deletePipeline(db, ref);
  return new Response(null, { status: 204 });
});
