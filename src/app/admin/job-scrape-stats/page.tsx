import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ChartFigure } from "@/components/charts/chart-figure";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { runsQuerySchema } from "@/features/admin-job-data/schemas";
import { importRunsCsvPath, jobScrapeStatsPath } from "@/features/admin-job-data/paths";
import { chartRange, getImportRun, importTotalsByDay, importTotalsBySource, listImportRuns, listRunSources } from "@/features/admin-job-data/server/queries";
import { formatCount } from "@/features/admin-job-data/format";
import { RunsFilters } from "@/features/admin-job-data/components/runs-filters";
import { ImportRunsTable } from "@/features/admin-job-data/components/import-runs-table";
import { ImportRunDetailCard } from "@/features/admin-job-data/components/import-run-detail";

export const metadata: Metadata = { title: "Job scrape stats" };
export const dynamic = "force-dynamic";

const SERIES = [
  { key: "created", name: "Created" },
  { key: "updated", name: "Updated" },
  { key: "expired", name: "Expired" },
  { key: "rejected", name: "Rejected" },
];

/** /admin/job-scrape-stats: every import run with its numbers, over time and per source, a run's rejections, and the CSV (decision 055). */
export default async function JobScrapeStatsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const one = (k: string) => (typeof raw[k] === "string" ? raw[k] : undefined);
  const query = runsQuerySchema.parse(Object.fromEntries(["source", "status", "from", "to", "sort", "dir", "page", "run"].map((k) => [k, one(k)])));
  await requirePagePermission("admin", jobScrapeStatsPath(query));
  const db = getDb();
  const [page, byDay, bySource, sources, run] = await Promise.all([
    listImportRuns(db, query),
    importTotalsByDay(db, query),
    importTotalsBySource(db, query),
    listRunSources(db),
    query.run ? getImportRun(db, query.run) : Promise.resolve(null),
  ]);
  if (query.run && !run) notFound();
  const range = chartRange(query);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.runs.length - 1;
  const scope = query.source ? `from ${query.source}` : "from every source";

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Job scrape stats</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          What every feed import did: records read, jobs created, updated, unchanged and expired, and records rejected with the reasons. Times are UTC.
        </p>
      </header>
      <RunsFilters query={query} sources={sources} />
      {run ? <ImportRunDetailCard run={run} query={query} /> : null}
      <section aria-labelledby="charts-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="charts-heading" className="text-xl font-semibold">
          Over time
        </h2>
        <div className="grid min-w-0 gap-4 xl:grid-cols-2">
          <ChartFigure
            title="Jobs per day"
            description={`Jobs created, updated and expired and records rejected by the imports ${scope}, per UTC day from ${range.from} to ${range.to}.`}
            data={byDay}
            xKey="day"
            xLabel="Day"
            series={SERIES}
          />
          <ChartFigure
            title="Jobs per source"
            description={`The same totals per source, from ${range.from} to ${range.to}.`}
            data={bySource}
            xKey="source"
            xLabel="Source"
            series={SERIES}
            kind="bar"
          />
        </div>
      </section>
      <section aria-labelledby="runs-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="runs-heading" className="text-xl font-semibold">
            Runs
          </h2>
          {page.total ? (
            <Button asChild variant="outline" size="sm">
              <a href={importRunsCsvPath(query)} download>
                Download CSV
              </a>
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {page.total === 0 ? "" : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.total)} run${page.total === 1 ? "" : "s"}.`}
        </p>
        {page.runs.length ? (
          <ImportRunsTable runs={page.runs} query={query} />
        ) : (
          <EmptyState title={query.source || query.status || query.from || query.to ? "No runs match these filters" : "No imports have run yet"}>
            {query.source || query.status || query.from || query.to
              ? "Widen the dates or clear the filters."
              : "Add a feed source on Job data refresh and run it now: its run shows here."}
          </EmptyState>
        )}
        <Pagination page={page.page} pageCount={page.pageCount} label="Import runs pages" hrefOf={(p) => jobScrapeStatsPath({ ...query, page: p, run: undefined })} />
      </section>
    </div>
  );
}
