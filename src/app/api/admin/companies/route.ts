import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companyPickerQuerySchema, createAdminCompanySchema } from "@/features/admin-companies/schemas";
import { createAdminCompany } from "@/features/admin-companies/server/create-company";
import { searchCompanyOptions } from "@/features/admin-companies/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/admin/companies?q=&exclude=: the merge picker's search (10 companies at most). */
export const GET = apiRoute({ permission: "admin", query: companyPickerQuerySchema }, async ({ query }) => ({
  companies: await searchCompanyOptions(getDb(), { q: query.q, excludeId: query.exclude }),
}));

/** POST /api/admin/companies: creates a company (201). */
export const POST = apiRoute({ permission: "admin", body: createAdminCompanySchema }, async ({ body, user, correlationId }) =>
  Response.json(await createAdminCompany(getDb(), user!, body, correlationId), { status: 201 }),
);
