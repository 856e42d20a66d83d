import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Search, Users } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { AddToPipelineButton } from "@/features/talent-pipelines/components/add-to-pipeline-button";
import { SaveSearchButton } from "@/features/talent-saved-searches/components/save-search-button";
import { buttonClasses } from "@/components/ui/button";
import { SAVED_SEARCHES_PATH, TALENT_JOB_POSTINGS_PATH, talentProfilePath, talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { TALENT_PAGE_SIZE, TALENT_RADII, type TalentSearchParams } from "../schemas";
import { isEmptyTalentSearch, talentQueryString } from "../search-query";
import type { TalentSearchOutcome } from "../types";
import { formatCount } from "./format";
import { TalentFacets } from "./talent-facets";
import { TalentResultCard } from "./talent-result-card";
import { TalentSearchForm } from "./talent-search-form";

const MAX_PAGES = 500;

type Props = {
  area: EmployerArea;
  company: { id: string; name: string };
  /** The ?company= to keep in links (null: the user's default company). */
  companyParam: string | null;
  params: TalentSearchParams;
  page: number;
  outcome: TalentSearchOutcome;
  now: Date;
};

/**
 * /talent/subscribers and /hiring/subscribers (spec 2.7, decision 042): the form, facets as links,
 * results as cards linking to the profile (from=search), saving the search and adding people to a
 * pipeline; every filter is in the URL.
 */
export function TalentSearchScreen({ area, company, companyParam, params, page, outcome, now }: Props) {
  const base = talentSearchPath(area);
  const hrefOf = (patch: Partial<TalentSearchParams>, p = 1) => `${base}${talentQueryString({ ...params, ...patch }, { page: p, company: companyParam })}`;
  const profileHref = (id: string) => `${talentProfilePath(id, area)}?${new URLSearchParams({ from: "search", ...(companyParam ? { company: companyParam } : {}) })}`;
  const pageCount = Math.min(MAX_PAGES, Math.max(1, Math.ceil(outcome.total / TALENT_PAGE_SIZE)));
  const empty = isEmptyTalentSearch(params);
  const wider = TALENT_RADII.find((r) => r > params.radius);
  const { total, results, facets } = outcome;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1>Find talent</h1>
          <p className="mt-2 text-muted-foreground">People who chose to let employers find them, searched for {company.name}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={companyParam ? `${SAVED_SEARCHES_PATH}?company=${encodeURIComponent(companyParam)}` : SAVED_SEARCHES_PATH} className={buttonClasses("ghost")}>
            Your saved searches
          </Link>
          {!empty ? <SaveSearchButton companyId={company.id} params={params} /> : null}
        </div>
      </header>
      <TalentSearchForm area={area} params={params} companyId={companyParam} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="order-2 min-w-0 lg:order-1" aria-label="Filters">
          {facets && total > 0 ? <TalentFacets params={params} facets={facets} hrefOf={hrefOf} /> : null}
        </aside>
        <section aria-labelledby="talent-results-heading" className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
          <h2 id="talent-results-heading" className="text-lg" aria-live="polite">
            {total === 1 ? "1 candidate" : `${formatCount(total)} candidates`}
            {outcome.location && outcome.location.kind !== "unknown" ? <span className="font-normal text-muted-foreground"> near {outcome.location.label}</span> : null}
          </h2>
          {outcome.location?.kind === "unknown" ? (
            <p role="status" className="rounded-card border border-border bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
              We could not find the place &ldquo;{outcome.location.label}
              &rdquo;. Try a 5-digit ZIP code or &ldquo;City, ST&rdquo;.
            </p>
          ) : null}
          {results.length === 0 ? (
            empty ? (
              <EmptyState icon={<Users />} title="Nobody is discoverable yet" action={<Link href={TALENT_JOB_POSTINGS_PATH}>Post a job to reach applicants</Link>}>
                Candidates appear here once they make their profile visible to employers. Meanwhile, applicants to your jobs are in your postings.
              </EmptyState>
            ) : (
              <EmptyState
                icon={<Search />}
                title="No one matches this search"
                action={
                  <>
                    {params.location && wider ? <Link href={hrefOf({ radius: wider })}>Search within {wider} miles</Link> : null}
                    {params.location && !params.includeRelocators ? <Link href={hrefOf({ includeRelocators: true })}>Include people willing to relocate</Link> : null}
                    <Link
                      href={`${base}${talentQueryString({ ...params, q: "", location: "", skills: [], workAuthorization: [], minYears: null, maxYears: null, education: null, activeWithinDays: null, willingToRelocate: false, includeRelocators: false }, { company: companyParam })}`}
                    >
                      Clear all filters
                    </Link>
                  </>
                }
              >
                Fewer keywords, a wider distance or fewer filters find more people.
              </EmptyState>
            )
          ) : (
            <ol className="flex flex-col gap-3">
              {results.map((r) => (
                <li key={r.userId} className="flex flex-col gap-2">
                  <TalentResultCard result={r} href={profileHref(r.userId)} now={now} />
                  <div className="flex justify-end">
                    <AddToPipelineButton companyId={company.id} candidateUserIds={[r.userId]} source="search" label="Add to pipeline" />
                  </div>
                </li>
              ))}
            </ol>
          )}
          {total > TALENT_PAGE_SIZE ? <Pagination page={page} pageCount={pageCount} hrefOf={(p) => hrefOf({}, p)} label="Search results pages" /> : null}
        </section>
      </div>
    </div>
  );
}
