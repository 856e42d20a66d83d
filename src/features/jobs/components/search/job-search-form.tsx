import { Button } from "@/components/ui/button";
import { DEFAULT_RADIUS, JOB_RADII, JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { SEARCH_QUERY_MAX } from "@/features/jobs/server/search/sanitize-query";

const field =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** The search form: a plain GET form to /jobs, so it works without JavaScript and Back restores it. */
export function JobSearchForm({ q, location, radius, remote }: { q?: string; location?: string; radius?: number; remote?: boolean }) {
  return (
    <form role="search" aria-label="Search jobs" action={JOBS_SEARCH_PATH} method="get" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_2fr_1fr_auto] md:items-end">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="job-q" className="text-sm font-medium text-slate-800">
          What
        </label>
        <input id="job-q" name="q" type="search" defaultValue={q} maxLength={SEARCH_QUERY_MAX} placeholder="Job title, keyword or company" className={field} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="job-location" className="text-sm font-medium text-slate-800">
          Where
        </label>
        <input id="job-location" name="location" type="text" defaultValue={location} maxLength={100} placeholder="City, state, ZIP or Remote" autoComplete="postal-code" className={field} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="job-radius" className="text-sm font-medium text-slate-800">
          Distance
        </label>
        <select id="job-radius" name="radius" defaultValue={String(radius ?? DEFAULT_RADIUS)} className={field}>
          {JOB_RADII.map((r) => (
            <option key={r} value={r}>
              Within {r} miles
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-4 md:flex-col md:items-stretch md:gap-2">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="remote" value="true" defaultChecked={remote} className="size-4 accent-brand-600" />
          Remote only
        </label>
        <Button type="submit" className="md:w-full">
          Search jobs
        </Button>
      </div>
    </form>
  );
}
