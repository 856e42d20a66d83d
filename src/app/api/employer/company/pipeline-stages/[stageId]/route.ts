import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyQuerySchema, updateStageSchema } from "@/features/applicant-tracking/schemas";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { removeStage, updateStage } from "@/features/applicant-tracking/server/manage-stages";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/company/pipeline-stages/{stageId}?company= {name?, candidateStage?} (company.manage). */
export const PATCH = apiRoute({ permission: "employer", query: companyQuerySchema, body: updateStageSchema }, async ({ user, params, query, body }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "company.manage");
  return { stages: await updateStage(db, query.company.toLowerCase(), params.stageId!, body) };
});

/** DELETE /api/employer/company/pipeline-stages/{stageId}?company=: a working stage nobody is in (company.manage). */
export const DELETE = apiRoute({ permission: "employer", query: companyQuerySchema }, async ({ user, params, query }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "company.manage");
  return { stages: await removeStage(db, query.company.toLowerCase(), params.stageId!) };
});
