import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyQuerySchema, templateSchema } from "@/features/applicant-tracking/schemas";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { deleteTemplate, updateTemplate } from "@/features/applicant-tracking/server/email-templates";

export const dynamic = "force-dynamic";

/** PATCH /api/employer/company/email-templates/{templateId}?company= {name, subject, body} (templates.manage). */
export const PATCH = apiRoute({ permission: "employer", query: companyQuerySchema, body: templateSchema }, async ({ user, params, query, body }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "templates.manage");
  return updateTemplate(db, query.company.toLowerCase(), params.templateId!, user!.id, body);
});

/** DELETE /api/employer/company/email-templates/{templateId}?company= (templates.manage). */
export const DELETE = apiRoute({ permission: "employer", query: companyQuerySchema }, async ({ user, params, query }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "templates.manage");
  await deleteTemplate(db, query.company.toLowerCase(), params.templateId!);
  return new Response(null, { status: 204 });
});
