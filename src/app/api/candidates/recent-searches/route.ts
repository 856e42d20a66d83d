import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { jobsSearchPath } from "@/lib/job-search-path";
import { parseJobSearchParams, toJobSearchQuery } from "@/features/jobs/search-schemas";
import { deleteRecentSearchQuery, recordRecentSearchesSchema } from "@/features/recent-searches/schemas";
import { deleteRecentSearches, listRecentSearches, recordRecentSearches, type SearchToRecord } from "@/features/recent-searches/server/recent-searches";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * A /jobs path as the search page reads it, in canonical form: its own parser and URL builder,
 * without the page and the sort, so the same search is one entry however it was written. A path that
 * looks for nothing (no keyword, place, remote, category or company) is not recorded.
 */
function searchOf(path: string): SearchToRecord | null {
  const form = parseJobSearchParams(Object.fromEntries(new URL(path, "http://localhost").searchParams));
  if (!form.q && !form.location && !form.remote && !form.category && !form.company) return null;
  const canonical = jobsSearchPath({ ...toJobSearchQuery(form), page: undefined, sort: undefined });
  return { queryString: canonical.slice(canonical.indexOf("?") + 1), q: form.q, location: form.location, remote: form.remote, category: form.category, company: form.company };
}

/** GET /api/candidates/recent-searches: the signed-in person's last 10 job searches, newest first (flag recent-job-searches). */
export const GET = apiRoute({ permission: "authenticated", feature: "recent-job-searches" }, async ({ user }) => {
  return Response.json(await listRecentSearches(getDb(), user!.id), { headers: PRIVATE });
});

/** POST { paths: ["/jobs?q=nurse&location=Austin"] } (newest first): records them (deduplicated, 10 kept); answers the list. */
export const POST = apiRoute({ permission: "authenticated", feature: "recent-job-searches", body: recordRecentSearchesSchema, maxBodyBytes: 8 * 1024 }, async ({ user, body }) => {
  const searches = body.paths.map(searchOf).filter((s) => s !== null);
  return Response.json(await recordRecentSearches(getDb(), { userId: user!.id, searches }), { headers: PRIVATE });
});

/** DELETE [?id=]: forgets one of the person's searches, or all of them; 204. */
export const DELETE = apiRoute({ permission: "authenticated", feature: "recent-job-searches", query: deleteRecentSearchQuery }, async ({ user, query }) => {
  await deleteRecentSearches(getDb(), { userId: user!.id, id: query.id });
});
