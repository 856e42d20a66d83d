import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { JobFacts } from "../alert-spec";
import { llToEarth, type EarthPoint } from "../geo";

/*
 * A run's new jobs, read once from job_search (the search's own columns: decision 006) with their
 * lexemes (tsvector_to_array), their place box and, for a job with several places, each place.
 * Only open jobs: a closed or expired job matches no search.
 */
type Row = {
  id: string;
  created_ms: string | number;
  posted_ms: string | number;
  has_vector: boolean;
  lexemes: string[] | null;
  remote: boolean;
  employment_type: string | null;
  category_id: string | null;
  subcategory_id: string | null;
  company_id: string;
  salary_annual_min_cents: string | number | null;
  state_codes: string[];
  is_point: boolean | null;
  box: (number | string)[] | null;
};

const CHUNK = 5000;

/** Which jobs a run looks at: these ids, or every job first seen at or after `since`. */
export type NewJobs = { jobIds: readonly string[] } | { since: Date };

export async function newJobIds(db: Db, which: NewJobs): Promise<string[]> {
  if ("jobIds" in which) return [...new Set(which.jobIds)];
  const res = await db.execute<{ id: string }>(sql`select id from jobs where created_at >= ${which.since.toISOString()}::timestamptz and status = 'open' order by id`);
  return res.rows.map((r) => r.id);
}

export async function loadNewJobs(db: Db, ids: readonly string[]): Promise<{ jobs: JobFacts[]; lexemes: string[][] }> {
  const jobs: JobFacts[] = [];
  const lexemes: string[][] = [];
  const several: JobFacts[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const res = await db.execute<Row>(sql`
      select js.id, floor(extract(epoch from j.created_at) * 1000) as created_ms, floor(extract(epoch from js.posted_at) * 1000) as posted_ms, js.search_vector is not null as has_vector,
        tsvector_to_array(js.search_vector) as lexemes, js.remote, js.employment_type, js.category_id, js.subcategory_id, js.company_id,
        js.salary_annual_min_cents, js.state_codes, cube_is_point(js.location_box) as is_point,
        case when js.location_box is not null then array[cube_ll_coord(js.location_box, 1), cube_ll_coord(js.location_box, 2), cube_ll_coord(js.location_box, 3),
          cube_ur_coord(js.location_box, 1), cube_ur_coord(js.location_box, 2), cube_ur_coord(js.location_box, 3)] end as box
      from job_search js join jobs j on j.id = js.id
      where js.id = any(${sql.param(chunk)}::uuid[]) and js.status = 'open' and (js.valid_through is null or js.valid_through > now())`);
    for (const r of res.rows) {
      const b = r.box?.map(Number);
      const box = b ? { ll: [b[0]!, b[1]!, b[2]!] as const, ur: [b[3]!, b[4]!, b[5]!] as const } : null;
      const job: JobFacts = {
        id: r.id,
        createdAtMs: Number(r.created_ms),
        postedAtMs: Number(r.posted_ms),
        hasVector: r.has_vector,
        remote: r.remote,
        employmentType: r.employment_type,
        categoryId: r.category_id,
        subcategoryId: r.subcategory_id,
        companyId: r.company_id,
        salaryAnnualMinCents: r.salary_annual_min_cents === null ? null : Number(r.salary_annual_min_cents),
        stateCodes: r.state_codes,
        box,
        places: box && r.is_point ? [box.ll] : [],
      };
      if (box && !r.is_point) several.push(job);
      jobs.push(job);
      lexemes.push(r.lexemes ?? []);
    }
  }
  // A job with several places: the search measures to the nearest of them (not Remote's pseudo place).
  const byId = new Map(several.map((j) => [j.id, [] as EarthPoint[]]));
  for (let i = 0; i < several.length; i += CHUNK) {
    const chunk = several.slice(i, i + CHUNK).map((j) => j.id);
    const res = await db.execute<{ job_id: string; latitude: number | string; longitude: number | string }>(sql`
      select job_place.job_id, place.latitude, place.longitude from job_locations job_place join locations place on place.id = job_place.location_id
      where job_place.job_id = any(${sql.param(chunk)}::uuid[]) and place.type <> 'Pseudo'`);
    for (const r of res.rows) byId.get(r.job_id)!.push(llToEarth(Number(r.latitude), Number(r.longitude)));
  }
  for (const job of several) job.places = byId.get(job.id)!;
  // Newest first: job numbers then follow posting dates, so an alert's newest matches come first.
  const order = jobs.map((_, n) => n).sort((a, b) => jobs[b]!.postedAtMs - jobs[a]!.postedAtMs || (jobs[a]!.id < jobs[b]!.id ? -1 : 1));
  return { jobs: order.map((n) => jobs[n]!), lexemes: order.map((n) => lexemes[n]!) };
}

/** Where given lexemes stand in given jobs (for phrases): job id -> lexeme -> positions. */
export async function loadPositions(db: Db, jobIds: readonly string[], lexemes: readonly string[]): Promise<Map<string, Map<string, number[]>>> {
  const out = new Map<string, Map<string, number[]>>();
  if (!jobIds.length || !lexemes.length) return out;
  for (let i = 0; i < jobIds.length; i += CHUNK) {
    const chunk = jobIds.slice(i, i + CHUNK);
    const res = await db.execute<{ id: string; lexeme: string; positions: number[] | null }>(sql`
      select js.id, u.lexeme, u.positions from job_search js cross join lateral unnest(js.search_vector) u
      where js.id = any(${sql.param(chunk)}::uuid[]) and u.lexeme = any(${sql.param(lexemes)}::text[])`);
    for (const r of res.rows) {
      let job = out.get(r.id);
      if (!job) out.set(r.id, (job = new Map()));
      job.set(r.lexeme, r.positions ?? []);
    }
  }
  return out;
}
