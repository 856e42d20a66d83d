import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { requireFeaturePage } from "@/lib/flags/page";
import { queueSummaries } from "@/lib/queue/inspect";
import { ADMIN_SYSTEM_PATH } from "@/lib/routes";
import { ChartFigure } from "@/components/charts/chart-figure";
import { Download } from "@/components/ui/icons";
import { readRange, resolveRange } from "@/features/admin-metrics/range";
import { adminDashboardCsvPath, adminDashboardPath } from "@/features/admin-metrics/paths";
import { getDashboard } from "@/features/admin-metrics/server/queries";
import { metricByKey } from "@/features/admin-metrics/server/metrics";
import { dashboardTable } from "@/features/admin-metrics/tables";
import { RangeForm } from "@/features/admin-metrics/components/range-form";
import { TotalsList } from "@/features/admin-metrics/components/totals-list";
import { PlainDataTable } from "@/features/admin-metrics/components/plain-table";
export const metadata: Metadata = { title: "Dashboard" };

const CHARTS: { title: string; description: string; keys: string[] }[] = [
  { title: "Sign-ups", description: "New candidate and employer accounts, and companies claimed, per day (UTC).", keys: ["new-candidates", "new-employers", "companies-claimed"] },
  { title: "Jobs", description: "Employer postings published for the first time and jobs created by feed imports, per day.", keys: ["postings-published", "jobs-imported"] },
  { title: "Applications and alerts", description: "Applications submitted on Upstep and job alert emails sent, per day.", keys: ["applications", "alert-emails"] },
  { title: "Queue health", description: "Background jobs that failed an attempt, and those that failed every attempt (dead letters), per day.", keys: ["queue-failures", "dead-letters"] },
];

/** /admin/dashboard (flag admin-dashboard): the platform's figures over a chosen period (decision 058). */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const read = readRange(await searchParams);
  await requirePagePermission("admin", adminDashboardPath(read.issues.length ? {} : read.typed));
  await requireFeaturePage("admin-dashboard");
  const db = getDb();
  const range = resolveRange(read.query, new Date());
  const [dashboard, queues] = await Promise.all([getDashboard(db, range), queueSummaries(db).catch(() => [])]);
  const table = dashboardTable(dashboard.rows, dashboard.totals);
  const waiting = queues.reduce((s, q) => s + q.counts.deadLetters, 0);
  const failedNow = queues.reduce((s, q) => s + q.counts.failed, 0);
  const csv = adminDashboardCsvPath(read.issues.length ? {} : read.typed);

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header>
        <h1>Dashboard</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Sign-ups, postings, imports, applications, alert emails and background jobs, day by day in UTC. {range.label}.
        </p>
      </header>
      <RangeForm action={adminDashboardPath()} label="Dashboard period" typed={read.typed} issues={read.issues} resetHref={adminDashboardPath()} />
      <section aria-labelledby="totals-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="totals-heading" className="text-xl">
          Totals: {range.label}
        </h2>
        <TotalsList totals={dashboard.totals} />
        <p className="text-sm text-muted-foreground">
          Right now: {failedNow.toLocaleString("en-US")} failed job{failedNow === 1 ? "" : "s"} kept and {waiting.toLocaleString("en-US")} dead letter{waiting === 1 ? "" : "s"} waiting for a decision on{" "}
          <Link href={ADMIN_SYSTEM_PATH}>System</Link>.
        </p>
      </section>
      <section aria-labelledby="charts-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="charts-heading" className="text-xl">
          Per day
        </h2>
        <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-2">
          {CHARTS.map((c) => (
            <ChartFigure
              key={c.title}
              title={c.title}
              description={c.description}
              data={dashboard.rows}
              xKey="day"
              xLabel="Day"
              series={c.keys.map((k) => ({ key: k, name: metricByKey(k)!.label }))}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="table-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="table-heading" className="text-xl">
            Every figure per day
          </h2>
          <a href={csv} download className="inline-flex items-center gap-1.5 text-sm font-medium">
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
        <p className="text-sm text-muted-foreground">The download holds exactly this table.</p>
        <PlainDataTable table={table} label="Every figure per day: table" />
      </section>
    </div>
  );
}
