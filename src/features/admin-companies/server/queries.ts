import "server-only";
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, categories, companies, companyDomains, companyMembers, companySlugRedirects, jobPostings, jobs, requisitions, users } from "@/db/schema";
import { EMPLOYER_POSTING_SOURCE } from "@/features/jobs/server/queries";
import { ADMIN_COMPANIES_PAGE_SIZE, COMPANY_TAB_PAGE_SIZE, type AdminCompaniesQuery } from "../schemas";
import type {
  AdminCompaniesPage,
  AdminCompanyActivity,
  AdminCompanyDetail,
  AdminCompanyMember,
  AdminCompanyPosting,
  AdminCompanyRequisition,
  CompanyOption,
} from "../types";

/*
 * Reads of the admin companies pages (issue 19, decision 053). Open jobs are counted as the public
 * pages count them (status open and not past valid_through), over jobs_company_posted_idx.
 */

/** LIKE treats % and _ as wildcards; a search for "a_b" means those three characters. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** companies.id qualified (drizzle writes a bare "id" in a single-table select, which a subquery would read as its own). */
const COMPANY_ID = sql.raw(`"companies"."id"`);
const openJobsOf = (companyId: SQL) =>
  sql<number>`(select count(*)::int from ${jobs} j where j.company_id = ${companyId} and j.status = 'open' and (j.valid_through is null or j.valid_through > now()))`;
const membersOf = (companyId: SQL) => sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = ${companyId})`;
/** Claimed by an employer: an employer account took it over, or it has members. */
const claimedCondition = sql`(${companies.claimedAt} is not null or exists (select 1 from ${companyMembers} m where m.company_id = ${COMPANY_ID}))`;

export async function listAdminCompanies(db: Db, q: AdminCompaniesQuery, pageSize = ADMIN_COMPANIES_PAGE_SIZE): Promise<AdminCompaniesPage> {
  const filters: SQL[] = [];
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    filters.push(
      or(
        sql`${companies.name} ilike ${pattern}`,
        sql`${companies.slug} ilike ${pattern}`,
        sql`${companies.website} ilike ${pattern}`,
        sql`exists (select 1 from ${companyDomains} d where d.company_id = ${COMPANY_ID} and d.domain ilike ${pattern})`,
      )!,
    );
  }
  if (q.verified) filters.push(q.verified === "yes" ? isNotNull(companies.verifiedAt) : isNull(companies.verifiedAt));
  if (q.featured) filters.push(eq(companies.featured, q.featured === "yes"));
  if (q.claimed) filters.push(q.claimed === "yes" ? claimedCondition : sql`not ${claimedCondition}`);
  if (q.category) filters.push(eq(companies.categoryId, q.category));
  const where = filters.length ? and(...filters) : undefined;

  const openJobs = openJobsOf(COMPANY_ID);
  const members = membersOf(COMPANY_ID);
  const dir = q.dir === "asc" ? asc : desc;
  const key = q.sort === "jobs" ? dir(openJobs) : q.sort === "members" ? dir(members) : q.sort === "created" ? dir(companies.createdAt) : dir(sql`lower(${companies.name})`);

  const [[totalRow], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
    db
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoUrl: companies.logoUrl,
        website: companies.website,
        categoryName: categories.name,
        featured: companies.featured,
        verifiedAt: companies.verifiedAt,
        claimed: sql<boolean>`${claimedCondition}`,
        openJobs,
        members,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .leftJoin(categories, eq(categories.id, companies.categoryId))
      .where(where)
      .orderBy(key, asc(companies.name), asc(companies.id))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize),
  ]);
  const total = totalRow?.n ?? 0;
  return {
    rows: rows.map(({ verifiedAt, ...r }) => ({ ...r, verified: verifiedAt !== null })),
    total,
    page: q.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export async function getAdminCompany(db: Db, id: string): Promise<AdminCompanyDetail | null> {
  const verifier = sql<string | null>`(select u.name from ${users} u where u.id = "companies"."verified_by_user_id")`;
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      logoUrl: companies.logoUrl,
      website: companies.website,
      description: companies.description,
      size: companies.size,
      headquarters: companies.headquarters,
      categoryId: companies.categoryId,
      categoryName: categories.name,
      featured: companies.featured,
      verifiedAt: companies.verifiedAt,
      verifiedByName: verifier,
      claimedAt: companies.claimedAt,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
      openJobs: openJobsOf(COMPANY_ID),
      members: membersOf(COMPANY_ID),
    })
    .from(companies)
    .leftJoin(categories, eq(categories.id, companies.categoryId))
    .where(eq(companies.id, id))
    .limit(1);
  if (!row) return null;
  const [domains, oldSlugs] = await Promise.all([
    db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.companyId, id)).orderBy(asc(companyDomains.domain)),
    db.select({ slug: companySlugRedirects.oldSlug }).from(companySlugRedirects).where(eq(companySlugRedirects.companyId, id)).orderBy(asc(companySlugRedirects.oldSlug)),
  ]);
  return { ...row, domains: domains.map((d) => d.domain), oldSlugs: oldSlugs.map((s) => s.slug) };
}

export async function getCompanyOption(db: Db, id: string): Promise<CompanyOption | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, openJobs: openJobsOf(COMPANY_ID), members: membersOf(COMPANY_ID) })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

/** The merge picker: companies whose name, address or website contains q (names starting with q first), 10 at most. */
export async function searchCompanyOptions(db: Db, params: { q: string; excludeId?: string; limit?: number }): Promise<CompanyOption[]> {
  const q = params.q.trim();
  if (!q) return [];
  const pattern = `%${escapeLike(q)}%`;
  const where = and(
    or(sql`${companies.name} ilike ${pattern}`, sql`${companies.slug} ilike ${pattern}`, sql`${companies.website} ilike ${pattern}`),
    params.excludeId ? sql`${companies.id} <> ${params.excludeId}::uuid` : undefined,
  );
  return db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, openJobs: openJobsOf(COMPANY_ID), members: membersOf(COMPANY_ID) })
    .from(companies)
    .where(where)
    .orderBy(desc(sql`${companies.name} ilike ${`${escapeLike(q)}%`}`), asc(companies.name), asc(companies.id))
    .limit(params.limit ?? 10);
}

export async function listCompanyMembersForAdmin(db: Db, companyId: string): Promise<AdminCompanyMember[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.memberRole, jobTitle: companyMembers.jobTitle, joinedAt: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`case ${companyMembers.memberRole} when 'owner' then 1 when 'hiring-manager' then 2 when 'recruiter' then 3 else 4 end`, asc(users.name));
}

export type TabPage<T> = { rows: T[]; total: number; page: number; pageCount: number };

const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The company's postings (written on Upstep, most recently updated first) and its imported jobs
 * (most recently posted first), each paged by 25 on its own; a page past the end is the last page.
 */
export async function listCompanyPostingsForAdmin(
  db: Db,
  companyId: string,
  pages: { page?: number; ipage?: number } = {},
  pageSize = COMPANY_TAB_PAGE_SIZE,
): Promise<{ postings: TabPage<AdminCompanyPosting>; imported: TabPage<AdminCompanyPosting> }> {
  const importedWhere = and(eq(jobs.companyId, companyId), sql`${jobs.source} <> ${EMPLOYER_POSTING_SOURCE}`);
  const [[pt], [it]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(jobPostings).where(eq(jobPostings.companyId, companyId)),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(importedWhere),
  ]);
  const postingsTotal = pt?.n ?? 0;
  const importedTotal = it?.n ?? 0;
  const postingsPage = Math.min(pages.page ?? 1, pageCountOf(postingsTotal, pageSize));
  const importedPage = Math.min(pages.ipage ?? 1, pageCountOf(importedTotal, pageSize));
  const [postings, imported] = await Promise.all([
    db
      .select({ id: jobPostings.id, title: jobPostings.title, status: jobPostings.status, updatedAt: jobPostings.updatedAt })
      .from(jobPostings)
      .where(eq(jobPostings.companyId, companyId))
      .orderBy(desc(jobPostings.updatedAt), asc(jobPostings.id))
      .limit(pageSize)
      .offset((postingsPage - 1) * pageSize),
    db
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, source: jobs.source, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(importedWhere)
      .orderBy(desc(jobs.postedAt), asc(jobs.id))
      .limit(pageSize)
      .offset((importedPage - 1) * pageSize),
  ]);
  return {
    postings: {
      rows: postings.map((p) => ({ ...p, title: p.title || "Untitled draft", kind: "posting" as const, source: EMPLOYER_POSTING_SOURCE })),
      total: postingsTotal,
      page: postingsPage,
      pageCount: pageCountOf(postingsTotal, pageSize),
    },
    imported: { rows: imported.map((j) => ({ ...j, kind: "imported" as const })), total: importedTotal, page: importedPage, pageCount: pageCountOf(importedTotal, pageSize) },
  };
}

/** The company's requisitions, newest number first, paged by 25; a page past the end is the last page. */
export async function listCompanyRequisitionsForAdmin(db: Db, companyId: string, page = 1, pageSize = COMPANY_TAB_PAGE_SIZE): Promise<TabPage<AdminCompanyRequisition>> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(requisitions).where(eq(requisitions.companyId, companyId));
  const total = counted?.n ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  const p = Math.min(page, pageCount);
  const rows = await db
    .select({
      id: requisitions.id,
      number: requisitions.number,
      title: requisitions.title,
      status: requisitions.status,
      openings: requisitions.openings,
      filled: requisitions.filledCount,
      updatedAt: requisitions.updatedAt,
    })
    .from(requisitions)
    .where(eq(requisitions.companyId, companyId))
    .orderBy(desc(requisitions.number), asc(requisitions.id))
    .limit(pageSize)
    .offset((p - 1) * pageSize);
  return { rows, total, page: p, pageCount };
}

export const ACTIVITY_LIMIT = 50;

const ACTION_SUMMARIES: Record<string, string> = {
  "admin.company.create": "Created the company",
  "admin.company.update": "Edited the company's details",
  "admin.company.verify": "Verified the company",
  "admin.company.unverify": "Removed the company's verification",
  "admin.company.feature": "Featured the company on /companies",
  "admin.company.unfeature": "Stopped featuring the company",
  "admin.company.merge": "Merged a duplicate into this company",
};

const FIELD_LABELS: Record<string, string> = {
  name: "name",
  slug: "address",
  website: "website",
  description: "description",
  size: "size",
  headquarters: "headquarters",
  categoryId: "industry",
};

function summarize(action: string, data: Record<string, unknown>, companyId: string): string {
  if (action === "admin.company.merge") {
    const before = data.before as { survivor?: { name?: string }; duplicate?: { name?: string } } | undefined;
    return data.duplicateId === companyId ? `Merged into ${before?.survivor?.name ?? "another company"}` : `Merged ${before?.duplicate?.name ?? "a duplicate"} into this company`;
  }
  if (action === "admin.company.update") {
    const changed = Object.keys((data.after as Record<string, unknown> | undefined) ?? {});
    return changed.length ? `Edited the ${changed.map((k) => FIELD_LABELS[k] ?? k).join(", ")}` : ACTION_SUMMARIES[action]!;
  }
  return ACTION_SUMMARIES[action] ?? action;
}

/**
 * The company's activity: audit events about it (and merges that folded a duplicate into it), with
 * its postings' created / published / closed moments, newest first, 50 at most.
 */
export async function listCompanyActivity(db: Db, companyId: string): Promise<AdminCompanyActivity[]> {
  const [events, postings] = await Promise.all([
    db
      .select({ id: auditEvents.id, action: auditEvents.action, data: auditEvents.data, actorName: users.name, createdAt: auditEvents.createdAt })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(and(eq(auditEvents.targetType, "company"), eq(auditEvents.targetId, companyId)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ id: jobPostings.id, title: jobPostings.title, createdAt: jobPostings.createdAt, firstPublishedAt: jobPostings.firstPublishedAt, closedAt: jobPostings.closedAt })
      .from(jobPostings)
      .where(eq(jobPostings.companyId, companyId))
      .orderBy(desc(jobPostings.updatedAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  const items: AdminCompanyActivity[] = events.map((e) => ({ id: e.id, action: e.action, actorName: e.actorName, summary: summarize(e.action, e.data, companyId), createdAt: e.createdAt }));
  for (const p of postings) {
    const title = p.title || "Untitled draft";
    items.push({ id: `${p.id}-created`, action: "posting.created", actorName: null, summary: `Posting “${title}” created`, createdAt: p.createdAt });
    if (p.firstPublishedAt) items.push({ id: `${p.id}-published`, action: "posting.published", actorName: null, summary: `Posting “${title}” published`, createdAt: p.firstPublishedAt });
    if (p.closedAt) items.push({ id: `${p.id}-closed`, action: "posting.closed", actorName: null, summary: `Posting “${title}” closed`, createdAt: p.closedAt });
  }
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, ACTIVITY_LIMIT);
}
