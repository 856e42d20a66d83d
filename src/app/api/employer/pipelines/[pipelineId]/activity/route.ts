import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { listActivity } from "@/features/talent-pipelines/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/pipelines/{pipelineId}/activity?candidate=: the pipeline's history, newest first (pipelines.read). */
export const GET = apiRoute({ permission: "employer", query: z.object({ candidate: z.uuid().optional() }) }, async ({ user, params, query }) => {
  const db = getDb();
  const ref = await requirePipeline(db, user!, params.pipelineId!, "pipelines.read");
  return Response.json({ activity: await listActivity(db, { companyId: ref.companyId, pipelineId: ref.pipelineId, candidateUserId: query.candidate }, 100) }, noStore);
});
