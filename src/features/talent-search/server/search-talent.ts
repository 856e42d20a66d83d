import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { EDUCATION_LEVELS } from "@/db/schema/talent";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import { resolveLocation, sanitizeSearchQuery, type ResolvedLocation } from "@/features/jobs/server/queries";
import {
  TALENT_ACTIVE_WINDOWS,
  TALENT_CARD_SKILLS,
  TALENT_PAGE_SIZE,
  TALENT_SKILL_FACET_SIZE,
  TALENT_YEARS_BUCKETS,
  type TalentSearchParams,
} from "../schemas";
import type { SearchTalentOptions, TalentFacets, TalentResult, TalentSearchOutcome } from "../types";

/*
 * Talent search (decision 042): one filtered set over talent_search (one row per discoverable
 * candidate, kept by the triggers of migration 0022, so a private candidate has no row and can never
 * be found), every condition on its own columns; the page's rows sorted by ts_rank_cd or by activity;
 * exact total and facets in one statement over the materialised filtered set.
 */

const METERS_PER_MILE = 1609.344;
const MAX_PAGE_SIZE = 100;

type Where = { conditions: SQL[]; rank: SQL | null; distance: SQL | null };

function educationValue(slug: string | null): number | null {
  return EDUCATION_LEVELS.find((l) => l.slug === slug)?.value ?? null;
}

/** The WHERE of a talent search (exported for the benchmark's brute-force check). */
export function talentConditions(params: TalentSearchParams, tsquery: string | null, location: ResolvedLocation | null, options: SearchTalentOptions = {}): Where {
  const where: Where = { conditions: [], rank: null, distance: null };
  const c = where.conditions;
  if (tsquery) {
    const keyword = sql`to_tsquery('english'::regconfig, ${tsquery})`;
    c.push(sql`t.document @@ ${keyword}`);
    where.rank = sql`ts_rank_cd(t.document, ${keyword})`;
  }
  if (location) {
    const relocators = params.includeRelocators ? sql` or t.willing_to_relocate` : sql``;
    if (location.kind === "point") {
      const meters = params.radius * METERS_PER_MILE;
      const center = sql`ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8)`;
      c.push(sql`((earth_box(${center}, ${meters}::float8) @> t.location_point and earth_distance(${center}, t.location_point) <= ${meters}::float8)${relocators})`);
      where.distance = sql`earth_distance(${center}, t.location_point) / ${METERS_PER_MILE}::float8`;
    } else if (location.kind === "state") {
      c.push(sql`(t.state_code = ${location.stateCode}${relocators})`);
    } else if (location.kind === "remote") {
      c.push(sql`t.remote_only`);
    } else {
      c.push(sql`false`);
    }
  }
  if (params.willingToRelocate) c.push(sql`t.willing_to_relocate`);
  if (params.workAuthorization.length > 0) c.push(sql`t.work_authorization in (${sql.join(params.workAuthorization.map((w) => sql`${w}`), sql`, `)})`);
  if (params.minYears !== null) c.push(sql`t.years_of_experience >= ${params.minYears}::int`);
  if (params.maxYears !== null) c.push(sql`t.years_of_experience <= ${params.maxYears}::int`);
  const education = educationValue(params.education);
  if (education !== null) c.push(sql`t.education_level >= ${education}::int`);
  if (params.skills.length > 0) c.push(sql`t.skill_slugs @> ${`{${params.skills.map((s) => `"${s.replace(/["\\]/g, "")}"`).join(",")}}`}::text[]`);
  if (params.activeWithinDays !== null) c.push(sql`t.last_active_at >= now() - make_interval(days => ${params.activeWithinDays}::int)`);
  if (options.discoverableSince) c.push(sql`t.discoverable_since > ${options.discoverableSince.toISOString()}::timestamptz`);
  if (options.userIds) {
    c.push(options.userIds.length > 0 ? sql`t.user_id in (${sql.join(options.userIds.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`);
  }
  return where;
}

const whereSql = (conditions: SQL[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

type HitRow = {
  user_id: string;
  name: string;
  headline: string;
  current_title: string;
  city: string;
  state: string;
  state_code: string;
  remote_only: boolean;
  willing_to_relocate: boolean;
  work_authorization: string;
  years_of_experience: number | null;
  education_level: number;
  top_skills: { slug: string; name: string }[] | null;
  last_active_at: Date | string;
  discoverable_since: Date | string;
  distance_miles: number | string | null;
};

type FacetRow = { k: string; v: string | null; n: number | string; label: string | null };

async function facetsOf(db: Db, where: SQL): Promise<{ total: number; facets: TalentFacets }> {
  const windows = sql.join(
    TALENT_ACTIVE_WINDOWS.map((d) => sql`count(*) filter (where last_active_at >= now() - make_interval(days => ${d}::int))`),
    sql`, `,
  );
  const years = sql.join(
    TALENT_YEARS_BUCKETS.map((b) =>
      b.max === null
        ? sql`count(*) filter (where years_of_experience >= ${b.min}::int)`
        : sql`count(*) filter (where years_of_experience between ${b.min}::int and ${b.max}::int)`,
    ),
    sql`, `,
  );
  // One pass for the scalar counts (total, relocate, activity windows, years buckets) as arrays,
  // grouped passes for education, work authorisation, state and the top skills.
  const { rows } = await db.execute<FacetRow>(sql`
    with f as materialized (select t.education_level, t.work_authorization, t.state_code, t.skill_slugs, t.willing_to_relocate,
        t.last_active_at, t.years_of_experience from talent_search t ${where})
    select 'total' as k, array_to_string(array[count(*) filter (where willing_to_relocate), ${windows}, ${years}], ',') as v, count(*) as n, null as label from f
    union all select 'education', education_level::text, count(*), null from f group by education_level
    union all select 'auth', work_authorization, count(*), null from f where work_authorization <> '' group by work_authorization
    union all (select 'state', state_code, count(*), null from f where state_code <> '' group by state_code order by count(*) desc, state_code limit 60)
    union all (select 'skill', s.slug, count(*), min(skills.name) from f cross join lateral unnest(f.skill_slugs) as s(slug)
      left join skills on skills.slug = s.slug group by s.slug order by count(*) desc, s.slug limit ${TALENT_SKILL_FACET_SIZE})`);

  const total = Number(rows.find((r) => r.k === "total")?.n ?? 0);
  const scalars = (rows.find((r) => r.k === "total")?.v ?? "").split(",").map(Number);
  const relocate = scalars[0] ?? 0;
  const active = TALENT_ACTIVE_WINDOWS.map((days, i) => ({ days, count: scalars[1 + i] ?? 0 }));
  const yearsOut = TALENT_YEARS_BUCKETS.map((b, i) => ({ min: b.min, max: b.max, label: b.label, count: scalars[1 + TALENT_ACTIVE_WINDOWS.length + i] ?? 0 }));
  const perLevel = new Map(rows.filter((r) => r.k === "education").map((r) => [Number(r.v), Number(r.n)]));
  const education = EDUCATION_LEVELS.map((l) => ({
    slug: l.slug,
    label: l.label,
    count: [...perLevel].filter(([level]) => level >= l.value).reduce((sum, [, n]) => sum + n, 0),
  })).filter((e) => e.count > 0);
  const auth = new Map(rows.filter((r) => r.k === "auth").map((r) => [r.v, Number(r.n)]));
  const facets: TalentFacets = {
    skills: rows.filter((r) => r.k === "skill").map((r) => ({ slug: r.v ?? "", name: r.label ?? r.v ?? "", count: Number(r.n) })),
    education,
    workAuthorization: WORK_AUTHORIZATIONS.filter((w) => auth.has(w.value)).map((w) => ({ value: w.value, label: w.label, count: auth.get(w.value) ?? 0 })),
    years: yearsOut,
    willingToRelocate: relocate,
    active,
    states: rows.filter((r) => r.k === "state").map((r) => ({ code: r.v ?? "", count: Number(r.n) })),
  };
  return { total, facets };
}

/**
 * Relevance ranks the most recently active matches, this many (or as many as a deep page needs):
 * ranking reads each match's document (out of line), so ranking 27,000 matches of "nurse" cost ~65 ms
 * at 200,000 profiles; people active lately are the ones an employer can reach anyway. A search with
 * fewer matches ranks them all.
 */
export const RERANK_RECENT = 1000;

export type PreparedTalentSearch = { where: SQL; plan: Where; location: ResolvedLocation | null; page: number; pageSize: number };

/** Resolves the place and builds the WHERE (one round trip at most, for the place). */
export async function prepareTalentSearch(db: Db, params: TalentSearchParams, options: SearchTalentOptions = {}): Promise<PreparedTalentSearch> {
  const pageSize = Math.min(Math.max(1, options.pageSize ?? TALENT_PAGE_SIZE), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const { tsquery } = sanitizeSearchQuery(params.q);
  const location = params.location ? await resolveLocation(db, params.location) : null;
  // A query of stop words only is "no keyword" here (the sanitiser returns null): everyone matches.
  const plan = talentConditions(params, tsquery, location, options);
  return { where: whereSql(plan.conditions), plan, location, page, pageSize };
}

/** The exact total, with the facets when asked (one statement either way). */
export function talentCounts(db: Db, where: SQL, facets: boolean): Promise<{ total: number; facets?: TalentFacets }> {
  return facets
    ? facetsOf(db, where)
    : db.execute<{ n: number | string }>(sql`select count(*) as n from talent_search t ${where}`).then((r) => ({ total: Number(r.rows[0]?.n ?? 0) }));
}

/** The page's rows, always read live (a person who went private a moment ago is never shown). */
export async function talentHits(db: Db, params: TalentSearchParams, prepared: PreparedTalentSearch): Promise<TalentResult[]> {
  const { plan, where, page, pageSize } = prepared;
  const offset = (page - 1) * pageSize;
  const distance = plan.distance ? sql`${plan.distance}` : sql`null::float8`;
  const columns = sql`t.user_id, t.name, t.headline, t.current_title, t.city, t.state, t.state_code, t.remote_only, t.willing_to_relocate,
        t.work_authorization, t.years_of_experience, t.education_level, t.last_active_at, t.discoverable_since, t.skill_slugs`;
  const ranked =
    params.sort === "relevance" && plan.rank
      ? sql`select ${columns}, ${distance} as distance_miles
          from (select * from talent_search t ${where} order by t.last_active_at desc, t.user_id limit ${Math.max(RERANK_RECENT, offset + pageSize)}::int) t
          order by ${plan.rank} desc, t.last_active_at desc, t.user_id limit ${pageSize}::int offset ${offset}::int`
      : sql`select ${columns}, ${distance} as distance_miles
          from talent_search t ${where} order by t.last_active_at desc, t.user_id limit ${pageSize}::int offset ${offset}::int`;
  const hitRows = await db.execute<HitRow>(sql`
    select p.user_id, p.name, p.headline, p.current_title, p.city, p.state, p.state_code, p.remote_only, p.willing_to_relocate,
      p.work_authorization, p.years_of_experience, p.education_level, p.last_active_at, p.discoverable_since, p.distance_miles,
      (select json_agg(json_build_object('slug', s.slug, 'name', coalesce(skills.name, s.slug)) order by s.n)
        from unnest(p.skill_slugs[1:${TALENT_CARD_SKILLS}]) with ordinality as s(slug, n) left join skills on skills.slug = s.slug) as top_skills
    from (${ranked}) p`);
  const results: TalentResult[] = hitRows.rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    headline: r.headline,
    currentTitle: r.current_title,
    city: r.city,
    state: r.state,
    stateCode: r.state_code,
    remoteOnly: r.remote_only,
    willingToRelocate: r.willing_to_relocate,
    workAuthorization: r.work_authorization,
    yearsOfExperience: r.years_of_experience === null ? null : Number(r.years_of_experience),
    educationLevel: Number(r.education_level),
    topSkills: r.top_skills ?? [],
    lastActiveAt: new Date(r.last_active_at),
    discoverableSince: new Date(r.discoverable_since),
    distanceMiles: r.distance_miles === null ? null : Math.round(Number(r.distance_miles) * 10) / 10,
  }));
  return results;
}

export function locationOf(prepared: PreparedTalentSearch): TalentSearchOutcome["location"] {
  return prepared.location ? { kind: prepared.location.kind, label: prepared.location.label } : null;
}

/** Searches discoverable candidates; `params` is a parsed TalentSearchParams. Everything read live. */
export async function searchTalent(db: Db, params: TalentSearchParams, options: SearchTalentOptions = {}): Promise<TalentSearchOutcome> {
  const prepared = await prepareTalentSearch(db, params, options);
  const [results, { total, facets }] = await Promise.all([talentHits(db, params, prepared), talentCounts(db, prepared.where, !!options.facets)]);
  return facets ? { total, results, facets, location: locationOf(prepared) } : { total, results, location: locationOf(prepared) };
}
