import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { parseTalentQuery } from "@/features/talent-search/search-query";
import { searchTalentForPage } from "@/features/talent-search/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/**
 * GET /api/employer/company/{companyId}/talent/search?q&location&radius&skill&...&page: a talent
 * search for the company (talent.search), the page's query string as the page parses it (decision
 * 042); a bad value is dropped, the rest of the search stands. Results with exact facets.
 */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params, request }) => {
  const db = getDb();
  await requireCompanyCapability(db, user!, params.companyId!, "talent.search");
  const url = new URL(request.url);
  const record: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) (record[k] ??= []).push(v.slice(0, 300));
  const { params: search, page } = parseTalentQuery(record);
  const outcome = await searchTalentForPage(db, search, {
    page,
    facets: url.searchParams.get("facets") !== "0",
  });
  return Response.json({ params: search, page, ...outcome }, noStore);
});
