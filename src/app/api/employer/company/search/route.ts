import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { companySearchQuerySchema } from "@/features/employer-accounts/schemas";
import { searchCompanyChoices } from "@/features/employer-accounts/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/employer/company/search?q=: companies to ask to join (pg_trgm), with what the person can do about each. */
export const GET = apiRoute({ permission: "employer", feature: "g2-employment-v2", query: companySearchQuerySchema }, async ({ user, query }) => {
  return { companies: await searchCompanyChoices(getDb(), user!, query.q) };
});
