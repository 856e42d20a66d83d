import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PostalUploadStatus, UnresolvedPlaceExample } from "@/db/schema";
import { PLACES_PAGE_SIZE, type LocationsPageQuery } from "../schemas";
import type { LocationPickerItem, LocationRow, Paged, PostalDatasetStatus, PostalDiff, PostalUploadDto, UnresolvedPlaceRow } from "../types";

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const paged = <T>(rows: T[], total: number, page: number): Paged<T> => ({ rows, total, page, pageCount: Math.max(1, Math.ceil(total / PLACES_PAGE_SIZE)) });

/* Postal codes */

type UploadRaw = { id: string; origin: "package" | "csv"; file_name: string | null; status: PostalUploadStatus; diff: PostalDiff; created_at: Date | string; decided_at: Date | string | null; by_name: string | null };
const upload = (r: UploadRaw): PostalUploadDto => ({
  id: r.id,
  origin: r.origin,
  fileName: r.file_name,
  status: r.status,
  mode: r.diff.mode ?? "merge",
  diff: r.diff,
  createdAt: iso(r.created_at)!,
  decidedAt: iso(r.decided_at),
  byName: r.by_name,
});
const uploadColumns = sql`upload.id, upload.origin, upload.file_name, upload.status, upload.diff, upload.created_at, upload.decided_at, creator.name as by_name
  from postal_code_uploads upload left join users creator on creator.id = upload.created_by_user_id`;

/** The dataset's size and its last load through this page (the setup step's first load is not recorded). */
export async function postalDatasetStatus(db: Db): Promise<PostalDatasetStatus> {
  const [count, last] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from postal_codes`),
    db.execute<UploadRaw>(sql`select ${uploadColumns} where upload.status = 'applied' order by upload.decided_at desc limit 1`),
  ]);
  const l = last.rows[0];
  return {
    count: Number(count.rows[0]!.n),
    lastLoad: l ? { id: l.id, origin: l.origin, fileName: l.file_name, appliedAt: iso(l.decided_at)!, byName: l.by_name, diff: l.diff } : null,
  };
}

export async function getPostalUpload(db: Db, id: string): Promise<PostalUploadDto | null> {
  const res = await db.execute<UploadRaw>(sql`select ${uploadColumns} where upload.id = ${id}`);
  return res.rows[0] ? upload(res.rows[0]) : null;
}

/** Every upload, newest first (the history of the dataset's loads). */
export async function listPostalUploads(db: Db, page: number): Promise<Paged<PostalUploadDto>> {
  const total = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from postal_code_uploads`)).rows[0]!.n);
  const p = Math.min(page, Math.max(1, Math.ceil(total / PLACES_PAGE_SIZE)));
  const res = await db.execute<UploadRaw>(sql`select ${uploadColumns} order by upload.created_at desc, upload.id limit ${PLACES_PAGE_SIZE} offset ${(p - 1) * PLACES_PAGE_SIZE}`);
  return paged(res.rows.map(upload), total, p);
}

/* Places */

/** Places that did not resolve: open (not corrected), corrected, or all; searched by text or source; most refused by their latest run first. */
export async function listUnresolvedPlaces(db: Db, query: Pick<LocationsPageQuery, "q" | "show" | "page">): Promise<Paged<UnresolvedPlaceRow>> {
  const where: SQL[] = [];
  if (query.show === "open") where.push(sql`place.corrected_location_id is null`);
  if (query.show === "corrected") where.push(sql`place.corrected_location_id is not null`);
  if (query.q) where.push(sql`(place.label ilike ${like(query.q)} or place.source ilike ${like(query.q)} or place.postal_code = ${query.q})`);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const total = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from unresolved_places place ${filter}`)).rows[0]!.n);
  const p = Math.min(query.page, Math.max(1, Math.ceil(total / PLACES_PAGE_SIZE)));
  const res = await db.execute<{
    id: string; source: string; label: string; reason: string; occurrences: number; runs: number; examples: UnresolvedPlaceExample[]; first_seen_at: Date | string; last_seen_at: Date | string;
    corrected_id: string | null; corrected_name: string | null; corrected_at: Date | string | null;
  }>(sql`
    select place.id, place.source, place.label, place.reason, place.occurrences, place.runs, place.examples, place.first_seen_at, place.last_seen_at,
      target.id as corrected_id, target.name as corrected_name, place.corrected_at
    from unresolved_places place left join locations target on target.id = place.corrected_location_id
    ${filter} order by place.occurrences desc, place.last_seen_at desc, place.id
    limit ${PLACES_PAGE_SIZE} offset ${(p - 1) * PLACES_PAGE_SIZE}`);
  return paged(
    res.rows.map((r) => ({
      id: r.id,
      source: r.source,
      label: r.label,
      reason: r.reason,
      latestRunJobs: Number(r.occurrences),
      runs: Number(r.runs),
      examples: r.examples,
      firstSeenAt: iso(r.first_seen_at)!,
      lastSeenAt: iso(r.last_seen_at)!,
      correctedTo: r.corrected_id ? { id: r.corrected_id, name: r.corrected_name! } : null,
      correctedAt: iso(r.corrected_at),
    })),
    total,
    p,
  );
}

const LOCATION_ORDER: Record<LocationsPageQuery["lsort"], SQL> = {
  jobs: sql`jobs desc, place.name`,
  name: sql`place.name`,
  created: sql`place.created_at desc`,
};

/** The locations table with each one's job count; searched by name, key or postal code. */
export async function listLocations(db: Db, query: Pick<LocationsPageQuery, "lq" | "lsort" | "lpage" | "nocoords">): Promise<Paged<LocationRow>> {
  const where: SQL[] = [sql`place.type <> 'Pseudo'`];
  if (query.lq) where.push(sql`(place.name ilike ${like(query.lq)} or place.key ilike ${like(query.lq)} or place.postal_code = ${query.lq})`);
  if (query.nocoords) where.push(sql`place.latitude is null`);
  const filter = sql`where ${sql.join(where, sql` and `)}`;
  const total = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from locations place ${filter}`)).rows[0]!.n);
  const p = Math.min(query.lpage, Math.max(1, Math.ceil(total / PLACES_PAGE_SIZE)));
  const res = await db.execute<{ id: string; key: string; name: string; type: string; state_code: string | null; postal_code: string | null; has_coordinates: boolean; jobs: number; created_at: Date | string }>(sql`
    select place.id, place.key, place.name, place.type, place.state_code, place.postal_code, place.latitude is not null as has_coordinates, place.created_at,
      (select count(*)::int from job_locations job_place where job_place.location_id = place.id) as jobs
    from locations place ${filter}
    order by ${LOCATION_ORDER[query.lsort]}, place.id
    limit ${PLACES_PAGE_SIZE} offset ${(p - 1) * PLACES_PAGE_SIZE}`);
  return paged(
    res.rows.map((r) => ({ id: r.id, key: r.key, name: r.name, type: r.type, stateCode: r.state_code, postalCode: r.postal_code, hasCoordinates: r.has_coordinates, jobs: Number(r.jobs), createdAt: iso(r.created_at)! })),
    total,
    p,
  );
}

/** Locations to pick as a correction's or a merge's target (at most 10, most jobs first). */
export async function findLocations(db: Db, q: string): Promise<LocationPickerItem[]> {
  if (!q.trim()) return [];
  const res = await db.execute<{ id: string; name: string; key: string; type: string; jobs: number }>(sql`
    select place.id, place.name, place.key, place.type, (select count(*)::int from job_locations job_place where job_place.location_id = place.id) as jobs
    from locations place where place.type <> 'Pseudo' and (place.name ilike ${like(q.trim())} or place.key ilike ${like(q.trim())} or place.postal_code = ${q.trim()})
    order by jobs desc, place.name limit 10`);
  return res.rows.map((r) => ({ id: r.id, name: r.name, key: r.key, type: r.type, jobs: Number(r.jobs) }));
}
