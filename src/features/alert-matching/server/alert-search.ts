import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { DEFAULT_RADIUS } from "@/lib/job-routes";
import { buildPlan, matching, resolveFilterIds, resolveLocation, sanitizeSearchQuery, type FilterIds, type ResolvedLocation, type SearchJobsParams } from "@/features/jobs/server/queries";
import type { AlertSpec, IdFilter } from "../alert-spec";
import { llToEarth, METERS_PER_MILE } from "../geo";
import { parseTsquery } from "../tsquery-plan";

/*
 * An alert is a /jobs search (decision 037). This file turns alerts into that search: the same
 * sanitiser, place resolution and filter lookups as searchJobs, each done once per distinct value in
 * a run; `alertPlan` is the search's own WHERE (buildPlan) for one alert, which the matcher runs for
 * the pairs it cannot decide in memory and the tests and benchmark run as the brute-force check.
 */
export type AlertSearch = {
  id: string;
  createdAt: Date;
  keywords: string;
  location: string;
  radiusMiles: number | null;
  remoteOnly: boolean;
  employmentTypes: readonly string[];
  categorySlug: string;
  subcategorySlug: string;
  companySlug: string;
  minSalary: number | null;
};

/** What the search is asked for an alert (everything but the employment types, which the page takes one at a time). */
export function alertSearchParams(alert: AlertSearch): SearchJobsParams {
  return {
    q: alert.keywords || undefined,
    location: alert.location || undefined,
    radiusMiles: alert.radiusMiles ?? DEFAULT_RADIUS,
    remote: alert.remoteOnly,
    categorySlug: alert.categorySlug || undefined,
    subcategorySlug: alert.subcategorySlug || undefined,
    companySlug: alert.companySlug || undefined,
    minSalary: alert.minSalary ?? undefined,
  };
}

/** The lookups of one run, shared by every alert (keywords, places and filter slugs are each resolved once). */
export type Resolved = {
  tsquery: (alert: AlertSearch) => string | null;
  /** to_tsquery('english', sanitised)::text per sanitised query. */
  tsqueryText: Map<string, string>;
  places: Map<string, ResolvedLocation>;
  filters: Map<string, FilterIds>;
};

const filterKey = (a: AlertSearch) => `${a.categorySlug}\u0000${a.subcategorySlug}\u0000${a.companySlug}`;
const sanitized = new Map<string, string | null>();
function tsqueryOf(alert: AlertSearch): string | null {
  if (!alert.keywords) return null;
  let q = sanitized.get(alert.keywords);
  if (q === undefined) {
    q = sanitizeSearchQuery(alert.keywords).tsquery;
    if (sanitized.size > 50_000) sanitized.clear();
    sanitized.set(alert.keywords, q);
  }
  return q;
}

export async function resolveAlerts(db: Db, alerts: readonly AlertSearch[]): Promise<Resolved> {
  const queries = [...new Set(alerts.map(tsqueryOf).filter((q): q is string => q !== null))];
  const tsqueryText = new Map<string, string>();
  for (let i = 0; i < queries.length; i += 5000) {
    const chunk = queries.slice(i, i + 5000);
    const res = await db.execute<{ q: string; t: string }>(sql`select q, to_tsquery('english'::regconfig, q)::text as t from unnest(${sql.param(chunk)}::text[]) q`);
    for (const r of res.rows) tsqueryText.set(r.q, r.t);
  }
  const places = new Map<string, ResolvedLocation>();
  // Each place is one or two indexed reads; four at a time keep the pool busy without holding it.
  const pending = [...new Set(alerts.map((a) => a.location.trim()).filter(Boolean))];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let location = pending.pop(); location !== undefined; location = pending.pop()) places.set(location, await resolveLocation(db, location));
    }),
  );
  const filters = new Map<string, FilterIds>();
  for (const alert of alerts) {
    const key = filterKey(alert);
    if (key === "\u0000\u0000" || filters.has(key)) continue;
    filters.set(key, await resolveFilterIds(db, alertSearchParams(alert)));
  }
  return { tsquery: tsqueryOf, tsqueryText, places, filters };
}

const NO_FILTERS: FilterIds = { categoryId: null, subcategoryId: null, companyId: null };
const idFilter = (slug: string, id: string | null): IdFilter => (!slug ? { kind: "any" } : id ? { kind: "id", id } : { kind: "none" });

/** The alert as the in-memory matcher holds it. */
export function alertSpec(alert: AlertSearch, resolved: Resolved): AlertSpec {
  const tsquery = resolved.tsquery(alert);
  const text = tsquery === null ? null : (resolved.tsqueryText.get(tsquery) ?? "");
  const query = text === null ? null : (parseTsquery(text) ?? "nothing");
  const location = alert.location.trim() ? resolved.places.get(alert.location.trim())! : null;
  const ids = resolved.filters.get(filterKey(alert)) ?? NO_FILTERS;
  let place: AlertSpec["place"] = { kind: "any" };
  if (location?.kind === "point") {
    const meters = (alert.radiusMiles ?? DEFAULT_RADIUS) * METERS_PER_MILE;
    place = { kind: "point", center: llToEarth(location.latitude, location.longitude), meters, latitude: location.latitude, longitude: location.longitude };
  } else if (location?.kind === "state") place = { kind: "state", stateCode: location.stateCode };
  else if (location?.kind === "unknown") place = { kind: "nowhere" };
  return {
    id: alert.id,
    createdAtMs: alert.createdAt.getTime(),
    query,
    place,
    remote: alert.remoteOnly || location?.kind === "remote",
    employmentTypes: alert.employmentTypes,
    category: idFilter(alert.categorySlug, ids.categoryId),
    // As the search: a subcategory counts only under a category.
    subcategory: alert.categorySlug ? idFilter(alert.subcategorySlug, ids.subcategoryId) : { kind: "any" },
    company: idFilter(alert.companySlug, ids.companyId),
    minSalaryCents: alert.minSalary ? Math.round(alert.minSalary * 100) : null,
  };
}

/**
 * `select <alert id>, job_search.id from job_search where <the alert's search> and id in <jobIds>`:
 * the search's own WHERE (buildPlan), plus "any of the alert's employment types". `jobIds` is a
 * list or a subquery of ids (the brute-force check: every job of a run).
 */
export function alertPlan(alert: AlertSearch, resolved: Resolved, jobIds: readonly string[] | SQL): SQL {
  const params = alertSearchParams(alert);
  const location = alert.location.trim() ? (resolved.places.get(alert.location.trim()) ?? null) : null;
  const radius = location?.kind === "point" ? (params.radiusMiles ?? DEFAULT_RADIUS) : DEFAULT_RADIUS;
  const plan = buildPlan(params, resolved.filters.get(filterKey(alert)) ?? NO_FILTERS, resolved.tsquery(alert), location, radius);
  if (alert.employmentTypes.length) plan.where.push(sql`job_search.employment_type = any(${sql.param(alert.employmentTypes)}::text[])`);
  plan.where.push(Array.isArray(jobIds) ? sql`job_search.id = any(${sql.param(jobIds)}::uuid[])` : sql`job_search.id in (${jobIds})`);
  return matching(plan, sql`${alert.id}::uuid as alert_id, job_search.id as job_id`);
}

/** Runs alertPlan for many alerts, a few dozen per statement; the (alert, job) pairs that match. */
export async function matchInSql(db: Db, resolved: Resolved, work: readonly { alert: AlertSearch; jobIds: readonly string[] | SQL }[]): Promise<{ alertId: string; jobId: string }[]> {
  const out: { alertId: string; jobId: string }[] = [];
  for (let i = 0; i < work.length; i += 40) {
    const parts = work.slice(i, i + 40).map((w) => sql`(${alertPlan(w.alert, resolved, w.jobIds)})`);
    const res = await db.execute<{ alert_id: string; job_id: string }>(sql.join(parts, sql` union all `));
    for (const r of res.rows) out.push({ alertId: r.alert_id, jobId: r.job_id });
  }
  return out;
}
