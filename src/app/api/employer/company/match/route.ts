import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { slugify } from "@/lib/slugify";
import { companyMatchQuerySchema } from "@/features/employer-accounts/schemas";
import { matchCompanyName } from "@/features/employer-accounts/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/employer/company/match?name=: the company already on Upstep under this name, if any (before creating one). */
export const GET = apiRoute({ permission: "employer", feature: "g2-employment-v2", query: companyMatchQuerySchema }, async ({ user, query }) => {
  return matchCompanyName(getDb(), user!, query.name, slugify(query.name) || "company");
});
