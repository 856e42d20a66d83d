import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyQuerySchema, createStageSchema } from "@/features/applicant-tracking/schemas";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { createStage } from "@/features/applicant-tracking/server/manage-stages";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/pipeline-stages";

export const dynamic = "force-dynamic";

/** GET /api/employer/company/pipeline-stages?company=: the company's hiring stages in order (any member). */
export const GET = apiRoute({ permission: "employer", query: companyQuerySchema }, async ({ user, query }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "applicants.read");
  return { stages: await ensurePipelineStages(db, query.company.toLowerCase()) };
});

/** POST /api/employer/company/pipeline-stages?company= {name, candidateStage}: a working stage before Hired (company.manage). */
export const POST = apiRoute({ permission: "employer", query: companyQuerySchema, body: createStageSchema }, async ({ user, query, body }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "company.manage");
  return Response.json({ stages: await createStage(db, query.company.toLowerCase(), body) }, { status: 201 });
});
