import Link from "next/link";
import { ADMIN_JOB_SCRAPE_STATS_PATH } from "@/lib/admin-routes";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RUN_STATUS_LABELS } from "../format";
import { RUN_STATUSES, type RunsQuery } from "../schemas";

/** The runs' filters as a plain GET form (works without script); the sort stays as chosen. */
export function RunsFilters({ query, sources }: { query: RunsQuery; sources: string[] }) {
  const filtered = Boolean(query.source || query.status || query.from || query.to);
  return (
    <form role="search" aria-label="Filter import runs" action={ADMIN_JOB_SCRAPE_STATS_PATH} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="runs-source">Source</Label>
        <NativeSelect id="runs-source" name="source" defaultValue={query.source ?? ""}>
          <option value="">All sources</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="runs-status">Status</Label>
        <NativeSelect id="runs-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">Any status</option>
          {RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RUN_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="runs-from">From (UTC)</Label>
        <Input id="runs-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="runs-to">To (UTC)</Label>
        <Input id="runs-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link href={ADMIN_JOB_SCRAPE_STATS_PATH}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
