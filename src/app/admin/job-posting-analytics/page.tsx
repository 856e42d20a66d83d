import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ChartFigure } from "@/components/charts/chart-figure";
import { Download } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/ui/pagination";
import { ANALYTICS_COLUMN_LABELS, ANALYTICS_GROUP_LABELS } from "@/features/admin-metrics/labels";
import { adminAnalyticsCsvPath, adminAnalyticsPath, type AnalyticsParams } from "@/features/admin-metrics/paths";
import { readAnalytics } from "@/features/admin-metrics/read-analytics";
import { ANALYTICS_GROUPS, ANALYTICS_QUERY_MAX } from "@/features/admin-metrics/schemas";
import { defaultSort, getPostingAnalytics } from "@/features/admin-metrics/server/queries";
import { AnalyticsTable } from "@/features/admin-metrics/components/analytics-table";
import { RangeForm } from "@/features/admin-metrics/components/range-form";

export const metadata: Metadata = { title: "Posting analytics" };

/** /admin/job-posting-analytics: views, apply clicks and applications by posting, company, source or day (decision 058). */
export default async function PostingAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const read = readAnalytics(await searchParams);
  const q = read.query;
  const current: AnalyticsParams = read.issues.length
    ? {}
    : { range: q.range, from: q.range === "custom" ? q.from : undefined, to: q.range === "custom" ? q.to : undefined, group: q.group === "posting" ? undefined : q.group, q: q.q, sort: q.sort, dir: q.dir, page: q.page };
  await requirePagePermission("admin", adminAnalyticsPath(current));
  const result = await getPostingAnalytics(getDb(), q, new Date());
  const order = { ...defaultSort(q.group), ...(q.sort ? { sort: q.sort } : {}), ...(q.dir ? { dir: q.dir } : {}) };
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.rows.length - 1;
  const what = ANALYTICS_GROUP_LABELS[q.group].toLowerCase();
  const plural = q.group === "company" ? "companies" : `${what}s`;

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header>
        <h1>Posting analytics</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Job page views and apply clicks (counted per job and UTC day) and applications submitted on Upstep, by posting, company, source or day. {result.range.label}.
        </p>
      </header>
      <RangeForm
        action={adminAnalyticsPath()}
        label="Posting analytics filters"
        typed={read.typed}
        issues={read.issues}
        resetHref={adminAnalyticsPath()}
        hidden={{ sort: read.issues.length ? undefined : q.sort, dir: read.issues.length ? undefined : q.dir }}
        fallback="The page below shows the last 30 days by posting."
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="analytics-group">Group by</Label>
          <NativeSelect id="analytics-group" name="group" defaultValue={read.typed.group || "posting"}>
            {ANALYTICS_GROUPS.map((g) => (
              <option key={g} value={g}>
                {ANALYTICS_GROUP_LABELS[g]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-3">
          <Label htmlFor="analytics-q">Search by job title or company</Label>
          <Input id="analytics-q" name="q" type="search" defaultValue={read.typed.q} maxLength={ANALYTICS_QUERY_MAX} />
        </div>
      </RangeForm>
      <ChartFigure
        title="Per day"
        description={`Views, apply clicks and applications per UTC day${q.q ? ` for jobs matching “${q.q}”` : ""}.`}
        data={result.series}
        xKey="day"
        xLabel="Day"
        series={[
          { key: "views", name: ANALYTICS_COLUMN_LABELS.views },
          { key: "applyClicks", name: ANALYTICS_COLUMN_LABELS.applyClicks },
          { key: "applications", name: ANALYTICS_COLUMN_LABELS.applications },
        ]}
      />
      <section aria-labelledby="table-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="table-heading" className="text-xl">
            By {what}
          </h2>
          {result.total ? (
            <a href={adminAnalyticsCsvPath(current)} download className="inline-flex items-center gap-1.5 text-sm font-medium">
              <Download aria-hidden="true" className="size-4" />
              Download CSV ({result.total === 1 ? "1 row" : `all ${result.total.toLocaleString("en-US")} rows`})
            </a>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
          {result.total === 0
            ? q.q
              ? `Nothing was viewed, clicked or applied to for jobs matching “${q.q}” in this period. Try another search or a longer period.`
              : "Nothing was viewed, clicked or applied to in this period. Try a longer period."
            : result.rows.length === 0
              ? `No ${plural} on page ${result.page}.`
              : `Showing ${first}–${last} of ${result.total.toLocaleString("en-US")} ${result.total === 1 ? what : plural}. The CSV holds every row in this order, not only this page.`}
        </p>
        {result.total > 0 && result.rows.length === 0 ? (
          <p>
            <Link href={adminAnalyticsPath({ ...current, page: undefined })}>Go to the first page</Link>
          </p>
        ) : null}
        {result.rows.length ? (
          <AnalyticsTable
            group={q.group}
            rows={result.rows}
            totals={result.totals}
            sort={order.sort}
            dir={order.dir}
            sortHref={(sort, dir) => adminAnalyticsPath({ ...current, sort, dir, page: undefined })}
          />
        ) : null}
        <Pagination page={result.page} pageCount={result.pageCount} label="Posting analytics pages" hrefOf={(p) => adminAnalyticsPath({ ...current, page: p })} />
      </section>
    </div>
  );
}
