import "server-only";
import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { adminMetricManualValues, okrKeyResults, okrObjectives } from "@/db/schema";
import { ANALYTICS_PAGE_SIZE, isoDay, type AnalyticsGroup, type AnalyticsQuery, type AnalyticsSort } from "../schemas";
import { addDays, makeRange, resolveRange, type DayRange } from "../range";
import { okrPoints, okrProgress } from "../okr-progress";
import type { AnalyticsResult, AnalyticsRow, DayRow, HomeStat, ManualFigure, MetricTotal, OkrObjectiveView } from "../types";
import { METRICS, metricByKey, metricInfo, metricSeries, totalsOf } from "./metrics";

/*
 * The admin metrics' reads (issue 19, decision 058): the home's last-7-days figures, the dashboard's
 * per-day series, the posting analytics table and the OKR dashboard. Every count comes from the
 * metric catalogue (./metrics.ts) or, for posting analytics, from job_daily_stats and applications.
 */

/** The first-party metrics the dashboard charts, in its order. */
export const DASHBOARD_METRIC_KEYS = METRICS.filter((m) => m.source === "first-party").map((m) => m.key);

export type Dashboard = { range: DayRange; rows: DayRow[]; totals: MetricTotal[] };

export async function getDashboard(db: Db, range: DayRange): Promise<Dashboard> {
  const rows = await metricSeries(db, DASHBOARD_METRIC_KEYS, range);
  const sums = totalsOf(rows, DASHBOARD_METRIC_KEYS);
  return { range, rows, totals: DASHBOARD_METRIC_KEYS.map((k) => ({ ...metricInfo(metricByKey(k)!), total: sums[k]! })) };
}

/** The admin home's figures: the last 7 UTC days (today included) against the 7 before. */
export async function getHomeStats(db: Db, now: Date, hrefs: Record<string, string>): Promise<{ stats: HomeStat[]; current: DayRange; previous: DayRange }> {
  const keys = Object.keys(hrefs);
  const tomorrow = addDays(isoDay(now), 1);
  const current = makeRange(addDays(tomorrow, -7), tomorrow, 7);
  const previous = makeRange(addDays(tomorrow, -14), addDays(tomorrow, -7), null);
  const rows = await metricSeries(db, keys, makeRange(previous.from, current.to, null));
  const cur = totalsOf(
    rows.filter((r) => r.day >= current.from),
    keys,
  );
  const prev = totalsOf(
    rows.filter((r) => r.day < current.from),
    keys,
  );
  return { stats: keys.map((k) => ({ ...metricInfo(metricByKey(k)!), current: cur[k]!, previous: prev[k]!, href: hrefs[k]! })), current, previous };
}

/* Posting analytics */

const GROUPS: Record<AnalyticsGroup, { key: SQL; label: SQL; company: SQL; source: SQL; by: SQL }> = {
  posting: { key: sql`j.id::text`, label: sql`j.title`, company: sql`c.name`, source: sql`j.source`, by: sql`j.id, j.title, c.name, j.source` },
  company: { key: sql`c.id::text`, label: sql`c.name`, company: sql`null::text`, source: sql`null::text`, by: sql`c.id, c.name` },
  source: { key: sql`j.source`, label: sql`j.source`, company: sql`null::text`, source: sql`null::text`, by: sql`j.source` },
  day: { key: sql`to_char(f.day, 'YYYY-MM-DD')`, label: sql`to_char(f.day, 'YYYY-MM-DD')`, company: sql`null::text`, source: sql`null::text`, by: sql`f.day` },
};

const SORT_COLUMNS: Record<AnalyticsSort, SQL> = { label: sql`lower(label)`, views: sql`views`, applyClicks: sql`apply_clicks`, applications: sql`applications` };

/** The order a grouping starts in: days oldest first, the rest by views, most first. */
export function defaultSort(group: AnalyticsGroup): { sort: AnalyticsSort; dir: "asc" | "desc" } {
  return group === "day" ? { sort: "label", dir: "asc" } : { sort: "views", dir: "desc" };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Per job and UTC day in the range: views and apply clicks (job_daily_stats) and applications submitted. */
function factsSql(range: Pick<DayRange, "from" | "to">, q: string | undefined): SQL {
  const match = q ? sql`and (j.title ilike ${likePattern(q)} or c.name ilike ${likePattern(q)})` : sql``;
  return sql`
    with v as (
      select s.job_id, s.day, s.views, s.apply_clicks from job_daily_stats s where s.day >= ${range.from}::date and s.day < ${range.to}::date
    ), a as (
      select a.job_id, (a.submitted_at at time zone 'UTC')::date as day, count(*)::int as applications from applications a
      where a.submitted_at >= (${range.from}::date)::timestamp at time zone 'UTC' and a.submitted_at < (${range.to}::date)::timestamp at time zone 'UTC'
      group by 1, 2
    ), f0 as (
      select coalesce(v.job_id, a.job_id) as job_id, coalesce(v.day, a.day) as day, coalesce(v.views, 0) as views,
        coalesce(v.apply_clicks, 0) as apply_clicks, coalesce(a.applications, 0) as applications
      from v full join a on a.job_id = v.job_id and a.day = v.day
    ), f as (
      select f0.* from f0 join jobs j on j.id = f0.job_id join companies c on c.id = j.company_id where true ${match}
    )`;
}

function groupedSql(group: AnalyticsGroup): SQL {
  const g = GROUPS[group];
  return sql`select ${g.key} as key, ${g.label} as label, ${g.company} as company, ${g.source} as source,
      sum(f.views)::float8 as views, sum(f.apply_clicks)::float8 as apply_clicks, sum(f.applications)::float8 as applications
    from f join jobs j on j.id = f.job_id join companies c on c.id = j.company_id group by ${g.by}`;
}

type RawRow = { key: string; label: string; company: string | null; source: string | null; views: number; apply_clicks: number; applications: number };
const toRow = (r: RawRow): AnalyticsRow => ({
  key: r.key,
  label: r.label,
  company: r.company,
  source: r.source,
  views: Number(r.views),
  applyClicks: Number(r.apply_clicks),
  applications: Number(r.applications),
});

/** Every row of the grouping in the table's order (the CSV), or one page of them. */
export async function analyticsRows(db: Db, query: AnalyticsQuery, range: DayRange, page?: { limit: number; offset: number }): Promise<AnalyticsRow[]> {
  const order = { ...defaultSort(query.group), ...(query.sort ? { sort: query.sort } : {}), ...(query.dir ? { dir: query.dir } : {}) };
  const dir = order.dir === "asc" ? sql`asc` : sql`desc`;
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = (
    await db.execute<RawRow>(sql`${factsSql(range, query.q)}, g as (${groupedSql(query.group)})
      select * from g order by ${SORT_COLUMNS[order.sort]} ${dir} nulls last, lower(label) asc, key asc ${limit}`)
  ).rows;
  return rows.map(toRow);
}

export async function getPostingAnalytics(db: Db, query: AnalyticsQuery, now: Date): Promise<AnalyticsResult & { range: DayRange }> {
  const range = resolveRange(query, now);
  const summary = (
    await db.execute<{ n: number; views: number; apply_clicks: number; applications: number }>(sql`${factsSql(range, query.q)}, g as (${groupedSql(query.group)})
      select count(*)::int as n, coalesce(sum(views), 0)::float8 as views, coalesce(sum(apply_clicks), 0)::float8 as apply_clicks, coalesce(sum(applications), 0)::float8 as applications from g`)
  ).rows[0]!;
  const total = Number(summary.n);
  const pageCount = Math.max(1, Math.ceil(total / ANALYTICS_PAGE_SIZE));
  const page = query.page;
  const rows = await analyticsRows(db, query, range, { limit: ANALYTICS_PAGE_SIZE, offset: (page - 1) * ANALYTICS_PAGE_SIZE });
  const perDay = (
    await db.execute<RawRow>(sql`${factsSql(range, query.q)}, g as (${groupedSql("day")}) select * from g`)
  ).rows.map(toRow);
  const byDay = new Map(perDay.map((r) => [r.key, r]));
  const series = range.days.map((day) => {
    const r = byDay.get(day);
    return { day, views: r?.views ?? 0, applyClicks: r?.applyClicks ?? 0, applications: r?.applications ?? 0 };
  });
  return {
    range,
    rows,
    total,
    page,
    pageSize: ANALYTICS_PAGE_SIZE,
    pageCount,
    totals: { views: Number(summary.views), applyClicks: Number(summary.apply_clicks), applications: Number(summary.applications) },
    series,
  };
}

/* OKRs */

export async function getOkrDashboard(db: Db, opts: { showFirstParty: boolean; now: Date }): Promise<OkrObjectiveView[]> {
  const objectives = await db
    .select({ id: okrObjectives.id, title: okrObjectives.title, ownerName: okrObjectives.ownerName, periodStart: okrObjectives.periodStart, periodEnd: okrObjectives.periodEnd })
    .from(okrObjectives)
    .orderBy(desc(okrObjectives.periodStart), desc(okrObjectives.createdAt), asc(okrObjectives.id));
  if (!objectives.length) return [];
  const krs = await db
    .select()
    .from(okrKeyResults)
    .where(
      inArray(
        okrKeyResults.objectiveId,
        objectives.map((o) => o.id),
      ),
    )
    .orderBy(asc(okrKeyResults.position), asc(okrKeyResults.createdAt), asc(okrKeyResults.id));
  const today = isoDay(opts.now);
  const out: OkrObjectiveView[] = [];
  for (const o of objectives) {
    const mine = krs.filter((k) => k.objectiveId === o.id);
    const visible = mine.filter((k) => opts.showFirstParty || metricByKey(k.metricKey)?.source !== "first-party");
    const hidden = mine.filter((k) => !visible.includes(k));
    const end = addDays(o.periodEnd, 1);
    const seen = today < o.periodStart ? o.periodStart : addDays(today, 1) < end ? addDays(today, 1) : end;
    const keys = [...new Set(visible.map((k) => k.metricKey).filter((k) => metricByKey(k)))];
    const rows = keys.length && seen > o.periodStart ? await metricSeries(db, keys, makeRange(o.periodStart, seen, null)) : [];
    out.push({
      ...o,
      keyResults: visible.map((k) => {
        const m = metricByKey(k.metricKey);
        const daily = rows.map((r) => ({ day: r.day, n: Number(r[k.metricKey] ?? 0) }));
        const actual = daily.reduce((s, d) => s + d.n, 0);
        const { points, interval } = okrPoints(o.periodStart, o.periodEnd, daily, k.target, today);
        return {
          id: k.id,
          objectiveId: o.id,
          title: k.title,
          metricKey: k.metricKey,
          metricLabel: m?.label ?? `${k.metricKey} (no longer in the catalogue)`,
          source: m?.source ?? null,
          baseline: k.baseline,
          target: k.target,
          direction: k.direction,
          actual,
          progress: okrProgress({ direction: k.direction, baseline: k.baseline, target: k.target, actual, periodStart: o.periodStart, periodEnd: o.periodEnd, today }),
          points,
          interval,
        };
      }),
      hiddenKeyResults: hidden.map((k) => ({ id: k.id, title: k.title, metricLabel: metricByKey(k.metricKey)?.label ?? k.metricKey })),
    });
  }
  return out;
}

export async function listManualFigures(db: Db, limit = 30): Promise<ManualFigure[]> {
  const rows = await db
    .select({ metricKey: adminMetricManualValues.metricKey, day: adminMetricManualValues.day, value: adminMetricManualValues.value, updatedAt: adminMetricManualValues.updatedAt })
    .from(adminMetricManualValues)
    .orderBy(desc(adminMetricManualValues.day), asc(adminMetricManualValues.metricKey))
    .limit(limit);
  return rows.map((r) => ({ ...r, metricLabel: metricByKey(r.metricKey)?.label ?? r.metricKey, updatedAt: r.updatedAt.toISOString() }));
}

export async function objectiveExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: okrObjectives.id }).from(okrObjectives).where(eq(okrObjectives.id, id));
  return Boolean(row);
}
