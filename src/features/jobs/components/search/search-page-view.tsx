import Link from "next/link";
import { PageContainer } from "@/components/ui/page-container";
import type { JobSearchResult } from "@/features/jobs/server/search/types";
import { MAX_SEARCH_PAGE, SALARY_CHOICES, SORT_LABELS, toJobSearchQuery, type JobSearchForm } from "@/features/jobs/search-schemas";
import { BROWSE_JOBS_PATH, JOB_SORTS, jobsSearchPath, type JobSearchQuery } from "@/lib/job-routes";
import { formatMoney, SALARY_PERIOD_LABELS } from "../format-salary";
import { formatJobCount } from "./format";
import { JobResultList } from "./job-result-item";
import { JobPagination } from "./job-pagination";
import { JobSearchForm as SearchForm } from "./job-search-form";
import { RecentJobsPanel } from "./recent-jobs";
import { RecentSearches } from "./recent-searches";
import { SearchFacets } from "./search-facets";

/** A minimum-pay choice (whole dollars a year): "$50k+ a year". */
function minPayLabel(dollars: number): string {
  return `${formatMoney(dollars * 100, "USD", { compact: true })}+ ${SALARY_PERIOD_LABELS.year}`;
}

/** "Nurse jobs near Austin, TX", "Remote jobs", "Jobs". */
export function searchHeading(form: JobSearchForm, result: Pick<JobSearchResult, "location"> | null): string {
  const what = form.q ? `${form.q} jobs` : form.remote ? "Remote jobs" : "Jobs";
  const where = result?.location && result.location.kind !== "unknown" && result.location.kind !== "remote" ? result.location.label : form.location;
  if (!where || /^remote$/i.test(where)) return what;
  return `${what} ${result?.location?.kind === "point" ? "near" : "in"} ${where}`;
}

function SortControl({ result, base }: { result: JobSearchResult; base: JobSearchQuery }) {
  const available = JOB_SORTS.filter((s) => (s === "relevance" ? result.tsquery !== null : s === "distance" ? result.location?.kind === "point" : true));
  if (available.length < 2) return null;
  return (
    <nav aria-label="Sort results" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">Sort by:</span>
      {available.map((s) =>
        s === result.sort ? (
          <span key={s} aria-current="true" className="font-semibold text-slate-900">
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

/** The /jobs page: form, count, sort, facets, results, pagination, suggestions, recent jobs and searches. */
export function SearchPageView({ form, result }: { form: JobSearchForm; result: JobSearchResult }) {
  const base = toJobSearchQuery(form);
  const heading = searchHeading(form, result);
  const hasSearch = !!(form.q || form.location || form.remote);
  const filtered = !!(form.category || form.company || form.type || form.posted || form.salary);
  const current = hasSearch ? { label: heading, href: jobsSearchPath({ ...base, page: undefined, sort: undefined }) } : null;
  const pastEnd = result.hits.length === 0 && result.total > 0;
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="text-slate-600">
            Search open jobs by keyword and place, or <Link href={BROWSE_JOBS_PATH}>browse jobs</Link> by state, category and company.
          </p>
        </header>
        <SearchForm q={form.q} location={form.location} radius={form.radius} remote={form.remote} />
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <aside className="order-2 flex flex-col gap-4 lg:order-1" aria-label="Filters">
            {result.facets && (result.total > 0 || filtered) ? <SearchFacets facets={result.facets} form={form} approximate={result.approximate} /> : null}
            {result.total > 0 || form.salary ? (
            <section aria-labelledby="facet-min-pay" className="border-t border-slate-200 pt-3">
              <h3 id="facet-min-pay" className="text-sm font-semibold text-slate-900">
                Minimum pay
              </h3>
              <ul className="mt-1.5 flex flex-col gap-1 text-sm">
                {SALARY_CHOICES.map((s) => (
                  <li key={s}>
                    {form.salary === s ? (
                      <span aria-current="true" className="font-semibold">{minPayLabel(s)}</span>
                    ) : (
                      <Link href={jobsSearchPath({ ...base, salary: s, page: undefined })}>{minPayLabel(s)}</Link>
                    )}
                  </li>
                ))}
                {form.salary ? (
                  <li>
                    <Link href={jobsSearchPath({ ...base, salary: undefined, page: undefined })} className="text-slate-700">
                      Any pay
                    </Link>
                  </li>
                ) : null}
              </ul>
            </section>
            ) : null}
            <RecentSearches current={current} />
            <RecentJobsPanel />
          </aside>
          <section aria-labelledby="results-heading" className="order-1 flex min-w-0 flex-col gap-4 lg:order-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="results-heading" className="text-xl font-semibold" aria-live="polite">
                {formatJobCount(result.total, result.totalCapped, result.approximate)}
                {result.radiusMiles ? <span className="font-normal text-slate-600"> within {result.radiusMiles} miles</span> : null}
              </h2>
              <SortControl result={result} base={base} />
            </div>
            {result.location?.kind === "unknown" ? (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
                We could not find the place “{result.location.label}”. Try a city and state (Austin, TX), a state or a 5-digit ZIP.
              </p>
            ) : null}
            {result.total === 0 ? (
              <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6">
                <p className="text-lg font-semibold">No jobs match your search.</p>
                <Suggestions result={result} base={base} />
                <ul className="list-disc pl-5 text-slate-700">
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
              </div>
            ) : pastEnd ? (
              <p>
                There are no results on this page. <Link href={jobsSearchPath({ ...base, page: undefined })}>Go to the first page</Link>
              </p>
            ) : (
              <>
                {result.suggestions.keywords.length || result.suggestions.locations.length ? <Suggestions result={result} base={base} /> : null}
                <JobResultList jobs={result.hits} headingId="results-heading" />
              </>
            )}
            <JobPagination page={result.page} pageCount={result.pageCount} hasNext={result.hasNextPage && result.page < MAX_SEARCH_PAGE} hrefOf={(p) => jobsSearchPath({ ...base, page: p })} label="Result pages" />
          </section>
        </div>
      </div>
    </PageContainer>
  );
}
