import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { SAVED_SEARCHES_PATH, TALENT_SEARCH_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { requireCompanyForPage, requireCompanyPage } from "@/features/job-postings/server/page-access";
import { SavedSearchesScreen } from "@/features/talent-saved-searches/components/saved-searches-screen";
import { savedSearchRunPath } from "@/features/talent-saved-searches/run-path";
import { listSavedSearches } from "@/features/talent-saved-searches/server/queries";
import { recordSavedSearchesVisit } from "@/features/talent-saved-searches/server/record-saved-searches-visit";
import { describeTalentSearch } from "@/features/talent-saved-searches/summary";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Saved searches", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /talent/saved-searches (spec 2.7, decision 044): the signed-in member's own saved talent searches in
 * the acting company (?company= for a member of several), with the matches found since their last
 * visit; talent.search there.
 */
export default async function SavedSearchesPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = one((await searchParams).company) ?? null;
  const db = getDb();
  const { user, company } = await requireCompanyPage(db, requested ? `${SAVED_SEARCHES_PATH}?company=${encodeURIComponent(requested)}` : SAVED_SEARCHES_PATH, requested);
  await requireCompanyForPage(db, user, company.id, "talent.search");
  const searches = await listSavedSearches(db, { companyId: company.id, userId: user.id });
  // The counts above are "since your last visit"; this visit is the next one's start.
  await recordSavedSearchesVisit(db, { companyId: company.id, userId: user.id });
  const companyParam = requested && requested.toLowerCase() === company.id ? company.id : undefined;
  return (
    <PageContainer>
      <SavedSearchesScreen
        companyName={company.name}
        searchHref={companyParam ? `${TALENT_SEARCH_PATH}?company=${companyParam}` : TALENT_SEARCH_PATH}
        searches={searches.map((s) => ({
          id: s.id,
          name: s.name,
          summary: describeTalentSearch(s.params),
          runPath: savedSearchRunPath(s.params, s.companyId),
          newMatches: s.newMatches,
          notify: s.notify,
          emailDaily: s.emailFrequency === "daily",
        }))}
      />
    </PageContainer>
  );
}
