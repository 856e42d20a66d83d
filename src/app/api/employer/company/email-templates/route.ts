import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyQuerySchema, templateSchema } from "@/features/applicant-tracking/schemas";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { createTemplate, listTemplates } from "@/features/applicant-tracking/server/email-templates";

export const dynamic = "force-dynamic";

/** GET /api/employer/company/email-templates?company=: the templates (the defaults made on first use; any member). */
export const GET = apiRoute({ permission: "employer", query: companyQuerySchema }, async ({ user, query }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "applicants.read");
  return { templates: await listTemplates(db, query.company.toLowerCase()) };
});

/** POST /api/employer/company/email-templates?company= {name, subject, body} (templates.manage). */
export const POST = apiRoute({ permission: "employer", query: companyQuerySchema, body: templateSchema }, async ({ user, query, body }) => {
  const db = getDb();
  await requireCompany(db, user!, query.company, "templates.manage");
  return Response.json(await createTemplate(db, query.company.toLowerCase(), user!.id, body), { status: 201 });
});
