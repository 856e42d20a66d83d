import type { CsvCell } from "@/lib/csv";
import { ANALYTICS_COLUMN_LABELS, ANALYTICS_GROUP_LABELS } from "./labels";
import type { AnalyticsGroup } from "./schemas";
import type { AnalyticsRow, DayRow, MetricInfo } from "./types";

/*
 * The admin metrics' tables as header + rows (decision 058): the page renders these and the CSV
 * downloads write these, so a download holds exactly the table's rows.
 */
export type PlainTable = { header: string[]; rows: CsvCell[][] };

export function dashboardTable(rows: readonly DayRow[], metrics: readonly MetricInfo[]): PlainTable {
  return { header: ["Day", ...metrics.map((m) => m.label)], rows: rows.map((r) => [r.day, ...metrics.map((m) => Number(r[m.key] ?? 0))]) };
}

export function analyticsTable(group: AnalyticsGroup, rows: readonly AnalyticsRow[]): PlainTable {
  const numbers = (r: AnalyticsRow) => [r.views, r.applyClicks, r.applications];
  const counts = [ANALYTICS_COLUMN_LABELS.views, ANALYTICS_COLUMN_LABELS.applyClicks, ANALYTICS_COLUMN_LABELS.applications];
  if (group === "posting") return { header: ["Posting", "Company", "Source", ...counts], rows: rows.map((r) => [r.label, r.company, r.source, ...numbers(r)]) };
  return { header: [ANALYTICS_GROUP_LABELS[group], ...counts], rows: rows.map((r) => [r.label, ...numbers(r)]) };
}
