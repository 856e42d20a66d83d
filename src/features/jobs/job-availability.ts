import type { JobStatus } from "@/db/schema";

/*
 * Open, gone or unknown, and the page version of a job (decisions 007 and 011). Pure and free of
 * server-only imports: the job detail proxy inside Next and the front server (src/server) both use it.
 */

export type JobAvailability = {
  state: "open" | "gone" | "unknown";
  /**
   * Changes whenever what the job's page shows changes: the newer of the job's and its company's
   * updated_at, in base 36 milliseconds (decision 011). null for an unknown job.
   */
  version: string | null;
};

/** What decides a detail request: the job's status and dates, its company, and the page version. */
export type JobAvailabilityRow = {
  status: JobStatus;
  validThrough: Date | null;
  companyId: string;
  version: string;
};

/** Why a job is no longer shown: closed or expired by status, or past its valid-through date. */
export function isJobGone(job: { status: JobStatus; validThrough: Date | null }, now: Date = new Date()): boolean {
  return job.status !== "open" || (job.validThrough !== null && job.validThrough.getTime() <= now.getTime());
}

/** Open or gone now (a job passes its valid-through date without any row changing), or unknown. */
export function availabilityOf(row: JobAvailabilityRow | null, now: Date = new Date()): JobAvailability {
  if (!row) return { state: "unknown", version: null };
  return { state: isJobGone(row, now) ? "gone" : "open", version: row.version };
}

/** A job id in a path: a UUID in any case (the detail path uses the lowercased form). */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isJobId(value: string): boolean {
  return JOB_ID.test(value);
}

/** One primary-key join ($1: the lower-cased id); the version is computed in SQL so every reader gets the same. */
export const JOB_AVAILABILITY_SQL = `select j.status, j.valid_through, j.company_id,
  floor(extract(epoch from greatest(j.updated_at, c.updated_at)) * 1000)::bigint::text as changed_ms
  from jobs j join companies c on c.id = j.company_id where j.id = $1::uuid limit 1`;

export type JobAvailabilitySqlRow = { status: JobStatus; valid_through: Date | string | null; company_id: string; changed_ms: string };

export function availabilityRowFromSql(row: JobAvailabilitySqlRow | undefined): JobAvailabilityRow | null {
  if (!row) return null;
  return {
    status: row.status,
    validThrough: row.valid_through === null ? null : new Date(row.valid_through),
    companyId: row.company_id,
    version: Number(row.changed_ms).toString(36),
  };
}

/** A query function of a pg Pool or Client. */
export type SqlQuery = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

export async function readJobAvailabilityRow(query: SqlQuery, id: string): Promise<JobAvailabilityRow | null> {
  if (!isJobId(id)) return null;
  const { rows } = await query(JOB_AVAILABILITY_SQL, [id.toLowerCase()]);
  return availabilityRowFromSql(rows[0] as JobAvailabilitySqlRow | undefined);
}
