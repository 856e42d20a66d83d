import "server-only";
import type { Db } from "@/db/client";
import { csvFileName, toCsv } from "@/lib/csv";
import { resolveRange } from "../range";
import type { AnalyticsQuery, RangeQuery } from "../schemas";
import { analyticsTable, dashboardTable, type PlainTable } from "../tables";
import { metricByKey, metricInfo } from "./metrics";
import { analyticsRows, DASHBOARD_METRIC_KEYS, getDashboard } from "./queries";

/*
 * The admin metrics' CSV downloads (decision 058): RFC 4180 in UTF-8 with a header row, formula-looking
 * cells guarded (lib/csv), as an attachment named after the table and the period.
 */
function csvResponse(table: PlainTable, name: string[]): Response {
  return new Response(toCsv(table.header, table.rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFileName(name)}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** The dashboard's per-day table. */
export async function dashboardCsv(db: Db, query: RangeQuery, now: Date): Promise<Response> {
  const dashboard = await getDashboard(db, resolveRange(query, now));
  const table = dashboardTable(
    dashboard.rows,
    DASHBOARD_METRIC_KEYS.map((k) => metricInfo(metricByKey(k)!)),
  );
  return csvResponse(table, ["upstep-admin-dashboard", dashboard.range.slug]);
}

/** Every row of the posting analytics' current grouping, search and order (all pages). */
export async function postingAnalyticsCsv(db: Db, query: AnalyticsQuery, now: Date): Promise<Response> {
  const range = resolveRange(query, now);
  const rows = await analyticsRows(db, query, range);
  return csvResponse(analyticsTable(query.group, rows), ["upstep-posting-analytics-by", query.group, range.slug]);
}
