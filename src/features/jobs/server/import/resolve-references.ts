import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { REMOTE_LOCATION } from "@/db/schema";
import { findUsState } from "@/lib/us-states";
import type { LocationInput, NormalisedJob } from "./record-schema";
import { slugify } from "@/lib/slugify";

/** A connection or a transaction: anything that can run a statement. */
export type Executor = Pick<Db, "execute">;

/** One array as one query parameter (drizzle would otherwise expand a JS array into a list). */
export const arr = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

export type LocationRef = { id: string; key: string; stateCode: string | null; citySlug: string | null };
export type ResolvedLocations = { ok: true; locations: LocationRef[] } | { ok: false; reason: string };

type LocationSpec = {
  key: string;
  name: string;
  type: "City" | "Postal";
  city: string;
  citySlug: string;
  stateCode: string;
  stateName: string;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
};

type PostalRow = { postal_code: string; city: string; state_code: string; latitude: number; longitude: number };
type CityRow = { state_code: string; lc: string; city: string; latitude: number; longitude: number };

/** Category types the importer files categories under. */
export const JOB_CATEGORY_TYPE = "jobs";
export const COMPANY_CATEGORY_TYPE = "companies";

/** The Remote pseudo-location and the category types: created by the migration, re-created here if missing. */
export async function ensureReferenceRows(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into locations (key, name, type, latitude, longitude)
    values (${REMOTE_LOCATION.key}, ${REMOTE_LOCATION.name}, ${REMOTE_LOCATION.type}, ${REMOTE_LOCATION.latitude}, ${REMOTE_LOCATION.longitude})
    on conflict (key) do nothing`);
  await db.execute(sql`
    insert into category_types (slug, name) values (${JOB_CATEGORY_TYPE}, 'Job categories'), (${COMPANY_CATEGORY_TYPE}, 'Company categories')
    on conflict (slug) do nothing`);
}

/*
 * Resolves companies, categories and locations for a batch of records with a handful of set-based
 * statements, never one per record, and remembers what it found for the rest of the run.
 */
export class ReferenceResolver {
  /** The feed being imported: places it gives that do not resolve are recorded under it (none for employers' postings). */
  private readonly source: string | null;
  /** The import run (unresolved places count the jobs of the latest run that saw them). */
  private readonly runId: string | null;
  /** place_aliases: a corrected place text ("place:<place key>") or a merged location's key, to the location it means. */
  private aliases = new Map<string, LocationRef>();

  constructor(options: { source?: string; runId?: string } = {}) {
    this.source = options.source ?? null;
    this.runId = options.runId ?? null;
  }

  private categoryTypeIds = new Map<string, string>();
  private categoryIds = new Map<string, string>(); // "<type>:<slug>" or "<type>:<slug>/<sub slug>" -> id
  private companies = new Map<string, { id: string; name: string }>(); // slug -> company
  private postal = new Map<string, PostalRow | null>();
  private cities = new Map<string, CityRow | null>(); // "TX|austin" -> centroid
  private locationIds = new Map<string, LocationRef>(); // key -> ref

  async prepare(db: Executor): Promise<void> {
    await ensureReferenceRows(db);
    const types = await db.execute<{ id: string; slug: string }>(sql`select id, slug from category_types where slug in (${JOB_CATEGORY_TYPE}, ${COMPANY_CATEGORY_TYPE})`);
    for (const t of types.rows) this.categoryTypeIds.set(t.slug, t.id);
    const remote = await db.execute<{ id: string }>(sql`select id from locations where key = ${REMOTE_LOCATION.key}`);
    this.locationIds.set(REMOTE_LOCATION.key, { id: remote.rows[0]!.id, key: REMOTE_LOCATION.key, stateCode: null, citySlug: null });
    // Administrators' corrections and merges (/admin/job-location-management, decision 056).
    const aliases = await db.execute<{ alias: string; id: string; key: string; state_code: string | null; city_slug: string | null }>(sql`
      select alias.alias, place.id, place.key, place.state_code, place.city_slug from place_aliases alias join locations place on place.id = alias.location_id`);
    for (const a of aliases.rows) this.aliases.set(a.alias, { id: a.id, key: a.key, stateCode: a.state_code, citySlug: a.city_slug });
  }

  categoryId(type: string, name: string | null, sub?: string | null): string | null {
    if (!name) return null;
    const key = `${type}:${slugify(name)}${sub ? `/${slugify(sub)}` : ""}`;
    return this.categoryIds.get(key) ?? null;
  }

  company(slug: string): { id: string; name: string } | undefined {
    return this.companies.get(slug);
  }

  /** Creates missing top-level categories and subcategories of one type. */
  private async ensureCategories(db: Executor, type: string, pairs: [string, string | null][]): Promise<void> {
    const typeId = this.categoryTypeIds.get(type)!;
    const tops = new Map<string, string>();
    const subs = new Map<string, [string, string, string]>(); // key -> [parent slug, slug, name]
    for (const [name, sub] of pairs) {
      const slug = slugify(name);
      if (!this.categoryIds.has(`${type}:${slug}`)) tops.set(slug, tops.get(slug) ?? name);
      if (sub) {
        const subSlug = slugify(sub);
        const key = `${slug}/${subSlug}`;
        if (!this.categoryIds.has(`${type}:${key}`) && !subs.has(key)) subs.set(key, [slug, subSlug, sub]);
      }
    }
    if (tops.size) {
      const slugs = [...tops.keys()];
      await db.execute(sql`
        insert into categories (type_id, parent_id, slug, name)
        select ${typeId}::uuid, null, s, n from unnest(${arr(slugs)}::text[], ${arr([...tops.values()])}::text[]) as v(s, n)
        on conflict on constraint categories_type_parent_slug_unique do nothing`);
      const rows = await db.execute<{ id: string; slug: string }>(
        sql`select id, slug from categories where type_id = ${typeId} and parent_id is null and slug = any(${arr(slugs)}::text[])`,
      );
      for (const r of rows.rows) this.categoryIds.set(`${type}:${r.slug}`, r.id);
    }
    if (subs.size) {
      const list = [...subs.values()];
      const parentIds = list.map(([parent]) => this.categoryIds.get(`${type}:${parent}`)!);
      await db.execute(sql`
        insert into categories (type_id, parent_id, slug, name)
        select ${typeId}::uuid, p, s, n from unnest(${arr(parentIds)}::uuid[], ${arr(list.map((l) => l[1]))}::text[], ${arr(list.map((l) => l[2]))}::text[]) as v(p, s, n)
        on conflict on constraint categories_type_parent_slug_unique do nothing`);
      const rows = await db.execute<{ id: string; parent_id: string; slug: string }>(sql`
        select c.id, c.parent_id, c.slug from categories c
        join unnest(${arr(parentIds)}::uuid[], ${arr(list.map((l) => l[1]))}::text[]) as v(p, s) on c.parent_id = v.p and c.slug = v.s
        where c.type_id = ${typeId}`);
      const parentSlug = new Map(list.map(([parent], i) => [parentIds[i]!, parent]));
      for (const r of rows.rows) this.categoryIds.set(`${type}:${parentSlug.get(r.parent_id)}/${r.slug}`, r.id);
    }
  }

  /** Categories, company categories and companies of a batch (companies are created on first sight). */
  async resolveCategoriesAndCompanies(db: Executor, jobs: NormalisedJob[]): Promise<void> {
    await this.ensureCategories(
      db,
      JOB_CATEGORY_TYPE,
      jobs.filter((j) => j.category).map((j) => [j.category!, j.subcategory]),
    );
    await this.ensureCategories(
      db,
      COMPANY_CATEGORY_TYPE,
      jobs.filter((j) => j.company.category).map((j) => [j.company.category!, null]),
    );

    const missing = new Map<string, NormalisedJob["company"]>();
    for (const j of jobs) if (!this.companies.has(j.company.slug) && !missing.has(j.company.slug)) missing.set(j.company.slug, j.company);
    if (!missing.size) return;
    const list = [...missing.values()];
    const col = <T>(f: (c: NormalisedJob["company"]) => T) => arr(list.map(f));
    // An existing company keeps its name and details; the feed only fills what is still empty.
    const rows = await db.execute<{ id: string; slug: string; name: string }>(sql`
      insert into companies (slug, name, logo_url, website, description, size, headquarters, category_id)
      select * from unnest(
        ${col((c) => c.slug)}::text[], ${col((c) => c.name)}::text[], ${col((c) => c.logoUrl)}::text[], ${col((c) => c.website)}::text[],
        ${col((c) => c.description)}::text[], ${col((c) => c.size)}::text[], ${col((c) => c.headquarters)}::text[],
        ${col((c) => this.categoryId(COMPANY_CATEGORY_TYPE, c.category))}::uuid[])
      on conflict (slug) do update set
        logo_url = coalesce(companies.logo_url, excluded.logo_url),
        website = coalesce(companies.website, excluded.website),
        description = coalesce(companies.description, excluded.description),
        size = coalesce(companies.size, excluded.size),
        headquarters = coalesce(companies.headquarters, excluded.headquarters),
        category_id = coalesce(companies.category_id, excluded.category_id),
        -- A filled-in field changes the company's card on its job pages: their page version moves (decision 011).
        updated_at = case when (companies.logo_url is null and excluded.logo_url is not null)
            or (companies.website is null and excluded.website is not null)
            or (companies.description is null and excluded.description is not null)
            or (companies.size is null and excluded.size is not null)
            or (companies.headquarters is null and excluded.headquarters is not null)
            or (companies.category_id is null and excluded.category_id is not null)
          then now() else companies.updated_at end
      returning id, slug, name`);
    for (const r of rows.rows) this.companies.set(r.slug, { id: r.id, name: r.name });
  }

  /** Looks up the ZIPs and cities of a batch, creates missing locations; one result per job, in order (employers' postings use it too). */
  async resolveLocations(db: Executor, jobs: (Pick<NormalisedJob, "remote" | "locations"> & Partial<Pick<NormalisedJob, "externalRef" | "title">>)[]): Promise<ResolvedLocations[]> {
    const zips = new Set<string>();
    for (const j of jobs) for (const p of j.locations) if (p.postalCode && !this.postal.has(p.postalCode)) zips.add(p.postalCode);
    if (zips.size) {
      const rows = await db.execute<PostalRow>(
        sql`select postal_code, city, state_code, latitude, longitude from postal_codes where postal_code = any(${arr([...zips])}::text[])`,
      );
      for (const z of zips) this.postal.set(z, null);
      for (const r of rows.rows) this.postal.set(r.postal_code, r);
    }

    // Places resolved by city and state: those without a ZIP, or whose ZIP is unknown.
    const cityKey = (p: LocationInput) => `${p.state!.code}|${p.city!.toLowerCase()}`;
    const byCity = (p: LocationInput) => p.city && p.state && (!p.postalCode || !this.postal.get(p.postalCode));
    const cityLookups = new Map<string, [string, string]>();
    for (const j of jobs) for (const p of j.locations) if (byCity(p) && !this.cities.has(cityKey(p))) cityLookups.set(cityKey(p), [p.state!.code, p.city!.toLowerCase()]);
    if (cityLookups.size) {
      const pairs = [...cityLookups.values()];
      const rows = await db.execute<CityRow>(sql`
        select pc.state_code, lower(pc.city) as lc, min(pc.city) as city, avg(pc.latitude) as latitude, avg(pc.longitude) as longitude
        from postal_codes pc
        join unnest(${arr(pairs.map((p) => p[0]))}::text[], ${arr(pairs.map((p) => p[1]))}::text[]) as v(st, lc)
          on pc.state_code = v.st and lower(pc.city) = v.lc
        group by pc.state_code, lower(pc.city)`);
      for (const k of cityLookups.keys()) this.cities.set(k, null);
      for (const r of rows.rows) this.cities.set(`${r.state_code}|${r.lc}`, { ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) });
    }

    const specs = new Map<string, LocationSpec>();
    const unresolved = new Map<string, UnresolvedPlace>();
    const perJob: ({ ok: true; keys: string[] } | { ok: false; reason: string })[] = jobs.map((j) => {
      const keys: string[] = j.remote ? [REMOTE_LOCATION.key] : [];
      for (const p of j.locations) {
        const corrected = this.aliases.get(`place:${placeKey(p)}`);
        if (corrected) {
          this.locationIds.set(corrected.key, corrected);
          if (!keys.includes(corrected.key)) keys.push(corrected.key);
          continue;
        }
        const spec = this.specFor(p);
        if ("reason" in spec) {
          if (this.source) noteUnresolved(unresolved, p, spec.reason, j);
          return { ok: false, reason: spec.reason };
        }
        const merged = this.aliases.get(spec.key);
        if (merged) {
          this.locationIds.set(merged.key, merged);
          if (!keys.includes(merged.key)) keys.push(merged.key);
          continue;
        }
        if (!keys.includes(spec.key)) keys.push(spec.key);
        if (!this.locationIds.has(spec.key)) specs.set(spec.key, spec);
      }
      return { ok: true, keys };
    });
    if (unresolved.size && this.source) await recordUnresolvedPlaces(db, this.source, this.runId, [...unresolved.values()]);

    if (specs.size) {
      const list = [...specs.values()];
      const col = <T>(f: (s: LocationSpec) => T) => arr(list.map(f));
      await db.execute(sql`
        insert into locations (key, name, type, city, city_slug, state_code, state_name, postal_code, latitude, longitude)
        select * from unnest(${col((s) => s.key)}::text[], ${col((s) => s.name)}::text[], ${col((s) => s.type)}::text[], ${col((s) => s.city)}::text[],
          ${col((s) => s.citySlug)}::text[], ${col((s) => s.stateCode)}::text[], ${col((s) => s.stateName)}::text[], ${col((s) => s.postalCode)}::text[],
          ${col((s) => s.latitude)}::float8[], ${col((s) => s.longitude)}::float8[])
        on conflict (key) do nothing`);
      const rows = await db.execute<{ id: string; key: string; state_code: string | null; city_slug: string | null }>(
        sql`select id, key, state_code, city_slug from locations where key = any(${col((s) => s.key)}::text[])`,
      );
      for (const r of rows.rows) this.locationIds.set(r.key, { id: r.id, key: r.key, stateCode: r.state_code, citySlug: r.city_slug });
    }

    return perJob.map((r) => (r.ok ? { ok: true, locations: r.keys.map((k) => this.locationIds.get(k)!) } : r));
  }

  private specFor(p: LocationInput): LocationSpec | { reason: string } {
    const zip = p.postalCode ? this.postal.get(p.postalCode) : null;
    if (zip) {
      if (p.state && p.state.code !== zip.state_code) return { reason: "postal code does not match state" };
      return {
        key: `US-${zip.postal_code}`,
        name: `${zip.city}, ${zip.state_code} ${zip.postal_code}`,
        type: "Postal",
        city: zip.city,
        citySlug: slugify(zip.city),
        stateCode: zip.state_code,
        stateName: findUsState(zip.state_code)?.name ?? zip.state_code,
        postalCode: zip.postal_code,
        latitude: zip.latitude,
        longitude: zip.longitude,
      };
    }
    if (!p.city || !p.state) return { reason: "unknown postal code" };
    const centroid = this.cities.get(`${p.state.code}|${p.city.toLowerCase()}`);
    const city = centroid?.city ?? p.city;
    const citySlug = slugify(city);
    if (!citySlug) return { reason: "missing city" };
    return {
      key: `US-${p.state.code}-${citySlug}`,
      name: `${city}, ${p.state.code}`,
      type: "City",
      city,
      citySlug,
      stateCode: p.state.code,
      stateName: p.state.name,
      postalCode: null,
      latitude: centroid?.latitude ?? null,
      longitude: centroid?.longitude ?? null,
    };
  }
}

/* Places that did not resolve (issue 19, decision 056): recorded per source for /admin/job-location-management. */
type UnresolvedPlace = { key: string; label: string; city: string | null; stateCode: string | null; postalCode: string | null; reason: string; count: number; examples: { ref: string | null; title: string | null }[] };

const UNRESOLVED_EXAMPLES = 5;

/** A place's text, normalised: what an administrator's correction of it is keyed by. */
export function placeKey(p: LocationInput): string {
  return [p.city?.trim().toLowerCase().replace(/\s+/g, " ") ?? "", p.state?.code.toLowerCase() ?? "", p.postalCode ?? ""].join("|");
}

function noteUnresolved(into: Map<string, UnresolvedPlace>, p: LocationInput, reason: string, job: Partial<Pick<NormalisedJob, "externalRef" | "title">>): void {
  const key = placeKey(p);
  let entry = into.get(key);
  if (!entry) {
    const label = [p.city, [p.state?.code, p.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ") || "(no place)";
    entry = { key, label, city: p.city, stateCode: p.state?.code ?? null, postalCode: p.postalCode, reason, count: 0, examples: [] };
    into.set(key, entry);
  }
  entry.count++;
  if (entry.examples.length < UNRESOLVED_EXAMPLES) entry.examples.push({ ref: job.externalRef ?? null, title: job.title ?? null });
}

/**
 * One row per (source, place): `occurrences` is the jobs the latest run that saw the place refused
 * (a later batch of the same run adds to it; a new run starts again), `runs` how many runs refused
 * jobs for it, `examples` up to 5 of the latest run's jobs. A daily feed repeating the same bad
 * place therefore shows how many jobs it costs now, not a total that grows forever.
 */
async function recordUnresolvedPlaces(db: Executor, source: string, runId: string | null, places: UnresolvedPlace[]): Promise<void> {
  const col = <T>(f: (u: UnresolvedPlace) => T) => arr(places.map(f));
  await db.execute(sql`
    insert into unresolved_places (source, place_key, label, city, state_code, postal_code, reason, occurrences, examples, runs, last_run_id)
    select ${source}, *, 1, ${runId}::uuid from unnest(${col((u) => u.key)}::text[], ${col((u) => u.label)}::text[], ${col((u) => u.city)}::text[], ${col((u) => u.stateCode)}::text[],
      ${col((u) => u.postalCode)}::text[], ${col((u) => u.reason)}::text[], ${col((u) => u.count)}::int[], ${col((u) => JSON.stringify(u.examples))}::jsonb[])
    on conflict (source, place_key) do update set
      occurrences = case when unresolved_places.last_run_id = excluded.last_run_id then unresolved_places.occurrences + excluded.occurrences else excluded.occurrences end,
      runs = case when unresolved_places.last_run_id = excluded.last_run_id then unresolved_places.runs else unresolved_places.runs + 1 end,
      last_run_id = excluded.last_run_id,
      reason = excluded.reason,
      label = excluded.label,
      last_seen_at = now(),
      examples = case when unresolved_places.last_run_id = excluded.last_run_id
        then (select coalesce(jsonb_agg(example), '[]'::jsonb) from (select example from jsonb_array_elements(unresolved_places.examples || excluded.examples) example limit ${UNRESOLVED_EXAMPLES}) kept)
        else excluded.examples end`);
}
