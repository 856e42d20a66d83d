import { ADMIN_JOB_SCRAPE_STATS_PATH } from "@/lib/admin-routes";
import { Field } from "@/components/ui/field";
import { FilterActions, SelectField } from "@/components/ui/filters";
import { Input } from "@/components/ui/input";
import { RUN_STATUS_LABELS } from "../format";
import { RUN_STATUSES, type RunsQuery } from "../schemas";

/** The runs' filters as a plain GET form (works without script); the sort stays as chosen. */
export function RunsFilters({ query, sources }: { query: RunsQuery; sources: string[] }) {
  const filtered = Boolean(query.source || query.status || query.from || query.to);
  return (
    <form role="search" aria-label="Filter import runs" action={ADMIN_JOB_SCRAPE_STATS_PATH} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <SelectField id="runs-source" name="source" label="Source" value={query.source} options={[{ value: "", label: "All sources" }, ...sources.map((s) => ({ value: s, label: s }))]} />
      <SelectField id="runs-status" name="status" label="Status" value={query.status} options={[{ value: "", label: "Any status" }, ...RUN_STATUSES.map((s) => ({ value: s, label: RUN_STATUS_LABELS[s] }))]} />
      <Field id="runs-from" label="From (UTC)">
        <Input name="from" type="date" defaultValue={query.from ?? ""} />
      </Field>
      <Field id="runs-to" label="To (UTC)">
        <Input name="to" type="date" defaultValue={query.to ?? ""} />
      </Field>
      <FilterActions submitLabel="Filter" resetHref={filtered ? ADMIN_JOB_SCRAPE_STATS_PATH : null} />
    </form>
  );
}
