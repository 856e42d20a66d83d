import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DEAD_LETTER_QUEUE } from "@/lib/queue/queues";
import { HIRING_TYPE_ROLES } from "../labels";
import type { DayRange } from "../range";
import type { DayRow, MetricInfo, MetricSource } from "../types";

/*
 * The admin metric catalogue (issue 19, decision 058): every figure the admin home, the dashboard and
 * the OKR dashboard show comes from here, so the three agree. Each metric counts events per UTC day
 * with one SQL statement (`day`, `n`) over [range.from, range.to). "first-party" metrics read
 * Upstep's own tables; "google-analytics" metrics read the figures administrators type in from
 * Google Analytics (admin_metric_manual_values), because Upstep holds no Analytics credentials.
 */
type Window = { from: string; to: string };
export type MetricDefinition = MetricInfo & { perDay: (w: Window) => SQL; needsQueueSchema?: boolean };

/** `ts` in [from, to) in UTC, and its UTC day. */
const within = (column: SQL, w: Window) => sql`${column} >= (${w.from}::date)::timestamp at time zone 'UTC' and ${column} < (${w.to}::date)::timestamp at time zone 'UTC'`;
const dayOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const hiringRoles = sql.join(
  HIRING_TYPE_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

function manual(key: string, label: string, description: string): MetricDefinition {
  return {
    key,
    label,
    description,
    source: "google-analytics",
    perDay: (w) => sql`select to_char(day, 'YYYY-MM-DD') as day, value::float8 as n from admin_metric_manual_values
      where metric_key = ${key} and day >= ${w.from}::date and day < ${w.to}::date`,
  };
}

export const METRICS: readonly MetricDefinition[] = [
  {
    key: "new-candidates",
    label: "New candidates",
    description: "Accounts created that have no role (job seekers).",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`u.created_at`)} as day, count(*)::float8 as n from users u
      where ${within(sql`u.created_at`, w)} and not exists (select 1 from user_roles r where r.user_id = u.id) group by 1`,
  },
  {
    key: "new-employers",
    label: "New employer accounts",
    description: "Accounts created with a hiring role (Hiring Manager or H2O Hiring Manager).",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`u.created_at`)} as day, count(*)::float8 as n from users u
      where ${within(sql`u.created_at`, w)} and exists (select 1 from user_roles r where r.user_id = u.id and r.role in (${hiringRoles})) group by 1`,
  },
  {
    key: "companies-claimed",
    label: "Companies claimed",
    description: "Companies an employer account created or took over.",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`c.claimed_at`)} as day, count(*)::float8 as n from companies c where ${within(sql`c.claimed_at`, w)} group by 1`,
  },
  {
    key: "postings-published",
    label: "Postings published",
    description: "Employer job postings published for the first time.",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`p.first_published_at`)} as day, count(*)::float8 as n from job_postings p where ${within(sql`p.first_published_at`, w)} group by 1`,
  },
  {
    key: "jobs-imported",
    label: "Jobs imported",
    description: "New jobs created by feed imports, by the day the run started.",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`r.started_at`)} as day, sum(r.created_count)::float8 as n from import_runs r where ${within(sql`r.started_at`, w)} group by 1`,
  },
  {
    key: "applications",
    label: "Applications",
    description: "Applications submitted on Upstep (withdrawn ones included).",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`a.submitted_at`)} as day, count(*)::float8 as n from applications a where ${within(sql`a.submitted_at`, w)} group by 1`,
  },
  {
    key: "alert-emails",
    label: "Job alert emails",
    description: "Job alert emails sent.",
    source: "first-party",
    perDay: (w) => sql`select ${dayOf(sql`d.sent_at`)} as day, count(*)::float8 as n from job_alert_deliveries d where ${within(sql`d.sent_at`, w)} group by 1`,
  },
  {
    key: "queue-failures",
    label: "Failed background jobs",
    description: "Background jobs that failed an attempt (pg-boss keeps failed jobs 30 days).",
    source: "first-party",
    needsQueueSchema: true,
    perDay: (w) => sql`select ${dayOf(sql`j.completed_on`)} as day, count(*)::float8 as n from pgboss.job j
      where j.state = 'failed' and j.name <> ${DEAD_LETTER_QUEUE} and ${within(sql`j.completed_on`, w)} group by 1`,
  },
  {
    key: "dead-letters",
    label: "Dead letters",
    description: "Background jobs that failed every attempt and wait for a decision on /admin/system.",
    source: "first-party",
    needsQueueSchema: true,
    perDay: (w) => sql`select ${dayOf(sql`j.created_on`)} as day, count(*)::float8 as n from pgboss.job j
      where j.name = ${DEAD_LETTER_QUEUE} and ${within(sql`j.created_on`, w)} group by 1`,
  },
  manual("ga-sessions", "Sessions (Google Analytics)", "Sessions as Google Analytics reports them, recorded by hand per day."),
  manual("ga-active-users", "Active users (Google Analytics)", "Active users as Google Analytics reports them, recorded by hand per day."),
  manual("ga-page-views", "Page views (Google Analytics)", "Views as Google Analytics reports them, recorded by hand per day."),
];

export const METRIC_KEYS = METRICS.map((m) => m.key);
export type MetricKey = (typeof METRIC_KEYS)[number];

export function metricByKey(key: string): MetricDefinition | undefined {
  return METRICS.find((m) => m.key === key);
}

export function metricInfo(m: MetricDefinition): MetricInfo {
  return { key: m.key, label: m.label, description: m.description, source: m.source };
}

export function metricsOf(source: MetricSource): MetricInfo[] {
  return METRICS.filter((m) => m.source === source).map(metricInfo);
}

async function hasQueueSchema(db: Db): Promise<boolean> {
  const r = await db.execute<{ t: string | null }>(sql`select to_regclass('pgboss.job')::text as t`);
  return Boolean(r.rows[0]?.t);
}

/**
 * The metrics' per-day figures over the range, every day present (0 when nothing happened), oldest
 * first: `[{ day, [key]: n }]`. One statement for all the metrics asked for.
 */
export async function metricSeries(db: Db, keys: readonly string[], range: Pick<DayRange, "from" | "to" | "days">): Promise<DayRow[]> {
  const defs = keys.map((k) => {
    const m = metricByKey(k);
    if (!m) throw new Error(`Unknown metric ${k}`);
    return m;
  });
  const queue = defs.some((d) => d.needsQueueSchema) ? await hasQueueSchema(db) : true;
  const parts = defs
    .filter((d) => queue || !d.needsQueueSchema)
    .map((d) => sql`select ${d.key}::text as metric, s.day::text as day, s.n::float8 as n from (${d.perDay(range)}) s`);
  const counts = new Map<string, number>();
  if (parts.length) {
    const rows = (await db.execute<{ metric: string; day: string; n: number }>(sql.join(parts, sql` union all `))).rows;
    for (const r of rows) counts.set(`${r.metric}|${r.day}`, (counts.get(`${r.metric}|${r.day}`) ?? 0) + Number(r.n));
  }
  return range.days.map((day) => {
    const row: DayRow = { day };
    for (const d of defs) row[d.key] = counts.get(`${d.key}|${day}`) ?? 0;
    return row;
  });
}

/** The sum of each metric over the rows. */
export function totalsOf(rows: readonly DayRow[], keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s + Number(r[k] ?? 0), 0)]));
}
