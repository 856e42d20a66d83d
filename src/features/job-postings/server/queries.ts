import "server-only";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, companyMembers, users } from "@/db/schema";
import type { JobStatus } from "@/db/schema/jobs";
import type { PostingStatus } from "@/db/schema/employers";
import { getSkillsBySlugs } from "@/features/skills/server/queries";
import type { CompanyActor } from "@/lib/auth/company-access";
import { jobDetailPath } from "@/lib/job-routes";
import { addDays, POSTING_LIMITS, type AnalyticsRange, type PostingDisplayStatus, type PostingListQuery } from "../schemas";
import type { AnalyticsDay, CategoryOption, MemberOption, PostingAnalytics, PostingListItem, PostingListResult, PostingView } from "../types";
import type { PostingRow } from "./live-job";
import { loadPosting } from "./posting-access";
import { formInput } from "./posting-values";

/*
 * Reads for the job postings pages and API (decision 039). A posting is read through loadPosting
 * (its company's postings.read); lists and form options are for a company the caller has already
 * authorised.
 */

/** "expired": published, but its job expired (the sweep) or its expiry has passed (before the sweep runs). */
export function displayStatusOf(status: PostingStatus, expiresAt: Date | null, jobStatus: JobStatus | null, now: Date = new Date()): PostingDisplayStatus {
  if (status !== "published") return status;
  return jobStatus === "expired" || (expiresAt !== null && expiresAt <= now) ? "expired" : "published";
}

export function postingView(row: PostingRow, companyName: string, skills: PostingView["skills"], jobStatus: JobStatus | null, now: Date = new Date()): PostingView {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    status: row.status,
    displayStatus: displayStatusOf(row.status, row.expiresAt, jobStatus, now),
    ownerUserId: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstPublishedAt: iso(row.firstPublishedAt),
    publishedAt: iso(row.publishedAt),
    pausedAt: iso(row.pausedAt),
    closedAt: iso(row.closedAt),
    jobPath: row.firstPublishedAt ? jobDetailPath(row.id) : null,
    form: formInput(row),
    skills,
  };
}

async function jobStatusOf(db: Db, id: string): Promise<JobStatus | null> {
  const r = await db.execute<{ status: JobStatus }>(sql`select status from jobs where id = ${id}::uuid`);
  return r.rows[0]?.status ?? null;
}

/** A posting as its form shows it, for whoever may read the company's postings. */
export async function getPostingView(db: Db, actor: CompanyActor, id: string): Promise<PostingView> {
  const { posting, companyName } = await loadPosting(db, actor, id, "postings.read");
  return viewOfRow(db, posting, companyName);
}

/** The view of a row just written (the API answers saves with it). */
export async function viewOfRow(db: Db, row: PostingRow, companyName: string): Promise<PostingView> {
  const [skills, jobStatus] = await Promise.all([getSkillsBySlugs(db, row.skills), jobStatusOf(db, row.id)]);
  const order = new Map(row.skills.map((s, i) => [s, i]));
  return postingView(row, companyName, skills.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!), jobStatus);
}

/** The jobs categories with their subcategories, and the company's members, for the form. */
export async function getPostingFormOptions(db: Db, companyId: string): Promise<{ categories: CategoryOption[]; members: MemberOption[] }> {
  const [rows, members] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
      .where(eq(categoryTypes.slug, "jobs"))
      .orderBy(asc(categories.name)),
    listCompanyMembers(db, companyId),
  ]);
  const tops: CategoryOption[] = rows.filter((r) => r.parentId === null).map((r) => ({ id: r.id, name: r.name, subcategories: [] }));
  const byId = new Map(tops.map((t) => [t.id, t]));
  for (const r of rows) if (r.parentId) byId.get(r.parentId)?.subcategories.push({ id: r.id, name: r.name });
  return { categories: tops, members };
}

export async function listCompanyMembers(db: Db, companyId: string): Promise<MemberOption[]> {
  return db
    .select({ userId: companyMembers.userId, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name), asc(users.email));
}

const DISPLAY_STATUS = sql`case when p.status = 'published' and (j.status = 'expired' or p.expires_at <= now()) then 'expired' else p.status end`;

const SORTS: Record<PostingListQuery["sort"], SQL> = {
  updated: sql`p.updated_at desc, p.id`,
  created: sql`p.created_at desc, p.id`,
  title: sql`lower(p.title) asc, p.id`,
  expires: sql`p.expires_at asc nulls last, p.id`,
  applicants: sql`applicants desc, p.updated_at desc, p.id`,
};

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type ListRow = {
  id: string;
  title: string;
  status: PostingDisplayStatus;
  owner_user_id: string | null;
  owner_name: string | null;
  locations: { city: string; state: string }[];
  remote: number;
  applicants: number;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  expires_at: Date | string | null;
  first_published_at: Date | string | null;
};

function locationLine(row: Pick<ListRow, "locations" | "remote">): string | null {
  const places = row.locations.map((l) => `${l.city}, ${l.state}`);
  if (row.remote) places.push("Remote");
  if (!places.length) return null;
  return places.length === 1 ? places[0]! : `${places[0]} and ${places.length - 1} more`;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** One page of a company's postings: search by title, filter by status and owner, sorted; server-side (decision 039). */
export async function listPostings(db: Db, params: { companyId: string; viewerId: string; query: PostingListQuery; pageSize?: number }): Promise<PostingListResult> {
  const { companyId, query } = params;
  const pageSize = params.pageSize ?? POSTING_LIMITS.pageSize;
  const filters: SQL[] = [sql`p.company_id = ${companyId}::uuid`];
  if (query.q) filters.push(sql`p.title ilike ${likePattern(query.q)}`);
  if (query.status) filters.push(sql`${DISPLAY_STATUS} = ${query.status}`);
  if (query.owner) filters.push(sql`p.owner_user_id = ${query.owner === "me" ? params.viewerId : query.owner}::uuid`);
  const where = sql.join(filters, sql` and `);
  const from = sql`from job_postings p left join jobs j on j.id = p.id left join users u on u.id = p.owner_user_id`;

  const [rows, counted, all] = await Promise.all([
    db.execute<ListRow>(sql`
      select p.id, p.title, ${DISPLAY_STATUS} as status, p.owner_user_id, u.name as owner_name, p.locations, p.remote,
        (select count(*)::int from applications a where a.job_id = p.id and a.stage <> 'draft') as applicants,
        p.created_at, p.updated_at, p.published_at, p.expires_at, p.first_published_at
      ${from} where ${where}
      order by ${SORTS[query.sort]}
      limit ${pageSize} offset ${(query.page - 1) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${where}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from job_postings where company_id = ${companyId}::uuid`),
  ]);
  const total = counted.rows[0]?.n ?? 0;
  const items: PostingListItem[] = rows.rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    ownerUserId: r.owner_user_id,
    ownerName: r.owner_name,
    location: locationLine(r),
    applicants: Number(r.applicants),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    publishedAt: iso(r.published_at),
    expiresAt: iso(r.expires_at),
    jobPath: r.first_published_at ? jobDetailPath(r.id) : null,
  }));
  return { items, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)), query, companyTotal: all.rows[0]?.n ?? 0 };
}

/**
 * Views, apply clicks and applications of a posting per day (UTC) over the last `days` days, today
 * included (decision 039): views and on-Upstep apply clicks from job_daily_stats (the server's
 * counter), clicks through to the employer's site from external_apply_clicks (people, on the day of
 * their first click), applications from applications.submitted_at.
 */
export async function getPostingAnalytics(db: Db, actor: CompanyActor, id: string, days: AnalyticsRange, now: Date = new Date()): Promise<PostingAnalytics> {
  const { posting } = await loadPosting(db, actor, id, "postings.read");
  const to = now.toISOString().slice(0, 10);
  const from = addDays(now, -(days - 1));
  const result = await db.execute<{ day: string; views: number; apply_clicks: number; applications: number }>(sql`
    with d as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day),
    e as (
      select (first_clicked_at at time zone 'UTC')::date as day, count(*)::int as n from external_apply_clicks
      where job_id = ${posting.id}::uuid and first_clicked_at >= ${from}::date group by 1),
    a as (
      select (submitted_at at time zone 'UTC')::date as day, count(*)::int as n from applications
      where job_id = ${posting.id}::uuid and stage <> 'draft' and submitted_at >= ${from}::date group by 1)
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.views, 0)::int as views,
      (coalesce(s.apply_clicks, 0) + coalesce(e.n, 0))::int as apply_clicks, coalesce(a.n, 0)::int as applications
    from d
    left join job_daily_stats s on s.job_id = ${posting.id}::uuid and s.day = d.day
    left join e on e.day = d.day
    left join a on a.day = d.day
    order by d.day`);
  const byDay: AnalyticsDay[] = result.rows.map((r) => ({ day: r.day, views: Number(r.views), applyClicks: Number(r.apply_clicks), applications: Number(r.applications) }));
  const totals = byDay.reduce((t, d) => ({ views: t.views + d.views, applyClicks: t.applyClicks + d.applyClicks, applications: t.applications + d.applications }), {
    views: 0,
    applyClicks: 0,
    applications: 0,
  });
  const rate = (n: number) => (totals.views ? n / totals.views : null);
  return {
    postingId: posting.id,
    title: posting.title,
    days,
    from,
    to,
    totals,
    conversion: { applyClickRate: rate(totals.applyClicks), applicationRate: rate(totals.applications) },
    byDay,
  };
}

/** Whether the company has any posting at all (the dashboard's empty state). */
export async function companyHasPostings(db: Db, companyId: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from job_postings where company_id = ${companyId}::uuid limit 1`);
  return rows.rows.length > 0;
}

/*
 * The postings' own status change (publish, pause, resume, close), for other features that act on a
 * company's postings: requisitions close their linked postings when the last opening is filled
 * (decision 045). It authorises the actor in the posting's company (postings.edit) as the API does.
 */
export { changePostingStatus } from "./change-status";
