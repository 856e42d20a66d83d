import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { PromotionStatus } from "@/db/schema";
import { utcDay } from "../format";
import { PROMOTIONS_PAGE_SIZE, type PromotionsListQuery } from "../schemas";
import type { JobPickerItem, PromotionRow, PromotionsPage } from "../types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<PromotionsListQuery["sort"], SQL> = {
  starts: sql`promotion.starts_at`,
  ends: sql`promotion.ends_at`,
  title: sql`lower(job.title)`,
  boost: sql`promotion.boost`,
  created: sql`promotion.created_at`,
};

/** Promotions, searched by job title, company or job id, filtered by state, sorted and paged on the server. */
export async function listPromotions(db: Db, query: PromotionsListQuery): Promise<PromotionsPage> {
  const where: SQL[] = [];
  if (query.q) {
    where.push(
      UUID.test(query.q)
        ? sql`(job.id = ${query.q.toLowerCase()}::uuid or promotion.id = ${query.q.toLowerCase()}::uuid)`
        : sql`(job.title ilike ${like(query.q)} or company.name ilike ${like(query.q)})`,
    );
  }
  const filtered = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const statusCondition = query.status === "all" ? null : query.status === "ended" ? sql`promotion.status in ('ended', 'cancelled')` : sql`promotion.status = ${query.status}`;
  const listed = [...where, ...(statusCondition ? [statusCondition] : [])];
  const from = sql`from job_promotions promotion join jobs job on job.id = promotion.job_id join companies company on company.id = job.company_id`;
  const counted = await db.execute<{ status: PromotionStatus; n: number }>(sql`select promotion.status, count(*)::int as n ${from} ${filtered} group by promotion.status`);
  const counts: Record<PromotionStatus, number> = { scheduled: 0, active: 0, ended: 0, cancelled: 0 };
  for (const r of counted.rows) counts[r.status] = Number(r.n);
  const total = query.status === "all" ? counts.scheduled + counts.active + counts.ended + counts.cancelled : query.status === "ended" ? counts.ended + counts.cancelled : counts[query.status];
  const pageCount = Math.max(1, Math.ceil(total / PROMOTIONS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const dir = query.dir === "asc" ? sql`asc` : sql`desc`;
  const rows = await db.execute<{
    id: string; job_id: string; title: string; company_name: string; job_status: string; starts_at: Date | string; ends_at: Date | string;
    boost: number; status: PromotionStatus; ended_at: Date | string | null; created_at: Date | string; created_by_name: string | null;
  }>(sql`
    select promotion.id, promotion.job_id, job.title, company.name as company_name, job.status as job_status, promotion.starts_at, promotion.ends_at,
      promotion.boost, promotion.status, promotion.ended_at, promotion.created_at, creator.name as created_by_name
    ${from} left join users creator on creator.id = promotion.created_by_user_id
    ${listed.length ? sql`where ${sql.join(listed, sql` and `)}` : sql``}
    order by ${SORTS[query.sort]} ${dir}, promotion.id
    limit ${PROMOTIONS_PAGE_SIZE} offset ${(page - 1) * PROMOTIONS_PAGE_SIZE}`);
  const list: PromotionRow[] = rows.rows.map((r) => ({
    id: r.id,
    jobId: r.job_id,
    jobTitle: r.title,
    companyName: r.company_name,
    jobStatus: r.job_status,
    startDate: utcDay(new Date(r.starts_at)),
    endDate: utcDay(new Date(r.ends_at)),
    boost: Number(r.boost),
    status: r.status,
    endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    createdByName: r.created_by_name,
  }));
  return { rows: list, total, page, pageSize: PROMOTIONS_PAGE_SIZE, pageCount, counts };
}

/** Open jobs to promote: an exact job id, or title / company words (newest first, at most 10). */
export async function findJobsToPromote(db: Db, q: string): Promise<JobPickerItem[]> {
  const term = q.trim();
  if (!term) return [];
  const match = UUID.test(term) ? sql`job.id = ${term.toLowerCase()}::uuid` : sql`(job.title ilike ${like(term)} or company.name ilike ${like(term)})`;
  const rows = await db.execute<{ id: string; title: string; company_name: string; name: string | null; remote: boolean; posted_at: Date | string; is_promoted: boolean | null }>(sql`
    select job.id, job.title, company.name as company_name, place.name, job.remote, job.posted_at, job.is_promoted
    from jobs job join companies company on company.id = job.company_id left join locations place on place.id = job.primary_location_id
    where job.status = 'open' and ${match}
    order by job.posted_at desc, job.id limit 10`);
  return rows.rows.map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    locationText: r.name ?? (r.remote ? "Remote" : ""),
    postedAt: new Date(r.posted_at).toISOString(),
    isPromoted: r.is_promoted === true,
  }));
}
