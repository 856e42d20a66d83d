import Link from "next/link";
import type { JobFacets, JobSearchResult } from "@/features/jobs/server/search/types";
import { SALARY_CHOICES, type JobSearchForm } from "@/features/jobs/search-schemas";
import { employmentTypeLabel } from "@/lib/employment-types";
import { DATE_POSTED, DATE_POSTED_WINDOWS, type DatePosted, type JobSearchQuery } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { formatMoney, SALARY_PERIOD_LABELS } from "../format-salary";
import { formatFacetCount } from "./format";

type Option = { label: string; count?: number; href: string; selected: boolean };

/** A minimum-pay choice (whole dollars a year): "$50k+ a year". */
function minPayLabel(dollars: number): string {
  return `${formatMoney(dollars * 100, "USD", { compact: true })}+ ${SALARY_PERIOD_LABELS.year}`;
}

function FacetGroup({ title, options, clearHref, clearLabel, approximate, idPrefix }: { title: string; options: Option[]; clearHref: string | null; clearLabel?: string; approximate: boolean; idPrefix: string }) {
  if (!options.length && !clearHref) return null;
  const id = `${idPrefix}-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="min-w-0 border-t border-border pt-3">
      <h3 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      <ul className="mt-1.5 flex flex-col gap-1 text-sm wrap-break-word">
        {options.map((o) => (
          <li key={o.href}>
            {o.selected ? (
              <span className="font-semibold text-foreground" aria-current="true">
                {o.label}
                {o.count !== undefined ? ` ${formatFacetCount(o.count, approximate)}` : null}
              </span>
            ) : (
              <Link href={o.href}>
                {o.label}
                {o.count !== undefined ? <span className="text-muted-foreground"> {formatFacetCount(o.count, approximate)}</span> : null}
              </Link>
            )}
          </li>
        ))}
        {clearHref ? (
          <li>
            <Link href={clearHref} className="text-muted-foreground">
              {clearLabel ?? `Any ${title.toLowerCase()}`}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** Whether the search has filters to show: facets (when something matched or a filter is on) or minimum pay. */
export function hasSearchFilters(form: JobSearchForm, result: Pick<JobSearchResult, "facets" | "total">): boolean {
  return showFacets(form, result) || result.total > 0 || !!form.salary;
}

function showFacets(form: JobSearchForm, result: Pick<JobSearchResult, "facets" | "total">): result is { facets: JobFacets; total: number } {
  const filtered = !!(form.category || form.company || form.type || form.posted || form.salary);
  return !!result.facets && (result.total > 0 || filtered);
}

/**
 * Facets as links that keep every other filter (page reset to 1). Counts are exact (each is the
 * total of the search the link leads to), except on a broad search, where they are scaled from a
 * sample and say "about". Date windows wider than the one chosen are not offered
 * (their count is unknown inside the narrower search); "Any date posted" widens again. Minimum pay
 * comes last. Rendered twice on /jobs (the side column, the phone's Filters sheet): idPrefix keeps
 * the headings' ids apart, and `heading` is off in the sheet, whose title says "Filters".
 */
export function SearchFacets({ form, result, idPrefix = "facet", heading = true }: { form: JobSearchForm; result: Pick<JobSearchResult, "facets" | "total" | "approximate">; idPrefix?: string; heading?: boolean }) {
  if (!hasSearchFilters(form, result)) return null;
  const base: JobSearchQuery = { ...form, remote: form.remote || undefined, page: undefined };
  const link = (patch: Partial<JobSearchQuery>) => jobsSearchPath({ ...base, ...patch });
  const postedIndex = form.posted ? DATE_POSTED_WINDOWS.indexOf(form.posted) : DATE_POSTED_WINDOWS.length;
  const { approximate } = result;
  const groups = { approximate, idPrefix };
  const facets = showFacets(form, result) ? result.facets : null;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {heading ? <h2 className="text-base font-semibold">Refine results</h2> : null}
      {facets ? (
        <>
          <FacetGroup
            {...groups}
            title="Category"
            options={facets.categories.map((c) => ({ label: c.label, count: c.count, href: link({ category: c.value, subcategory: undefined }), selected: form.category === c.value }))}
            clearHref={form.category ? link({ category: undefined, subcategory: undefined }) : null}
          />
          {form.category ? (
            <FacetGroup
              {...groups}
              title="Specialty"
              options={facets.subcategories.map((c) => ({ label: c.label, count: c.count, href: link({ subcategory: c.value }), selected: form.subcategory === c.value }))}
              clearHref={form.subcategory ? link({ subcategory: undefined }) : null}
            />
          ) : null}
          <FacetGroup
            {...groups}
            title="Job type"
            options={facets.employmentTypes.map((t) => ({ label: employmentTypeLabel(t.value), count: t.count, href: link({ type: t.value }), selected: form.type === t.value }))}
            clearHref={form.type ? link({ type: undefined }) : null}
          />
          <FacetGroup
            {...groups}
            title="Date posted"
            options={facets.datePosted
              .filter((d, i) => d.count > 0 && i <= postedIndex)
              .map((d) => ({ label: DATE_POSTED[d.value as DatePosted].label, count: d.count, href: link({ posted: d.value as DatePosted }), selected: form.posted === d.value }))}
            clearHref={form.posted ? link({ posted: undefined }) : null}
          />
          <FacetGroup
            {...groups}
            title="Remote"
            options={facets.remote > 0 ? [{ label: "Remote only", count: facets.remote, href: link({ remote: true }), selected: form.remote }] : []}
            clearHref={form.remote ? link({ remote: undefined }) : null}
          />
          <FacetGroup
            {...groups}
            title="Company"
            options={facets.companies.map((c) => ({ label: c.label, count: c.count, href: link({ company: c.value }), selected: form.company === c.value }))}
            clearHref={form.company ? link({ company: undefined }) : null}
          />
        </>
      ) : null}
      {result.total > 0 || form.salary ? (
        <FacetGroup
          {...groups}
          title="Minimum pay"
          options={SALARY_CHOICES.map((s) => ({ label: minPayLabel(s), href: link({ salary: s }), selected: form.salary === s }))}
          clearHref={form.salary ? link({ salary: undefined }) : null}
          clearLabel="Any pay"
        />
      ) : null}
    </div>
  );
}
