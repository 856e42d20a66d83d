import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyQuerySchema, reorderStagesSchema } from "@/features/applicant-tracking/schemas";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { reorderStages } from "@/features/applicant-tracking/server/manage-stages";

export const dynamic = "force-dynamic";

/** PUT /api/employer/company/pipeline-stages/order?company= {stageIds}: the working stages' new order (company.manage). */
export const PUT = apiRoute({ permission: "employer", query: companyQuerySchema, body: reorderStagesSchema }, async ({ user, query, body }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "company.manage");
  return { stages: await reorderStages(db, query.company.toLowerCase(), body.stageIds) };
});
