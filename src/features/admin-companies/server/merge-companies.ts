import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companySlugRedirects } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { ADMIN_COMPANY_MESSAGES as M } from "../messages";
import type { MergeCounts, MergePreview, MergeResult } from "../types";
import { refreshCompanyCaches } from "./company-caches";
import { mergePlan, type MergeTable } from "./merge-plan";
import { getCompanyOption } from "./queries";

/*
 * Merging a duplicate company into a survivor (decision 053), in one transaction: every row that
 * points at the duplicate moves to the survivor (merge-plan.ts says how, table by table), the
 * duplicate's address and its old addresses redirect to the survivor, the duplicate is deleted, and
 * one audit event records both ids, both names and the counts. Not reversible (the rows are mixed
 * with the survivor's), which the confirm dialog says. Rows that would meet a survivor's row on a
 * unique key are resolved, never dropped silently:
 *  - a person in both companies stays once, with the higher of the two roles;
 *  - a pending join request of a person who has one at the survivor is withdrawn (cancelled);
 *  - pipeline stages of the same fixed kind or name become the survivor's (applications move with them);
 *  - requisition numbers the survivor already uses get the next free numbers;
 *  - talent pipelines and saved searches of the same name get " (from {duplicate})" added.
 */
export const MERGE_ACTION = "admin.company.merge";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Pick<Db, "execute">;

const ROLE_RANK = sql`case m.member_role when 'owner' then 4 when 'hiring-manager' then 3 when 'recruiter' then 2 else 1 end`;

function ident(name: string) {
  return sql.identifier(name);
}

async function countRows(db: Exec, t: MergeTable, companyId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${ident(t.table)} where ${ident(t.column)} = ${companyId}::uuid`);
  return r.rows[0]?.n ?? 0;
}

/** How many of the duplicate's rows meet a survivor's row on a unique key, per strategy. */
async function countConflicts(db: Exec, t: MergeTable, survivorId: string, duplicateId: string): Promise<number> {
  const n = async (q: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(q)).rows[0]?.n ?? 0;
  switch (t.strategy) {
    case "members":
      return n(sql`select count(*)::int as n from company_members d join company_members s on s.user_id = d.user_id and s.company_id = ${survivorId}::uuid where d.company_id = ${duplicateId}::uuid`);
    case "join-requests":
      return n(sql`select count(*)::int as n from company_join_requests d join company_join_requests s on s.user_id = d.user_id and s.company_id = ${survivorId}::uuid and s.status = 'pending' where d.company_id = ${duplicateId}::uuid and d.status = 'pending'`);
    case "pipeline-stages":
      return n(sql`select count(*)::int as n from company_pipeline_stages d where d.company_id = ${duplicateId}::uuid and exists (
        select 1 from company_pipeline_stages s where s.company_id = ${survivorId}::uuid and ((d.kind <> 'active' and s.kind = d.kind) or lower(s.name) = lower(d.name)))`);
    case "requisitions":
      return n(sql`select count(*)::int as n from requisitions d join requisitions s on s.number = d.number and s.company_id = ${survivorId}::uuid where d.company_id = ${duplicateId}::uuid`);
    case "rename-pipelines":
      return n(sql`select count(*)::int as n from talent_pipelines d join talent_pipelines s on lower(s.name) = lower(d.name) and s.company_id = ${survivorId}::uuid where d.company_id = ${duplicateId}::uuid`);
    case "rename-saved-searches":
      return n(sql`select count(*)::int as n from talent_saved_searches d join talent_saved_searches s on lower(s.name) = lower(d.name) and s.user_id = d.user_id and s.company_id = ${survivorId}::uuid where d.company_id = ${duplicateId}::uuid`);
    default:
      return 0;
  }
}

const RESOLUTIONS: Partial<Record<MergeTable["strategy"], string>> = {
  members: "People in both companies stay once, with the higher of their two roles.",
  "join-requests": "The duplicate's pending request is withdrawn; the one at this company stays.",
  "pipeline-stages": "Stages of the same kind or name become this company's stages; their applicants move with them.",
  requisitions: "They get this company's next free requisition numbers.",
  "rename-pipelines": "Pipelines of the same name get “(from the duplicate's name)” added.",
  "rename-saved-searches": "Saved searches of the same name get “(from the duplicate's name)” added.",
};

async function loadPair(db: Exec & Pick<Db, "select">, survivorId: string, duplicateId: string) {
  if (survivorId === duplicateId) throw new AppError("BAD_REQUEST", M.mergeSelf, { issues: [{ path: "duplicateId", message: M.mergeSelf }] });
  const [survivor, duplicate] = await Promise.all([getCompanyOption(db as Db, survivorId), getCompanyOption(db as Db, duplicateId)]);
  if (!survivor) throw new AppError("NOT_FOUND", M.notFound);
  if (!duplicate) throw new AppError("NOT_FOUND", M.mergeDuplicateGone, { issues: [{ path: "duplicateId", message: M.mergeDuplicateGone }] });
  return { survivor, duplicate };
}

/** What merging `duplicateId` into `survivorId` would move, and which rows meet the survivor's. */
export async function previewMerge(db: Db, survivorId: string, duplicateId: string): Promise<MergePreview> {
  const { survivor, duplicate } = await loadPair(db, survivorId, duplicateId);
  const { plan } = await mergePlan(db);
  const counts: MergePreview["counts"] = [];
  const conflicts: MergePreview["conflicts"] = [];
  for (const t of plan) {
    const rows = await countRows(db, t, duplicateId);
    if (rows) counts.push({ table: t.table, label: t.label, rows });
    const c = rows ? await countConflicts(db, t, survivorId, duplicateId) : 0;
    if (c) conflicts.push({ table: t.table, label: t.label, rows: c, resolution: RESOLUTIONS[t.strategy] ?? "" });
  }
  return { survivor, duplicate, counts, conflicts };
}

async function affected(tx: Exec, q: ReturnType<typeof sql>): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`with changed as (${q} returning 1) select count(*)::int as n from changed`);
  return r.rows[0]?.n ?? 0;
}

/** The stages' foreign keys (applicant tracking's current stage, and any added later). */
async function stageReferences(tx: Exec): Promise<{ table: string; column: string }[]> {
  const r = await tx.execute<{ table: string; column: string }>(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.company_pipeline_stages'::regclass`);
  return r.rows.map((x) => ({ table: x.table.replace(/^public\./, ""), column: x.column }));
}

async function moveTable(tx: Tx, t: MergeTable, survivorId: string, duplicate: { id: string; name: string; slug: string }, actorId: string): Promise<{ moved: number; resolved: number }> {
  const s = sql`${survivorId}::uuid`;
  const d = sql`${duplicate.id}::uuid`;
  const plain = () => affected(tx, sql`update ${ident(t.table)} set ${ident(t.column)} = ${s} where ${ident(t.column)} = ${d}`);
  const suffix = ` (from ${duplicate.name})`;
  switch (t.strategy) {
    case "move":
      return { moved: await plain(), resolved: 0 };
    case "members": {
      // People in both: the survivor's row takes the higher role (and the job title when it had none).
      const resolved = await affected(
        tx,
        sql`update company_members s set
              member_role = case when (select ${ROLE_RANK} from company_members m where m.company_id = ${d} and m.user_id = s.user_id) >
                (select ${ROLE_RANK} from company_members m where m.company_id = ${s} and m.user_id = s.user_id)
                then (select m.member_role from company_members m where m.company_id = ${d} and m.user_id = s.user_id) else s.member_role end,
              job_title = case when s.job_title = '' then (select m.job_title from company_members m where m.company_id = ${d} and m.user_id = s.user_id) else s.job_title end
            where s.company_id = ${s} and exists (select 1 from company_members m where m.company_id = ${d} and m.user_id = s.user_id)`,
      );
      await tx.execute(sql`delete from company_members d using company_members s where d.company_id = ${d} and s.company_id = ${s} and s.user_id = d.user_id`);
      return { moved: await plain(), resolved };
    }
    case "join-requests": {
      const resolved = await affected(
        tx,
        sql`update company_join_requests d set status = 'cancelled' where d.company_id = ${d} and d.status = 'pending'
            and exists (select 1 from company_join_requests s where s.company_id = ${s} and s.user_id = d.user_id and s.status = 'pending')`,
      );
      return { moved: await plain(), resolved };
    }
    case "pipeline-stages": {
      const map = await tx.execute<{ dup: string; surv: string }>(sql`
        select d.id as dup, coalesce(
          (select s.id from company_pipeline_stages s where s.company_id = ${s} and d.kind <> 'active' and s.kind = d.kind limit 1),
          (select s.id from company_pipeline_stages s where s.company_id = ${s} and lower(s.name) = lower(d.name) limit 1)) as surv
        from company_pipeline_stages d where d.company_id = ${d}`);
      const pairs = map.rows.filter((r) => r.surv);
      const refs = pairs.length ? await stageReferences(tx) : [];
      for (const p of pairs) {
        for (const ref of refs) await tx.execute(sql`update ${ident(ref.table)} set ${ident(ref.column)} = ${p.surv}::uuid where ${ident(ref.column)} = ${p.dup}::uuid`);
        await tx.execute(sql`delete from company_pipeline_stages where id = ${p.dup}::uuid`);
      }
      // The rest go after the survivor's stages, in their order.
      const moved = await affected(
        tx,
        sql`update company_pipeline_stages d set company_id = ${s},
              position = (select coalesce(max(position), 0) from company_pipeline_stages where company_id = ${s}) + r.n
            from (select id, row_number() over (order by position, id) as n from company_pipeline_stages where company_id = ${d}) r
            where d.id = r.id`,
      );
      return { moved, resolved: pairs.length };
    }
    case "requisitions": {
      const resolved = await affected(
        tx,
        sql`update requisitions d set number = (select coalesce(max(number), 0) from requisitions where company_id in (${s}, ${d})) + r.n
            from (select x.id, row_number() over (order by x.number) as n from requisitions x
                  where x.company_id = ${d} and exists (select 1 from requisitions y where y.company_id = ${s} and y.number = x.number)) r
            where d.id = r.id`,
      );
      return { moved: await plain(), resolved };
    }
    case "rename-pipelines": {
      const resolved = await affected(
        tx,
        sql`update talent_pipelines d set name = left(d.name, greatest(1, 80 - char_length(${suffix}))) || ${suffix.slice(0, 79)}
            where d.company_id = ${d} and exists (select 1 from talent_pipelines s where s.company_id = ${s} and lower(s.name) = lower(d.name))`,
      );
      return { moved: await plain(), resolved };
    }
    case "rename-saved-searches": {
      const resolved = await affected(
        tx,
        sql`update talent_saved_searches d set name = left(d.name, greatest(1, 100 - char_length(${suffix}))) || ${suffix.slice(0, 99)}
            where d.company_id = ${d} and exists (select 1 from talent_saved_searches s where s.company_id = ${s} and s.user_id = d.user_id and lower(s.name) = lower(d.name))`,
      );
      return { moved: await plain(), resolved };
    }
    case "slug-redirects": {
      const moved = await plain();
      await tx
        .insert(companySlugRedirects)
        .values({ oldSlug: duplicate.slug, companyId: survivorId, createdByUserId: actorId })
        .onConflictDoUpdate({ target: companySlugRedirects.oldSlug, set: { companyId: survivorId, createdByUserId: actorId, createdAt: new Date() } });
      return { moved, resolved: 0 };
    }
  }
}

/** POST /api/admin/companies/[id]/merge: folds `duplicateId` into the company `survivorId`. */
export async function mergeCompanies(db: Db, admin: CurrentUser, survivorId: string, duplicateId: string, correlationId?: string): Promise<MergeResult> {
  const result = await db.transaction(async (tx) => {
    // Lock both rows (in id order, so two merges of the same pair cannot deadlock).
    const locked = await tx.execute<{ id: string }>(sql`select id from companies where id in (${survivorId}::uuid, ${duplicateId}::uuid) order by id for update`);
    if (survivorId === duplicateId) throw new AppError("BAD_REQUEST", M.mergeSelf, { issues: [{ path: "duplicateId", message: M.mergeSelf }] });
    if (!locked.rows.some((r) => r.id === survivorId)) throw new AppError("NOT_FOUND", M.notFound);
    if (!locked.rows.some((r) => r.id === duplicateId)) throw new AppError("NOT_FOUND", M.mergeDuplicateGone, { issues: [{ path: "duplicateId", message: M.mergeDuplicateGone }] });
    const [survivor] = await tx.select({ id: companies.id, name: companies.name, slug: companies.slug, featured: companies.featured, verifiedAt: companies.verifiedAt }).from(companies).where(eq(companies.id, survivorId));
    const [duplicate] = await tx.select({ id: companies.id, name: companies.name, slug: companies.slug, featured: companies.featured, verifiedAt: companies.verifiedAt }).from(companies).where(eq(companies.id, duplicateId));

    const { plan, refused } = await mergePlan(tx);
    if (refused.length) throw new AppError("CONFLICT", M.mergeUnknownTable(refused.map((r) => r.table).join(", ")));
    const moved: MergeCounts = {};
    const resolved: MergeCounts = {};
    for (const t of plan) {
      const r = await moveTable(tx, t, survivorId, duplicate!, admin.id);
      if (r.moved) moved[t.table] = r.moved;
      if (r.resolved) resolved[t.table] = r.resolved;
    }
    // Search weighs the company's name: the moved jobs' documents carry the survivor's now.
    await tx.execute(sql`update job_documents set company_name = ${survivor!.name} where job_id in (select id from jobs where company_id = ${survivorId}::uuid) and company_name <> ${survivor!.name}`);
    // What was the duplicate's is now part of the survivor: keep a badge or a feature it had.
    await tx
      .update(companies)
      .set({
        featured: survivor!.featured || duplicate!.featured,
        ...(survivor!.verifiedAt || !duplicate!.verifiedAt ? {} : { verifiedAt: duplicate!.verifiedAt }),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, survivorId));
    await tx.delete(companies).where(eq(companies.id, duplicateId));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: MERGE_ACTION,
      targetType: "company",
      targetId: survivorId,
      correlationId,
      data: {
        survivorId,
        duplicateId,
        before: { survivor: { name: survivor!.name, slug: survivor!.slug }, duplicate: { name: duplicate!.name, slug: duplicate!.slug } },
        moved,
        resolved,
      },
    });
    return { survivorId, duplicateId, moved, resolved };
  });
  await refreshCompanyCaches(db, { jobsChanged: true });
  return result;
}
