import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  applications,
  applicationTracking,
  auditEvents,
  companies,
  companyDomains,
  companyInvitations,
  companyJoinRequests,
  companyMembers,
  companyPipelineStages,
  companySlugRedirects,
  jobDocuments,
  jobPostings,
  jobs,
  requisitions,
  talentPipelines,
  talentSavedSearches,
} from "@/db/schema";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/queries";
import { GET as previewGet, POST as mergePost } from "@/app/api/admin/companies/[id]/merge/route";
import { ADMIN_COMPANY_MESSAGES } from "../messages";
import { MERGE_ACTION } from "./merge-companies";
import { companyForeignKeys, MERGE_TABLES } from "./merge-plan";


async function company(name: string) {
  const [row] = await getDb()
    .insert(companies)
    .values({ slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${randomUUID().slice(0, 6)}`, name })
    .returning({ id: companies.id, slug: companies.slug, name: companies.name });
  return row!;
}

async function job(companyId: string, companyName: string, title: string) {
  const [row] = await getDb()
    .insert(jobs)
    .values({ source: "merge-test", externalRef: randomUUID(), title, companyId, postedAt: new Date(), contentHash: "x", applyUrl: "https://example.com/apply" })
    .returning({ id: jobs.id });
  await getDb().insert(jobDocuments).values({ jobId: row!.id, title, companyName, descriptionHtml: "<p>Work</p>" });
  return row!.id;
}

/** Rows per company-referencing table for a set of companies (every table of the catalog). */
async function rowsByTable(companyIds: string[]): Promise<Record<string, number>> {
  const db = getDb();
  const out: Record<string, number> = {};
  for (const fk of await companyForeignKeys(db)) {
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(fk.table)} where ${sql.identifier(fk.column)} = any(${sql.param(companyIds)}::uuid[])`,
    );
    out[fk.table] = r.rows[0]!.n;
  }
  return out;
}

function merge(survivorId: string, duplicateId: string, cookie?: string) {
  return callRoute(mergePost, { method: "POST", path: `/api/admin/companies/${survivorId}/merge`, params: { id: survivorId }, body: { duplicateId }, cookie });
}

describe("the merge's table plan", () => {
  it("names every table that references companies in the database (a new table must be added to merge-plan.ts)", async () => {
    const catalog = (await companyForeignKeys(getDb())).map((f) => `${f.table}.${f.column}`).sort();
    const plan = MERGE_TABLES.map((t) => `${t.table}.${t.column}`).sort();
    expect(plan).toEqual(catalog);
  });
});

describe("POST /api/admin/companies/[id]/merge", () => {
  it("moves every row to the survivor in one go, resolves unique-key conflicts, redirects the old address, audits", async () => {
    const db = getDb();
    const admin = await signedInAdmin();
    const survivor = await company("Northwind Health");
    const duplicate = await company("Northwind Health Inc");

    // Jobs and a posting on both sides.
    await job(survivor.id, survivor.name, "Nurse");
    const dupJobs = [await job(duplicate.id, duplicate.name, "Medical Assistant"), await job(duplicate.id, duplicate.name, "Phlebotomist")];
    await db.insert(jobPostings).values({ companyId: duplicate.id, title: "Receptionist" });

    // Members: one in both (recruiter here, owner there: keeps owner), one only in the duplicate.
    const both = await createUser({ name: "Bo Both" });
    const onlyDup = await createUser({ name: "Dee Dup" });
    await db.insert(companyMembers).values([
      { companyId: survivor.id, userId: both.id, memberRole: "recruiter", jobTitle: "" },
      { companyId: duplicate.id, userId: both.id, memberRole: "owner", jobTitle: "Head of People" },
      { companyId: duplicate.id, userId: onlyDup.id, memberRole: "interviewer" },
    ]);
    // Domains, join requests (one pending on both sides for the same person), an invitation.
    await db.insert(companyDomains).values({ domain: `nw-${randomUUID().slice(0, 6)}.example`, companyId: duplicate.id });
    const asker = await createUser({ name: "Asa Asker" });
    await db.insert(companyJoinRequests).values([
      { companyId: survivor.id, userId: asker.id },
      { companyId: duplicate.id, userId: asker.id },
      { companyId: duplicate.id, userId: onlyDup.id, status: "declined" },
    ]);
    await db.insert(companyInvitations).values({ companyId: duplicate.id, email: "new@example.test", companyRole: "recruiter", tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) });
    // Requisitions: REQ-1 on both sides.
    await db.insert(requisitions).values([
      { companyId: survivor.id, number: 1, title: "Charge nurse" },
      { companyId: duplicate.id, number: 1, title: "Night nurse" },
      { companyId: duplicate.id, number: 2, title: "Day nurse" },
    ]);
    // Pipeline stages (the default set on both sides) and an application tracked in the duplicate's "Applied".
    await ensurePipelineStages(db, survivor.id);
    const dupStages = await ensurePipelineStages(db, duplicate.id);
    const candidate = await createUser({ name: "Casey Candidate" });
    const [app] = await db.insert(applications).values({ jobId: dupJobs[0]!, userId: candidate.id, companyId: duplicate.id, stage: "applied", submittedAt: new Date() }).returning({ id: applications.id });
    const dupApplied = dupStages.find((s) => s.kind === "applied")!;
    // (A trigger gives every application its tracking row.)
    await db.update(applicationTracking).set({ pipelineStageId: dupApplied.id }).where(eq(applicationTracking.applicationId, app!.id));
    // Talent pipelines and saved searches with the same names.
    await db.insert(talentPipelines).values([
      { companyId: survivor.id, name: "Nurses" },
      { companyId: duplicate.id, name: "nurses" },
    ]);
    await db.insert(talentSavedSearches).values([
      { companyId: survivor.id, userId: both.id, name: "RNs in Austin", params: {} },
      { companyId: duplicate.id, userId: both.id, name: "RNs in Austin", params: {} },
    ]);
    // The duplicate had an older address of its own.
    await db.insert(companySlugRedirects).values({ oldSlug: `old-${duplicate.slug}`, companyId: duplicate.id });

    const before = await rowsByTable([survivor.id, duplicate.id]);
    const dupRowsBefore = await rowsByTable([duplicate.id]);

    // The preview says what moves and what meets the survivor's rows.
    const preview = await callRoute(previewGet, { path: `/api/admin/companies/${survivor.id}/merge?duplicateId=${duplicate.id}`, params: { id: survivor.id }, cookie: admin.cookie });
    expect(preview.status).toBe(200);
    const p = await preview.json();
    expect(p.duplicate).toMatchObject({ id: duplicate.id, openJobs: 2, members: 2 });
    const previewCounts = Object.fromEntries(p.counts.map((c: { table: string; rows: number }) => [c.table, c.rows]));
    expect(previewCounts).toEqual(Object.fromEntries(Object.entries(dupRowsBefore).filter(([, n]) => n > 0)));
    const conflicts = Object.fromEntries(p.conflicts.map((c: { table: string; rows: number }) => [c.table, c.rows]));
    expect(conflicts).toMatchObject({ company_members: 1, company_join_requests: 1, requisitions: 1, talent_pipelines: 1, talent_saved_searches: 1 });
    expect(conflicts.company_pipeline_stages).toBe(dupStages.length);

    const res = await merge(survivor.id, duplicate.id, admin.cookie);
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.moved.jobs).toBe(2);
    expect(result.resolved).toMatchObject({ company_members: 1, company_join_requests: 1, requisitions: 1, talent_pipelines: 1, talent_saved_searches: 1 });

    // The duplicate is gone; nothing was lost with it: every table holds what both had, less the
    // rows that were the same thing twice (a member in both, a stage both had).
    expect(await db.select().from(companies).where(eq(companies.id, duplicate.id))).toHaveLength(0);
    const after = await rowsByTable([survivor.id]);
    for (const [table, n] of Object.entries(before)) {
      const merged = table === "company_members" || table === "company_pipeline_stages" ? (result.resolved[table] ?? 0) : 0;
      const added = table === "company_slug_redirects" ? 1 : 0; // the duplicate's own address
      expect({ table, rows: after[table] }).toEqual({ table, rows: n - merged + added });
    }

    // Members: one row for the person in both, with the higher role and the title they had.
    const members = await db.select().from(companyMembers).where(eq(companyMembers.companyId, survivor.id));
    expect(members).toHaveLength(2);
    expect(members.find((m) => m.userId === both.id)).toMatchObject({ memberRole: "owner", jobTitle: "Head of People" });
    // Join requests: the second pending one was withdrawn.
    const pending = await db.select().from(companyJoinRequests).where(and(eq(companyJoinRequests.companyId, survivor.id), eq(companyJoinRequests.status, "pending")));
    expect(pending).toHaveLength(1);
    // Requisitions: the clashing REQ-1 got the next free number.
    const reqs = await db.select({ number: requisitions.number, title: requisitions.title }).from(requisitions).where(eq(requisitions.companyId, survivor.id));
    expect(reqs.sort((a, b) => a.number - b.number)).toEqual([
      { number: 1, title: "Charge nurse" },
      { number: 2, title: "Day nurse" },
      { number: 3, title: "Night nurse" },
    ]);
    // Stages: the application is in the survivor's Applied stage.
    const survivorStages = await db.select().from(companyPipelineStages).where(eq(companyPipelineStages.companyId, survivor.id));
    const [tracking] = await db.select().from(applicationTracking).where(eq(applicationTracking.applicationId, app!.id));
    expect(tracking!.pipelineStageId).toBe(survivorStages.find((s) => s.kind === "applied")!.id);
    expect(tracking!.companyId).toBe(survivor.id);
    // Same-named pipelines and saved searches were renamed, not dropped.
    const pipelines = await db.select({ name: talentPipelines.name }).from(talentPipelines).where(eq(talentPipelines.companyId, survivor.id));
    expect(pipelines.map((x) => x.name).sort()).toEqual(["Nurses", `nurses (from ${duplicate.name})`]);
    const searches = await db.select({ name: talentSavedSearches.name }).from(talentSavedSearches).where(eq(talentSavedSearches.companyId, survivor.id));
    expect(searches.map((x) => x.name).sort()).toEqual(["RNs in Austin", `RNs in Austin (from ${duplicate.name})`]);
    // Jobs: the survivor's, with its name in the search documents.
    const docs = await db.select({ companyName: jobDocuments.companyName }).from(jobDocuments).where(eq(jobDocuments.jobId, dupJobs[1]!));
    expect(docs[0]!.companyName).toBe(survivor.name);
    const [search] = await db.execute<{ company_id: string }>(sql`select company_id from job_search where id = ${dupJobs[1]!}::uuid`).then((r) => r.rows);
    expect(search!.company_id).toBe(survivor.id);
    // Both old addresses of the duplicate lead to the survivor.
    const redirects = await db.select({ oldSlug: companySlugRedirects.oldSlug }).from(companySlugRedirects).where(eq(companySlugRedirects.companyId, survivor.id));
    expect(redirects.map((r) => r.oldSlug).sort()).toEqual([duplicate.slug, `old-${duplicate.slug}`].sort());

    const [audit] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, MERGE_ACTION), eq(auditEvents.targetId, survivor.id)));
    expect(audit).toMatchObject({ actorUserId: admin.id, targetType: "company", correlationId: res.headers.get("x-correlation-id") });
    expect(audit!.data).toMatchObject({ survivorId: survivor.id, duplicateId: duplicate.id, moved: result.moved, resolved: result.resolved });
  });

  it("the duplicate's page redirects (308) to the survivor's; its jobs show there", async () => {
    const admin = await signedInAdmin();
    const survivor = await company("Contoso Clinics");
    const duplicate = await company("Contoso Clinic");
    await job(duplicate.id, duplicate.name, "Dental Hygienist");
    expect((await merge(survivor.id, duplicate.id, admin.cookie)).status).toBe(200);
    const { default: Page } = await import("@/app/companies/[slug]/[[...page]]/page");
    const digest = await Promise.resolve(Page({ params: Promise.resolve({ slug: duplicate.slug }) })).then(
      () => "rendered",
      (e: { digest?: string }) => e.digest ?? String(e),
    );
    expect(digest).toMatch(new RegExp(`^NEXT_REDIRECT;replace;/companies/${survivor.slug};308;`));
    const { renderToStaticMarkup } = await import("react-dom/server");
    const page = renderToStaticMarkup(await Page({ params: Promise.resolve({ slug: survivor.slug }) }));
    expect(page).toContain("Dental Hygienist");
    expect(page).toContain("Open jobs (1)");
  });

  it("refuses a company merged into itself (400), an unknown duplicate (404), and anyone but an administrator (401/403)", async () => {
    const admin = await signedInAdmin();
    const a = await company("Fabrikam");
    const b = await company("Fabrikam Co");
    const self = await merge(a.id, a.id, admin.cookie);
    expect(self.status).toBe(400);
    expect((await self.json()).error.message).toBe(ADMIN_COMPANY_MESSAGES.mergeSelf);
    expect((await merge(a.id, randomUUID(), admin.cookie)).status).toBe(404);
    expect((await merge(randomUUID(), b.id, admin.cookie)).status).toBe(404);
    expect((await merge(a.id, b.id)).status).toBe(401);
    const hiring = await signedInUser({ roles: ["Hiring Manager"] });
    expect((await merge(a.id, b.id, hiring.cookie)).status).toBe(403);
    expect(await getDb().select().from(companies).where(eq(companies.id, b.id))).toHaveLength(1);
  });
});
