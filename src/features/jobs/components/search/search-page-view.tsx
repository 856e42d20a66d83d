import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { Pagination } from "@/components/ui/pagination";
import type { JobSearchResult } from "@/features/jobs/server/search/types";
import { MAX_SEARCH_PAGE, SORT_LABELS, toJobSearchQuery, type JobSearchForm } from "@/features/jobs/search-schemas";
import { titleCase } from "@/lib/english";
import { Bell } from "@/components/ui/icons";
import { BROWSE_JOBS_PATH, JOB_SORTS, type JobSearchQuery } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { FiltersColumn, FiltersSheet } from "./filters-sheet";
import { FiltersLabel } from "./filters-label";
import { appliedFilterCount, formatJobCount, jobPagerProps } from "./format";
import { JobResultList } from "./job-result-item";
import { JobSearchForm as SearchForm } from "./job-search-form";
import { RecentJobItems } from "./recent-jobs";
import { RecentSearchItems } from "./recent-searches";
import { SideListCard } from "./side-list-card";
import { hasSearchFilters, SearchFacets } from "./search-facets";

/** The side column's filters: the target of the Filters link on a phone without JavaScript. */
const FILTERS_COLUMN_ID = "job-filters";

/**
 * The search's heading (and title), in title case like the browse headings: "Nurse Jobs near Austin,
 * TX", "RN Jobs in Texas", "Remote Jobs", "Jobs". The keyword and an unresolved place are as typed,
 * title-cased; a resolved place is its own label.
 */
export function searchHeading(form: JobSearchForm, result: Pick<JobSearchResult, "location"> | null): string {
  const what = form.q ? `${titleCase(form.q)} Jobs` : form.remote ? "Remote Jobs" : "Jobs";
  const resolved = result?.location && result.location.kind !== "unknown" && result.location.kind !== "remote" ? result.location.label : null;
  const where = resolved ?? (form.location ? titleCase(form.location) : undefined);
  if (!where || /^remote$/i.test(where)) return what;
  return `${what} ${result?.location?.kind === "point" ? "near" : "in"} ${where}`;
}

function SortControl({ result, base }: { result: JobSearchResult; base: JobSearchQuery }) {
  const available = JOB_SORTS.filter((s) => (s === "relevance" ? result.tsquery !== null : s === "distance" ? result.location?.kind === "point" : true));
  if (available.length < 2) return null;
  return (
    <nav aria-label="Sort results" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Sort by:</span>
      {available.map((s) =>
        s === result.sort ? (
          <span key={s} aria-current="true" className="font-semibold text-foreground">
            {SORT_LABELS[s]}
          </span>
        ) : (
          <Link key={s} href={jobsSearchPath({ ...base, sort: s, page: undefined })}>
            {SORT_LABELS[s]}
          </Link>
        ),
      )}
    </nav>
  );
}

function Suggestions({ result, base }: { result: JobSearchResult; base: JobSearchQuery }) {
  const { keywords, locations } = result.suggestions;
  if (!keywords.length && !locations.length) return null;
  return (
    <div className="flex flex-col gap-1">
      {keywords.map((k) => (
        <p key={k}>
          Did you mean <Link href={jobsSearchPath({ ...base, q: k, page: undefined })} className="font-semibold">{k}</Link>?
        </p>
      ))}
      {locations.length ? (
        <p>
          Did you mean{" "}
          {locations.map((l, i) => (
            <span key={l}>
              {i ? " or " : ""}
              <Link href={jobsSearchPath({ ...base, location: l, page: undefined })} className="font-semibold">
                {l}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
    </div>
  );
}

/**
 * The /jobs page: form, count, sort, facets, results, pagination, suggestions, recent jobs and
 * searches. A page past the last one never gets here: the route answers 404 (isPastLastPage).
 * The facets live in the side column from lg up; below lg they open from the "Filters" button at
 * the top of the results (filters-sheet.tsx, which also says what happens without JavaScript).
 */
export function SearchPageView({ form, result, alertHref }: { form: JobSearchForm; result: JobSearchResult; alertHref?: string | null }) {
  const base = toJobSearchQuery(form);
  const heading = searchHeading(form, result);
  const hasSearch = !!(form.q || form.location || form.remote);
  const filtered = !!(form.category || form.company || form.type || form.posted || form.salary);
  const current = hasSearch ? { label: heading, href: jobsSearchPath({ ...base, page: undefined, sort: undefined }) } : null;
  const filters = hasSearchFilters(form, result);
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{heading}</h1>
          <p className="text-muted-foreground">
            Search open jobs by keyword and place, or <Link href={BROWSE_JOBS_PATH}>browse jobs</Link> by state, category and company.
          </p>
        </header>
        <SearchForm q={form.q} location={form.location} radius={form.radius} remote={form.remote} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <aside className="order-2 flex min-w-0 flex-col gap-4 lg:order-1" aria-label="Filters">
            {filters ? (
              <FiltersColumn id={FILTERS_COLUMN_ID}>
                <SearchFacets form={form} result={result} />
              </FiltersColumn>
            ) : null}
            <SideListCard headingId="recent-searches-heading" title="Your recent searches" listClassName="gap-1.5">
              <RecentSearchItems current={current} />
            </SideListCard>
            <SideListCard headingId="recent-jobs-heading" title="Recently viewed jobs">
              <RecentJobItems />
            </SideListCard>
          </aside>
          <section aria-labelledby="results-heading" className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h2 id="results-heading" className="text-xl font-semibold" aria-live="polite">
                {formatJobCount(result)}
                {result.radiusMiles ? <span className="font-normal text-muted-foreground"> within {result.radiusMiles} miles</span> : null}
              </h2>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {filters ? (
                  <FiltersSheet label={<FiltersLabel count={appliedFilterCount(form)} />} columnId={FILTERS_COLUMN_ID}>
                    <SearchFacets form={form} result={result} idPrefix="sheet-facet" heading={false} />
                  </FiltersSheet>
                ) : null}
                <SortControl result={result} base={base} />
              </div>
            </div>
            {alertHref ? (
              <p className="text-sm">
                <Link href={alertHref} prefetch={false} className="inline-flex items-center gap-1.5 font-semibold">
                  <Bell aria-hidden="true" className="size-4" /> Get new jobs like these by email
                </Link>
              </p>
            ) : null}
            {result.location?.kind === "unknown" ? (
              <Alert tone="warning">We could not find the place “{result.location.label}”. Try a city and state (Austin, TX), a state or a 5-digit ZIP.</Alert>
            ) : null}
            {result.total === 0 ? (
              <Card padded={false} className="flex flex-col gap-3 p-6">
                <p className="text-lg font-semibold">No jobs match your search.</p>
                <Suggestions result={result} base={base} />
                <ul className="list-disc pl-5 text-muted-foreground">
                  <li>Check the spelling or use fewer words.</li>
                  {result.location?.kind === "point" && result.radiusMiles !== 100 ? (
                    <li>
                      <Link href={jobsSearchPath({ ...base, radius: 100, page: undefined })}>Search within 100 miles</Link>
                    </li>
                  ) : null}
                  {filtered ? (
                    <li>
                      <Link href={jobsSearchPath({ q: form.q, location: form.location, radius: form.radius, remote: form.remote || undefined })}>Clear the filters</Link>
                    </li>
                  ) : null}
                </ul>
              </Card>
            ) : (
              <>
                {result.suggestions.keywords.length || result.suggestions.locations.length ? <Suggestions result={result} base={base} /> : null}
                <JobResultList jobs={result.hits} headingId="results-heading" />
              </>
            )}
            <Pagination {...jobPagerProps(result, MAX_SEARCH_PAGE)} hrefOf={(p) => jobsSearchPath({ ...base, page: p })} label="Result pages" />
          </section>
        </div>
      </div>
    </PageContainer>
  );
}
