import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { createPipelineSchema } from "@/features/talent-pipelines/schemas";
import { createPipeline } from "@/features/talent-pipelines/server/pipelines";
import { listPipelines } from "@/features/talent-pipelines/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/** GET /api/employer/company/{companyId}/pipelines: the company's pipelines with their stages and counts (pipelines.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params, request }) => {
  const db = getDb();
  await requireCompanyCapability(db, user!, params.companyId!, "pipelines.read");
  const includeArchived = new URL(request.url).searchParams.get("archived") === "1";
  return Response.json({ pipelines: await listPipelines(db, params.companyId!, { includeArchived }) }, noStore);
});

/** POST /api/employer/company/{companyId}/pipelines {name, description, stages?}: a new pipeline (pipelines.edit). */
export const POST = apiRoute({ permission: "employer", body: createPipelineSchema }, async ({ user, params, body }) => {
  return Response.json(await createPipeline(getDb(), user!, params.companyId!, body), { status: 201 });
});
