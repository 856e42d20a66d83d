import Link from "next/link";
import type { JobFacets } from "@/features/jobs/server/search/types";
import type { JobSearchForm } from "@/features/jobs/search-schemas";
import { employmentTypeLabel } from "@/lib/employment-types";
import { DATE_POSTED, DATE_POSTED_WINDOWS, jobsSearchPath, type DatePosted, type JobSearchQuery } from "@/lib/job-routes";
import { formatFacetCount } from "./format";

type Option = { label: string; count: number; href: string; selected: boolean };

function FacetGroup({ title, options, clearHref, approximate }: { title: string; options: Option[]; clearHref: string | null; approximate: boolean }) {
  if (!options.length && !clearHref) return null;
  const id = `facet-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-3">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="mt-1.5 flex flex-col gap-1 text-sm">
        {options.map((o) => (
          <li key={o.href}>
            {o.selected ? (
              <span className="font-semibold text-slate-900" aria-current="true">
                {o.label} {formatFacetCount(o.count, approximate)}
              </span>
            ) : (
              <Link href={o.href}>
                {o.label} <span className="text-slate-600">{formatFacetCount(o.count, approximate)}</span>
              </Link>
            )}
          </li>
        ))}
        {clearHref ? (
          <li>
            <Link href={clearHref} className="text-slate-700">
              Any {title.toLowerCase()}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * Facets as links that keep every other filter (page reset to 1). Counts are exact (each is the
 * total of the search the link leads to), except on a broad search, where they are scaled from a
 * sample and say "about". Date windows wider than the one chosen are not offered
 * (their count is unknown inside the narrower search); "Any date posted" widens again.
 */
export function SearchFacets({ facets, form, approximate }: { facets: JobFacets; form: JobSearchForm; approximate: boolean }) {
  const base: JobSearchQuery = { ...form, remote: form.remote || undefined, page: undefined };
  const link = (patch: Partial<JobSearchQuery>) => jobsSearchPath({ ...base, ...patch });
  const postedIndex = form.posted ? DATE_POSTED_WINDOWS.indexOf(form.posted) : DATE_POSTED_WINDOWS.length;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">Refine results</h2>
      <FacetGroup
        approximate={approximate}
        title="Category"
        options={facets.categories.map((c) => ({ label: c.label, count: c.count, href: link({ category: c.value, subcategory: undefined }), selected: form.category === c.value }))}
        clearHref={form.category ? link({ category: undefined, subcategory: undefined }) : null}
      />
      {form.category ? (
        <FacetGroup
          approximate={approximate}
          title="Specialty"
          options={facets.subcategories.map((c) => ({ label: c.label, count: c.count, href: link({ subcategory: c.value }), selected: form.subcategory === c.value }))}
          clearHref={form.subcategory ? link({ subcategory: undefined }) : null}
        />
      ) : null}
      <FacetGroup
        approximate={approximate}
        title="Job type"
        options={facets.employmentTypes.map((t) => ({ label: employmentTypeLabel(t.value), count: t.count, href: link({ type: t.value }), selected: form.type === t.value }))}
        clearHref={form.type ? link({ type: undefined }) : null}
      />
      <FacetGroup
        approximate={approximate}
        title="Date posted"
        options={facets.datePosted
          .filter((d, i) => d.count > 0 && i <= postedIndex)
          .map((d) => ({ label: DATE_POSTED[d.value as DatePosted].label, count: d.count, href: link({ posted: d.value as DatePosted }), selected: form.posted === d.value }))}
        clearHref={form.posted ? link({ posted: undefined }) : null}
      />
      <FacetGroup
        approximate={approximate}
        title="Remote"
        options={facets.remote > 0 ? [{ label: "Remote only", count: facets.remote, href: link({ remote: true }), selected: form.remote }] : []}
        clearHref={form.remote ? link({ remote: undefined }) : null}
      />
      <FacetGroup
        approximate={approximate}
        title="Company"
        options={facets.companies.map((c) => ({ label: c.label, count: c.count, href: link({ company: c.value }), selected: form.company === c.value }))}
        clearHref={form.company ? link({ company: undefined }) : null}
      />
    </div>
  );
}
