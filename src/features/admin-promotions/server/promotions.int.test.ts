import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, jobPromotions, jobs, JOB_TAGS } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { searchJobs } from "@/features/jobs/server/queries";
import { POST as createPost } from "@/app/api/admin/promoted-jobs/route";
import { PATCH as updatePatch } from "@/app/api/admin/promoted-jobs/[id]/route";
import { POST as endPost } from "@/app/api/admin/promoted-jobs/[id]/end/route";
import { GET as pickerGet } from "@/app/api/admin/promoted-jobs/jobs/route";
import { callRoute } from "@/testing/http";
import { workerHandlers } from "@/worker/handlers";
import { signedInUser } from "@/features/admin/admin-session.testing";
import type { CurrentUser } from "@/lib/auth/session";
import { PROMOTION_MESSAGES as M } from "../messages";
import { utcDay, addDays } from "../format";
import { createPromotion, updatePromotion } from "./save-promotion";
import { endPromotion } from "./end-promotion";
import { syncPromotions } from "./sync-promotions";
import { listPromotions } from "./queries";
import { promotionsListQuerySchema } from "../schemas";

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const record = (ref: string, title: string, description: string, posted: string) => ({
  title, referenceNumber: ref, date: posted, validThrough: new Date(Date.now() + 60 * DAY).toISOString(), url: `https://careers.example.com/${ref}`,
  company: "Promo Health", postalCode: "78701", country: "US", description: `<p>${description}</p>`, jobType: "Full-time", category: "Healthcare", subcategory: "Pharmacy",
});

let ids: Record<string, string> = {};
let admin: CurrentUser;
let adminCookie: string;
const ctx = { correlationId: "test" };

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX"] });
  const stats = await importJobs(db, {
    source: "promo-test",
    records: [
      record("NEW", "Pharmacy Technician", "Fill prescriptions.", ago(DAY)),
      record("OLD", "Pharmacy Technician", "Fill prescriptions.", ago(5 * DAY)),
      record("STRONG", "Pharmacy Technician Lead", "Lead pharmacy technician for our pharmacy technician team: pharmacy technician training.", ago(3 * DAY)),
      record("WEAK", "Warehouse Associate", "Stock shelves; a former pharmacy technician welcome.", ago(2 * DAY)),
    ],
  });
  expect(stats.rejected).toBe(0);
  const rows = await db.select({ id: jobs.id, ref: jobs.externalRef }).from(jobs);
  ids = Object.fromEntries(rows.map((r) => [r.ref, r.id]));
  const user = await signedInUser({ roles: ["Administrator"], twoFactorEnabled: true, name: "Pat Promoter" });
  adminCookie = user.cookie;
  admin = { id: user.id, name: "Pat Promoter", email: user.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles: ["Administrator"], sessionId: "s" } as CurrentUser;
});

const tagsOf = async (id: string) => (await getDb().select({ tags: jobs.tags, isPromoted: jobs.isPromoted }).from(jobs).where(eq(jobs.id, id)))[0]!;
const order = async () => (await searchJobs(getDb(), { q: "pharmacy technician", pageSize: 20 })).hits.map((h) => Object.entries(ids).find(([, id]) => id === h.id)![0]);

describe("promotion lifecycle", () => {
  it("a scheduled promotion starts at its start (tag and boost on) and ends at its end (off), each audited", async () => {
    const db = getDb();
    const now = new Date();
    const start = addDays(utcDay(now), 2);
    const end = addDays(start, 3);
    const before = await order();
    expect(before.indexOf("NEW")).toBeLessThan(before.indexOf("OLD")); // equal text: newer first

    const p = await createPromotion(db, admin, { jobId: ids.OLD!, startDate: start, endDate: end, boost: 2 }, ctx);
    expect(p.status).toBe("scheduled");
    expect((await tagsOf(ids.OLD!)).isPromoted).toBe(false);
    const queued = await db.execute<{ start_after: Date }>(sql`select start_after from pgboss.job where name = 'promoted-jobs' and data->>'promotionId' = ${p.id} order by start_after`);
    expect(queued.rows.map((r) => new Date(r.start_after).toISOString())).toEqual([`${start}T00:00:00.000Z`, `${end}T00:00:00.000Z`]);

    // A minute before the start nothing happens; at the start the tag and the boost are on.
    expect(await syncPromotions(db, new Date(Date.parse(`${start}T00:00:00Z`) - 60_000))).toEqual({ started: 0, ended: 0, retagged: 0 });
    expect(await syncPromotions(db, new Date(`${start}T00:00:00Z`))).toEqual({ started: 1, ended: 0, retagged: 1 });
    const on = await tagsOf(ids.OLD!);
    expect(on.tags).toContain(JOB_TAGS.promoted);
    expect(on.isPromoted).toBe(true);
    const during = await order();
    expect(during.indexOf("OLD")).toBeLessThan(during.indexOf("NEW"));
    const hit = (await searchJobs(db, { q: "pharmacy technician" })).hits.find((h) => h.id === ids.OLD);
    expect(hit?.isPromoted).toBe(true);

    // A run again (the queue is at least once) changes nothing.
    expect(await syncPromotions(db, new Date(`${start}T12:00:00Z`))).toEqual({ started: 0, ended: 0, retagged: 0 });

    expect(await syncPromotions(db, new Date(`${end}T00:00:00Z`))).toEqual({ started: 0, ended: 1, retagged: 1 });
    expect((await tagsOf(ids.OLD!)).isPromoted).toBe(false);
    const after = await order();
    expect(after.indexOf("NEW")).toBeLessThan(after.indexOf("OLD"));
    const audits = await db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.targetId, p.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["admin.promotion.create", "admin.promotion.finish", "admin.promotion.start"]);
  });

  it("the boost is bounded: a promoted job with a much weaker text match stays below the strong match", async () => {
    const db = getDb();
    const ranks = await db.execute<{ external_ref: string; rank: number }>(sql`
      select jobs.external_ref, ts_rank_cd(job_search.search_vector, to_tsquery('english', 'pharmaci & technician')) as rank
      from jobs join job_search on job_search.id = jobs.id where jobs.external_ref in ('STRONG', 'WEAK')`);
    const rank = Object.fromEntries(ranks.rows.map((r) => [r.external_ref, Number(r.rank)]));
    expect(rank.WEAK! * 1.3).toBeLessThan(rank.STRONG!); // the precondition: more than the largest boost apart
    const today = utcDay(new Date());
    const p = await createPromotion(db, admin, { jobId: ids.WEAK!, startDate: today, endDate: addDays(today, 7), boost: 3 }, ctx);
    expect(p.status).toBe("active");
    const hits = await order();
    expect(hits.indexOf("STRONG")).toBeLessThan(hits.indexOf("WEAK"));
    await endPromotion(db, admin, p.id, { action: "end" }, ctx);
  });

  it("starting today is active at once; end now takes the tag off; cancel stops a scheduled one; edits are audited with before and after", async () => {
    const db = getDb();
    const today = utcDay(new Date());
    const p = await createPromotion(db, admin, { jobId: ids.NEW!, startDate: today, endDate: addDays(today, 10), boost: 1 }, ctx);
    expect(p.status).toBe("active");
    expect((await tagsOf(ids.NEW!)).isPromoted).toBe(true);

    const edited = await updatePromotion(db, admin, p.id, { startDate: today, endDate: addDays(today, 20), boost: 3 }, ctx);
    expect(edited).toMatchObject({ status: "active", endDate: addDays(today, 20), boost: 3 });
    const [audit] = await db.select().from(auditEvents).where(sql`${auditEvents.targetId} = ${p.id} and ${auditEvents.action} = 'admin.promotion.update'`);
    expect(audit!.data).toMatchObject({ before: { boost: 1, endDate: addDays(today, 10) }, after: { boost: 3, endDate: addDays(today, 20) } });

    await expect(updatePromotion(db, admin, p.id, { startDate: addDays(today, 1), endDate: addDays(today, 20), boost: 3 }, ctx)).rejects.toThrow(M.activeStartFixed);

    const ended = await endPromotion(db, admin, p.id, { action: "end" }, ctx);
    expect(ended.status).toBe("ended");
    expect((await tagsOf(ids.NEW!)).isPromoted).toBe(false);
    await expect(endPromotion(db, admin, p.id, { action: "end" }, ctx)).rejects.toThrow(M.cannotEnd);

    const later = await createPromotion(db, admin, { jobId: ids.NEW!, startDate: addDays(today, 30), endDate: addDays(today, 40), boost: 1 }, ctx);
    await expect(createPromotion(db, admin, { jobId: ids.NEW!, startDate: addDays(today, 35), endDate: addDays(today, 45), boost: 1 }, ctx)).rejects.toThrow(M.overlap);
    const cancelled = await endPromotion(db, admin, later.id, { action: "cancel" }, ctx);
    expect(cancelled.status).toBe("cancelled");
    // Its queued start finds nothing to do.
    expect(await syncPromotions(db, new Date(`${addDays(today, 30)}T00:00:00Z`))).toMatchObject({ started: 0 });
    expect((await tagsOf(ids.NEW!)).isPromoted).toBe(false);
    const [row] = await db.select().from(jobPromotions).where(eq(jobPromotions.id, later.id));
    expect(row!.status).toBe("cancelled");
  });

  it("a feed import that rewrites a promoted job keeps its tag, with no sync run; the search sees it", async () => {
    const db = getDb();
    const today = utcDay(new Date());
    const p = await createPromotion(db, admin, { jobId: ids.STRONG!, startDate: today, endDate: addDays(today, 3), boost: 1 }, ctx);
    const before = (await db.select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, ids.STRONG!)))[0]!.updatedAt;
    // The same source's feed, served over HTTP to the worker's import handler, with STRONG's record
    // changed (a new title) and no tags of its own, so the importer rewrites the row's tags.
    const changed = [
      record("NEW", "Pharmacy Technician", "Fill prescriptions.", ago(DAY)),
      record("OLD", "Pharmacy Technician", "Fill prescriptions.", ago(5 * DAY)),
      record("STRONG", "Senior Pharmacy Technician Lead", "Lead pharmacy technician for our pharmacy technician team: pharmacy technician training.", ago(3 * DAY)),
      record("WEAK", "Warehouse Associate", "Stock shelves; a former pharmacy technician welcome.", ago(2 * DAY)),
    ];
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(changed));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
      const handlerContext = { jobId: "test", retryCount: 0, queue: "import-feed" as const, signal: new AbortController().signal };
      const stats = (await workerHandlers()["import-feed"]!({ source: "promo-test", url, format: "json" }, handlerContext)) as { updated: number };
      expect(stats.updated).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
    const [row] = await db.select({ title: jobs.title, tags: jobs.tags, isPromoted: jobs.isPromoted, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, ids.STRONG!));
    expect(row!.title).toBe("Senior Pharmacy Technician Lead"); // the record was rewritten
    expect(row!.tags).toEqual([JOB_TAGS.promoted]);
    expect(row!.isPromoted).toBe(true);
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const hit = (await searchJobs(db, { q: "senior pharmacy technician", pageSize: 20 })).hits.find((h) => h.id === ids.STRONG);
    expect(hit?.isPromoted).toBe(true);
    // A job whose promotion is over gets the feed's tags only.
    await endPromotion(db, admin, p.id, { action: "end" }, ctx);
    expect((await tagsOf(ids.STRONG!)).isPromoted).toBe(false);
    // The safety net still puts the tag back if something else removed it.
    const again = await createPromotion(db, admin, { jobId: ids.STRONG!, startDate: today, endDate: addDays(today, 3), boost: 1 }, ctx);
    await db.update(jobs).set({ tags: [] }).where(eq(jobs.id, ids.STRONG!));
    expect(await syncPromotions(db)).toMatchObject({ retagged: 1 });
    expect((await tagsOf(ids.STRONG!)).isPromoted).toBe(true);
    await endPromotion(db, admin, again.id, { action: "end" }, ctx);
  });

  it("lists promotions with search, status filter and sort", async () => {
    const db = getDb();
    const all = await listPromotions(db, promotionsListQuerySchema.parse({}));
    expect(all.total).toBeGreaterThanOrEqual(5);
    const warehouse = await listPromotions(db, promotionsListQuerySchema.parse({ q: "warehouse" }));
    expect(warehouse.rows.map((r) => r.jobTitle)).toEqual(["Warehouse Associate"]);
    const ended = await listPromotions(db, promotionsListQuerySchema.parse({ status: "ended" }));
    expect(ended.rows.every((r) => r.status === "ended" || r.status === "cancelled")).toBe(true);
    const byBoost = await listPromotions(db, promotionsListQuerySchema.parse({ sort: "boost", dir: "asc" }));
    const boosts = byBoost.rows.map((r) => r.boost);
    expect(boosts).toEqual([...boosts].sort((a, b) => a - b));
    const byId = await listPromotions(db, promotionsListQuerySchema.parse({ q: ids.WEAK }));
    expect(byId.rows.every((r) => r.jobId === ids.WEAK)).toBe(true);
  });
});

describe("promoted-jobs API", () => {
  it("validates with clear messages and refuses non-admins", async () => {
    const today = utcDay(new Date());
    const bad = await callRoute(createPost, { method: "POST", path: "/api/admin/promoted-jobs", cookie: adminCookie, body: { jobId: ids.OLD, startDate: today, endDate: today, boost: 5 } });
    expect(bad.status).toBe(400);
    const issues = (await bad.json()).error.issues.map((i: { message: string }) => i.message);
    expect(issues).toEqual(expect.arrayContaining([M.boostRange]));
    const long = await callRoute(createPost, { method: "POST", path: "/api/admin/promoted-jobs", cookie: adminCookie, body: { jobId: ids.OLD, startDate: today, endDate: addDays(today, 91), boost: 1 } });
    expect((await long.json()).error.issues[0].message).toBe(M.tooLong);
    const past = await callRoute(createPost, { method: "POST", path: "/api/admin/promoted-jobs", cookie: adminCookie, body: { jobId: ids.OLD, startDate: addDays(today, -1), endDate: addDays(today, 3), boost: 1 } });
    expect((await past.json()).error.message).toBe(M.startInPast);

    const ok = await callRoute(createPost, { method: "POST", path: "/api/admin/promoted-jobs", cookie: adminCookie, body: { jobId: ids.OLD, startDate: addDays(today, 50), endDate: addDays(today, 52), boost: 2 } });
    expect(ok.status).toBe(200);
    const { id } = await ok.json();
    const patched = await callRoute(updatePatch, { method: "PATCH", path: `/api/admin/promoted-jobs/${id}`, params: { id }, cookie: adminCookie, body: { startDate: addDays(today, 50), endDate: addDays(today, 60), boost: 1 } });
    expect(await patched.json()).toMatchObject({ endDate: addDays(today, 60), boost: 1 });
    const picker = await callRoute(pickerGet, { path: "/api/admin/promoted-jobs/jobs?q=warehouse", cookie: adminCookie });
    expect((await picker.json()).jobs.map((j: { id: string }) => j.id)).toEqual([ids.WEAK]);

    const candidate = await signedInUser({ roles: [] });
    const refused = await callRoute(endPost, { method: "POST", path: `/api/admin/promoted-jobs/${id}/end`, params: { id }, cookie: candidate.cookie, body: { action: "cancel" } });
    expect(refused.status).toBe(403);
    const anon = await callRoute(createPost, { method: "POST", path: "/api/admin/promoted-jobs", body: { jobId: ids.OLD, startDate: today, endDate: addDays(today, 2), boost: 1 } });
    expect(anon.status).toBe(401);
    const cancel = await callRoute(endPost, { method: "POST", path: `/api/admin/promoted-jobs/${id}/end`, params: { id }, cookie: adminCookie, body: { action: "cancel" } });
    expect((await cancel.json()).status).toBe("cancelled");
  });
});
