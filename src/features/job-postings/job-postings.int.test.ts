import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, externalApplyClicks, jobDocuments, jobLocations, jobs, jobScreeningQuestions, jobSkills, locations } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { jobDetailPath } from "@/lib/job-routes";
import { expireOverdueJobs } from "@/features/jobs/server/import/expire-overdue";
import { jobDetailProxy } from "@/features/jobs/server/job-detail-proxy";
import { jobStats } from "@/features/jobs/server/job-stats";
import { getJobDetail, listCompanyOpenJobs } from "@/features/jobs/server/queries";
import { searchJobsCached } from "@/features/jobs/server/search/search-cache";
import { cachedJobSitemapChunks, forgetSitemapChunks } from "@/features/feeds/server/cached-sitemap-chunks";
import { buildSitemapFile, buildSitemapIndex } from "@/features/feeds/server/sitemaps";
import { createUser } from "@/testing/factories";
import { api, completeInput, json, loadReferenceData, makeCompany, person, publishedPosting, type Actor } from "./job-postings.testing";
import type { BulkResult, PostingAnalytics, PostingListResult, PostingView } from "./types";

/*
 * Job postings through their API on a real database (decision 039): drafts and autosave, publishing
 * into the public job (search, the company page, the sitemaps and the job page at once), edits while
 * live, pause / resume / close with the job page's 410 at once, expiry, the screening questions kept
 * in step, sanitising, the pay transparency rule, the list, bulk changes and analytics.
 */

let refs: { categoryId: string; subcategoryId: string };
let company: { id: string; slug: string; name: string };
let other: { id: string; slug: string; name: string };
let owner: Actor;
let recruiter: Actor;
let otherOwner: Actor;

beforeAll(async () => {
  refs = await loadReferenceData();
  company = await makeCompany("Northwind Health");
  other = await makeCompany("Contoso Clinics");
  owner = await person({ companyId: company.id, role: "owner", name: "Hana Hiring" });
  recruiter = await person({ companyId: company.id, role: "recruiter", name: "Riley Recruiter" });
  otherOwner = await person({ companyId: other.id, role: "owner" });
});

const pageStatus = async (id: string) => (await jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(id)}`))).status;
const jobRow = async (id: string) => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0];
const searchTitles = async (q: string) => (await searchJobsCached(getDb(), { q })).hits.map((h) => h.title);

describe("a draft", () => {
  it("is saved half written, keeps what was typed, and is checked on the server", async () => {
    const draft = await json<PostingView>(await api.create(company.id, { ...completeInput(refs), title: "Front Desk", descriptionHtml: "", employmentType: "" }, owner), 201);
    expect(draft).toMatchObject({ status: "draft", displayStatus: "draft", companyId: company.id, ownerUserId: owner.id, jobPath: null });
    expect(draft.form).toMatchObject({ title: "Front Desk", salaryMin: "$19.00", employmentType: "", skills: ["phlebotomy", "vital-signs"] });
    expect(draft.skills.map((s) => s.name)).toEqual(["Phlebotomy", "Vital Signs"]);
    expect(await jobRow(draft.id)).toBeUndefined();

    // The server's own checks, with messages under the fields.
    const bad = await json<{ error: { issues: { path: string; message: string }[] } }>(
      await api.save(draft.id, { ...draft.form, title: "x".repeat(151), locations: [{ city: "Columbus", state: "CO", postalCode: "43215" }, { city: "Nowhere", state: "OH", postalCode: "" }], skills: ["made-up-skill"] }, owner),
      400,
    );
    expect(bad.error.issues).toEqual([{ path: "title", message: "Title must be less than 150 characters." }]);
    const refs2 = await json<{ error: { issues: { path: string; message: string }[] } }>(
      await api.save(draft.id, { ...draft.form, locations: [{ city: "Columbus", state: "CO", postalCode: "43215" }, { city: "Nowhere", state: "OH", postalCode: "" }], skills: ["made-up-skill"], ownerUserId: otherOwner.id, categoryId: refs.subcategoryId }, owner),
      400,
    );
    expect(refs2.error.issues).toEqual([
      { path: "locations.0.postalCode", message: "This ZIP code is in another state" },
      { path: "locations.1.city", message: "We could not find this city in this state" },
      { path: "skills", message: "Choose skills from the list" },
      { path: "categoryId", message: "Choose a category" },
      { path: "ownerUserId", message: "Choose a member of the company" },
    ]);
    // Nothing was written by the refused saves.
    expect((await json<PostingView>(await api.get(draft.id, owner))).form.title).toBe("Front Desk");

    // Publishing an incomplete draft says what is missing.
    const incomplete = await json<{ error: { message: string; issues: { path: string }[] } }>(await api.status(draft.id, "publish", owner), 400);
    expect(incomplete.error.issues.map((i) => i.path)).toEqual(["descriptionHtml", "employmentType"]);

    // Deleted while it is a draft that never went live.
    expect((await api.remove(draft.id, owner)).status).toBe(204);
    expect((await api.get(draft.id, owner)).status).toBe(404);
  });

  it("sanitises the description on save; the job page sanitises again when it reads it", async () => {
    const hostile =
      '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">click</a> <a href="https://example.com/x" target="_blank">ok</a></p><img src=x onerror=alert(3)><iframe src="https://evil.example"></iframe><h1>Big</h1>';
    const posting = await publishedPosting(company.id, owner, refs, { descriptionHtml: hostile });
    const [stored] = await getDb().select({ html: jobPostings.descriptionHtml }).from(jobPostings).where(eq(jobPostings.id, posting.id));
    const expected = '<p>Hello click <a href="https://example.com/x" rel="noopener nofollow">ok</a></p><h2>Big</h2>';
    expect(stored!.html).toBe(expected);
    const [doc] = await getDb().select({ html: jobDocuments.descriptionHtml }).from(jobDocuments).where(eq(jobDocuments.jobId, posting.id));
    expect(doc!.html).toBe(expected);

    // Whatever wrote the stored HTML, the page gets the sanitised one.
    await getDb().update(jobDocuments).set({ descriptionHtml: '<p>Raw <script>alert(1)</script><b onmouseover="x()">bold</b></p>' }).where(eq(jobDocuments.jobId, posting.id));
    expect((await getJobDetail(getDb(), posting.id))!.descriptionHtml).toBe("<p>Raw <b>bold</b></p>");
  });
});

describe("publishing", () => {
  it("writes the public job with the posting's id: in search, on the company page, in the sitemaps and on its page at once", async () => {
    const db = getDb();
    const title = `Phlebotomist ${randomUUID().slice(0, 6)}`;
    // Searched, company page and sitemap chunks read before it exists (the search and the chunks are cached).
    expect(await searchTitles(title)).toEqual([]);
    forgetSitemapChunks();
    const chunks = await cachedJobSitemapChunks();

    const posting = await publishedPosting(company.id, owner, refs, { title, remote: true, salaryMin: "$40,000", salaryMax: "$52,000", salaryPeriod: "year", skills: ["phlebotomy", "patient-care", "vital-signs"] });
    expect(posting).toMatchObject({ status: "published", displayStatus: "published", jobPath: jobDetailPath(posting.id) });
    expect(posting.firstPublishedAt).toBe(posting.publishedAt);

    const job = await jobRow(posting.id);
    expect(job).toMatchObject({
      source: "upstep",
      externalRef: posting.id,
      title,
      companyId: company.id,
      categoryId: refs.categoryId,
      subcategoryId: refs.subcategoryId,
      employmentType: "full-time",
      salaryMinCents: 4_000_000,
      salaryMaxCents: 5_200_000,
      salaryCurrency: "USD",
      salaryPeriod: "year",
      remote: true,
      status: "open",
      applyUrl: null,
      applyOnPlatform: true,
    });
    expect(job!.postedAt.toISOString()).toBe(posting.firstPublishedAt);
    expect(job!.validThrough!.toISOString()).toBe(`${posting.form.expiresOn}T23:59:59.999Z`);
    const places = await db
      .select({ key: locations.key })
      .from(jobLocations)
      .innerJoin(locations, eq(locations.id, jobLocations.locationId))
      .where(eq(jobLocations.jobId, posting.id))
      .orderBy(asc(jobLocations.position));
    expect(places.map((p) => p.key)).toEqual(["Remote", "US-43215"]);
    expect((await db.select().from(jobSkills).where(eq(jobSkills.jobId, posting.id)).orderBy(asc(jobSkills.position))).map((s) => s.skillSlug)).toEqual([
      "phlebotomy",
      "patient-care",
      "vital-signs",
    ]);
    const [question] = await db.select().from(jobScreeningQuestions).where(eq(jobScreeningQuestions.jobId, posting.id));
    expect(question).toMatchObject({ id: posting.form.questions[0]!.id, kind: "yes-no", prompt: "Are you a certified medical assistant?", knockoutAnswers: ["no"], required: 1 });

    // Search (its cache was emptied), the company page, the sitemap files of the chunks computed before.
    expect(await searchTitles(title)).toEqual([title]);
    expect((await listCompanyOpenJobs(db, { companyId: company.id, page: 1 })).items.map((j) => j.id)).toContain(posting.id);
    const index = await buildSitemapIndex(db, { baseUrl: "https://upstep.example", jobChunks: chunks });
    const names = [...index.matchAll(/\/sitemaps\/(jobs-\d+\.xml)/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(0);
    const files = await Promise.all(names.map((name) => buildSitemapFile(db, name, { baseUrl: "https://upstep.example", jobChunks: chunks })));
    expect(files.join("")).toContain(`https://upstep.example${jobDetailPath(posting.id)}`);
    expect(await pageStatus(posting.id)).toBe(200);
    const detail = (await getJobDetail(db, posting.id))!;
    expect(detail.skills.map((s) => s.name)).toEqual(["Phlebotomy", "Patient Care", "Vital Signs"]);

    // Job alerts are matched against it, through the queue.
    const queued = await db.execute<{ data: { jobIds: string[] } }>(sql`select data from pgboss.job where name = 'match-job-alerts'`);
    expect(queued.rows.some((r) => r.data.jobIds?.includes(posting.id))).toBe(true);
  });

  it("applies at the employer's https site when asked", async () => {
    const posting = await publishedPosting(company.id, owner, refs, { applyMode: "external", applyUrl: "https://careers.northwind.example/apply/ma" });
    expect(await jobRow(posting.id)).toMatchObject({ applyUrl: "https://careers.northwind.example/apply/ma", applyOnPlatform: false });
  });

  it("asks for a pay range where a state's law does, and says why", async () => {
    const draft = await json<PostingView>(await api.create(company.id, { ...completeInput(refs), locations: [{ city: "Denver", state: "CO", postalCode: "" }], salaryMin: "", salaryMax: "", salaryPeriod: "" }, owner), 201);
    const refused = await json<{ error: { issues: { path: string; message: string }[] } }>(await api.status(draft.id, "publish", owner), 400);
    expect(refused.error.issues).toEqual([
      { path: "salaryMin", message: "Colorado law requires a pay range in job postings. Add the minimum and maximum pay." },
      { path: "salaryMax", message: "Colorado law requires a pay range in job postings. Add the minimum and maximum pay." },
      { path: "salaryPeriod", message: "Choose per hour or per year" },
    ]);
    await json(await api.save(draft.id, { ...draft.form, salaryMin: "24", salaryMax: "28.5", salaryPeriod: "hour" }, owner));
    expect((await json<PostingView>(await api.status(draft.id, "publish", owner))).status).toBe("published");
    // Live, it cannot lose its pay range either.
    const live = await json<PostingView>(await api.get(draft.id, owner));
    expect((await api.save(draft.id, { ...live.form, salaryMax: "" }, owner)).status).toBe(400);
  });
});

describe("a live posting", () => {
  it("edits reach the job at once; screening questions are kept by id, added and removed", async () => {
    const db = getDb();
    const q1 = randomUUID();
    const q2 = randomUUID();
    const yesNo = { kind: "yes-no" as const, options: [], required: true, knockoutMin: "", knockoutMax: "" };
    const posting = await publishedPosting(company.id, owner, refs, {
      questions: [
        { ...yesNo, id: q1, prompt: "Certified?", knockoutAnswers: ["no"] },
        { ...yesNo, id: q2, prompt: "Weekends?", knockoutAnswers: [] },
      ],
    });
    const q3 = randomUUID();
    const title = `Lead Medical Assistant ${randomUUID().slice(0, 6)}`;
    const saved = await json<PostingView>(
      await api.save(
        posting.id,
        {
          ...posting.form,
          title,
          questions: [
            { id: q3, kind: "number", prompt: "Years in a clinic?", options: [], required: true, knockoutAnswers: [], knockoutMin: "1", knockoutMax: "" },
            { ...yesNo, id: q1, prompt: "Are you certified (CMA or RMA)?", knockoutAnswers: ["no"], required: false },
          ],
        },
        recruiter,
      ),
    );
    expect(saved.form.title).toBe(title);
    expect((await jobRow(posting.id))!.title).toBe(title);
    const [doc] = await db.select({ title: jobDocuments.title }).from(jobDocuments).where(eq(jobDocuments.jobId, posting.id));
    expect(doc!.title).toBe(title);
    expect(await searchTitles(title)).toEqual([title]);
    const questions = await db.select().from(jobScreeningQuestions).where(eq(jobScreeningQuestions.jobId, posting.id)).orderBy(asc(jobScreeningQuestions.position));
    expect(questions.map((q) => [q.id, q.position, q.kind, q.prompt, q.required, q.knockoutMin])).toEqual([
      [q3, 0, "number", "Years in a clinic?", 1, 1],
      [q1, 1, "yes-no", "Are you certified (CMA or RMA)?", 0, null],
    ]);

    // Another job's question id is never taken over: the copy gets an id of its own.
    const other = await publishedPosting(company.id, owner, refs, { questions: [{ ...yesNo, id: q1, prompt: "Copied?", knockoutAnswers: [] }] });
    expect(other.form.questions[0]!.id).not.toBe(q1);
    const [kept] = await db.select({ jobId: jobScreeningQuestions.jobId, prompt: jobScreeningQuestions.prompt }).from(jobScreeningQuestions).where(eq(jobScreeningQuestions.id, q1));
    expect(kept).toEqual({ jobId: posting.id, prompt: "Are you certified (CMA or RMA)?" });
  });

  it("pause answers 410 at once and leaves search; resume opens it again; close is final", async () => {
    const title = `Patient Care Tech ${randomUUID().slice(0, 6)}`;
    const posting = await publishedPosting(company.id, owner, refs, { title });
    expect(await pageStatus(posting.id)).toBe(200);
    expect(await searchTitles(title)).toEqual([title]);

    expect(await json<PostingView>(await api.status(posting.id, "pause", recruiter))).toMatchObject({ status: "paused", displayStatus: "paused" });
    expect((await jobRow(posting.id))!.status).toBe("closed");
    expect(await pageStatus(posting.id)).toBe(410);
    expect(await searchTitles(title)).toEqual([]);
    // Edited while paused: saved, still closed.
    const paused = await json<PostingView>(await api.get(posting.id, owner));
    await json(await api.save(posting.id, { ...paused.form, salaryMax: "$25.00" }, owner));
    expect(await jobRow(posting.id)).toMatchObject({ status: "closed", salaryMaxCents: 2500 });

    expect((await json<PostingView>(await api.status(posting.id, "resume", owner))).status).toBe("published");
    expect(await pageStatus(posting.id)).toBe(200);
    expect(await searchTitles(title)).toEqual([title]);

    expect((await json<PostingView>(await api.status(posting.id, "close", owner))).status).toBe("closed");
    expect(await pageStatus(posting.id)).toBe(410);
    expect(await searchTitles(title)).toEqual([]);
    for (const action of ["resume", "publish", "pause", "close"]) {
      const refused = await json<{ error: { message: string } }>(await api.status(posting.id, action, owner), 409);
      expect(refused.error.message).toBe("A closed posting cannot be changed. Duplicate it to post the job again.");
    }
    expect((await api.save(posting.id, paused.form, owner)).status).toBe(409);
    expect((await api.remove(posting.id, owner)).status).toBe(409);
    expect((await json<{ error: { issues: unknown[] } }>(await api.status(posting.id, "nap", owner), 400)).error.issues).toEqual([
      { path: "action", message: "Choose publish, pause, resume or close" },
    ]);

    // Posted again as a new draft with the same content and new question ids.
    const copy = await json<PostingView>(await api.duplicate(posting.id, owner), 201);
    expect(copy).toMatchObject({ status: "draft", firstPublishedAt: null, jobPath: null, form: { title, salaryMax: "$25.00" } });
    expect(copy.id).not.toBe(posting.id);
    expect(copy.form.questions[0]!.id).not.toBe(posting.form.questions[0]!.id);
    expect((await json<PostingView>(await api.status(copy.id, "publish", owner))).status).toBe("published");
  });

  it("expires with the sweep, shows as Expired, and runs again when its expiry moves", async () => {
    const db = getDb();
    const posting = await publishedPosting(company.id, owner, refs);
    const after = new Date(Date.parse(`${posting.form.expiresOn}T23:59:59.999Z`) + 1000);
    expect(await expireOverdueJobs(db, after)).toBeGreaterThanOrEqual(1);
    expect((await jobRow(posting.id))!.status).toBe("expired");
    expect((await json<PostingView>(await api.get(posting.id, owner))).displayStatus).toBe("expired");
    const listed = await json<PostingListResult>(await api.list(company.id, { status: "expired" }, owner));
    expect(listed.items.map((i) => i.id)).toContain(posting.id);

    const current = await json<PostingView>(await api.get(posting.id, owner));
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await json(await api.save(posting.id, { ...current.form, expiresOn: later }, owner));
    expect(await jobRow(posting.id)).toMatchObject({ status: "open", expiredAt: null });
    expect((await json<PostingView>(await api.get(posting.id, owner))).displayStatus).toBe("published");
  });
});

describe("the postings list", () => {
  it("searches by title, filters by status and owner, sorts and pages on the server, and counts applicants", async () => {
    const listCompany = await makeCompany("Fabrikam Care");
    const a = await person({ companyId: listCompany.id, role: "owner", name: "Avery Owner" });
    const b = await person({ companyId: listCompany.id, role: "hiring-manager", name: "Blake Manager" });
    const made: PostingView[] = [];
    for (const [i, title] of ["Night Nurse", "Day Nurse", "Cook", "Driver", "Nurse Aide"].entries()) {
      const by = i % 2 ? b : a;
      const draft = await json<PostingView>(await api.create(listCompany.id, completeInput(refs, { title }), by), 201);
      made.push(i < 3 ? await json<PostingView>(await api.status(draft.id, "publish", by)) : draft);
    }
    await json(await api.status(made[2]!.id, "pause", a));
    // Two sent applications and a draft one for Night Nurse.
    for (const stage of ["applied", "applied", "draft"] as const) {
      const candidate = await createUser();
      await getDb().insert(applications).values({ jobId: made[0]!.id, userId: candidate.id, companyId: listCompany.id, stage, submittedAt: stage === "draft" ? null : new Date() });
    }

    const list = async (qs: Record<string, string>, as: Actor = a) => json<PostingListResult>(await api.list(listCompany.id, qs, as));
    expect((await list({})).companyTotal).toBe(5);
    expect((await list({ q: "nurse", sort: "title" })).items.map((i) => i.title)).toEqual(["Day Nurse", "Night Nurse", "Nurse Aide"]);
    expect((await list({ status: "draft", sort: "title" })).items.map((i) => i.title)).toEqual(["Driver", "Nurse Aide"]);
    expect((await list({ status: "paused" })).items.map((i) => i.title)).toEqual(["Cook"]);
    expect((await list({ owner: "me", sort: "title" }, b)).items.map((i) => i.title)).toEqual(["Day Nurse", "Driver"]);
    expect((await list({ owner: a.id, sort: "title" }, b)).items.map((i) => i.title)).toEqual(["Cook", "Night Nurse", "Nurse Aide"]);
    const top = (await list({ sort: "applicants" })).items[0]!;
    expect(top).toMatchObject({ title: "Night Nurse", applicants: 2, status: "published", ownerName: "Avery Owner", location: "Columbus, OH", jobPath: jobDetailPath(made[0]!.id) });
    expect((await list({ q: "100%_\\" })).items).toEqual([]);

    const pageSize = 20;
    expect((await list({ page: "1" })).pageCount).toBe(Math.ceil(5 / pageSize));
    const beyond = await list({ page: "9" });
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });

    // The owner can be changed to another member.
    const cook = await json<PostingView>(await api.get(made[2]!.id, a));
    expect((await json<PostingView>(await api.save(cook.id, { ...cook.form, ownerUserId: b.id }, a))).ownerUserId).toBe(b.id);
  });

  it("bulk pause, resume and close: each posting on its own, with a result per row", async () => {
    const one = await publishedPosting(company.id, owner, refs);
    const two = await publishedPosting(company.id, owner, refs);
    const draft = await json<PostingView>(await api.create(company.id, completeInput(refs), owner), 201);
    const foreign = await publishedPosting(other.id, otherOwner, refs);
    const made = randomUUID();

    const paused = await json<BulkResult>(await api.bulk("pause", [one.id, two.id, draft.id, foreign.id, made], recruiter));
    expect(paused.results).toEqual([
      { id: one.id, ok: true, title: one.form.title, status: "paused" },
      { id: two.id, ok: true, title: two.form.title, status: "paused" },
      { id: draft.id, ok: false, title: draft.form.title, message: "As a draft, this posting cannot be paused." },
      { id: foreign.id, ok: false, title: null, message: "Not found." },
      { id: made, ok: false, title: null, message: "Not found." },
    ]);
    expect(await pageStatus(one.id)).toBe(410);
    expect(await pageStatus(foreign.id)).toBe(200);

    const resumed = await json<BulkResult>(await api.bulk("resume", [one.id], owner));
    expect(resumed.results[0]).toMatchObject({ ok: true, status: "published" });
    const closed = await json<BulkResult>(await api.bulk("close", [one.id, two.id], owner));
    expect(closed.results.map((r) => r.ok)).toEqual([true, true]);
    expect(await pageStatus(two.id)).toBe(410);

    expect((await json<{ error: { issues: { path: string; message: string }[] } }>(await api.bulk("pause", [], owner), 400)).error.issues).toEqual([
      { path: "ids", message: "Choose at least one posting" },
    ]);
    expect((await api.bulk("pause", Array.from({ length: 101 }, () => randomUUID()), owner)).status).toBe(400);
    expect((await api.bulk("delete", [one.id], owner)).status).toBe(400);
  });
});

describe("posting analytics", () => {
  it("views and apply clicks from the counter, clicks through to the employer's site, applications, by day", async () => {
    const db = getDb();
    const posting = await publishedPosting(company.id, owner, refs);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const stats = jobStats();
    for (let i = 0; i < 12; i++) stats.countView(posting.id);
    stats.countApplyClick(posting.id);
    stats.countApplyClick(posting.id);
    await stats.flush();
    await db.execute(sql`insert into job_daily_stats (job_id, day, views, apply_clicks) values (${posting.id}::uuid, ${yesterday}::date, 8, 1)`);
    for (const [stage, at] of [["applied", new Date()], ["in-review", new Date(Date.now() - 86_400_000)], ["draft", null]] as const) {
      const candidate = await createUser();
      await db.insert(applications).values({ jobId: posting.id, userId: candidate.id, companyId: company.id, stage, submittedAt: at });
    }
    const clicker = await createUser();
    await db.insert(externalApplyClicks).values({ userId: clicker.id, jobId: posting.id });

    const a = await json<PostingAnalytics>(await api.analytics(posting.id, "30", recruiter));
    expect(a).toMatchObject({ postingId: posting.id, days: 30, to: today, totals: { views: 20, applyClicks: 4, applications: 2 } });
    expect(a.byDay).toHaveLength(30);
    expect(a.byDay.at(-1)).toEqual({ day: today, views: 12, applyClicks: 3, applications: 1 });
    expect(a.byDay.at(-2)).toEqual({ day: yesterday, views: 8, applyClicks: 1, applications: 1 });
    expect(a.conversion).toEqual({ applyClickRate: 4 / 20, applicationRate: 2 / 20 });
    expect((await json<PostingAnalytics>(await api.analytics(posting.id, "90", owner))).byDay).toHaveLength(90);
    // A range it does not offer falls back to 30 days.
    expect((await json<PostingAnalytics>(await api.analytics(posting.id, "7", owner))).days).toBe(30);

    // A draft has nothing yet: zeros, no rates.
    const draft = await json<PostingView>(await api.create(company.id, completeInput(refs), owner), 201);
    const none = await json<PostingAnalytics>(await api.analytics(draft.id, "30", owner));
    expect(none.totals).toEqual({ views: 0, applyClicks: 0, applications: 0 });
    expect(none.conversion).toEqual({ applyClickRate: null, applicationRate: null });
  });
});

describe("counting views and apply clicks", () => {
  it("the job page proxy counts a person's view of an open posting, not bots, HEAD, prefetches or the page front's own fill", async () => {
    const db = getDb();
    const posting = await publishedPosting(company.id, owner, refs);
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
    const visit = (headers: Record<string, string>, method = "GET") =>
      jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(posting.id)}`, { method, headers: { "user-agent": browser, ...headers } }));
    await visit({});
    await visit({ rsc: "1" });
    await visit({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit({ "x-upstep-front-fill": "token" });
    await visit({ "next-router-prefetch": "1" });
    await visit({}, "HEAD");
    // Paused: the page is gone (410), nothing to count.
    await json(await api.status(posting.id, "pause", owner));
    await visit({});
    await jobStats().flush();
    const rows = await db.execute<{ views: number }>(sql`select views from job_daily_stats where job_id = ${posting.id}::uuid`);
    expect(rows.rows).toEqual([{ views: 2 }]);
  });
});

describe("one company's postings are not another's", () => {
  it("the list names a company the caller belongs to", async () => {
    expect((await api.list(company.id, {}, otherOwner)).status).toBe(404);
    expect((await api.create(company.id, completeInput(refs), otherOwner)).status).toBe(404);
    const rows = await getDb().select({ id: jobPostings.id }).from(jobPostings).where(and(eq(jobPostings.companyId, company.id), eq(jobPostings.createdByUserId, otherOwner.id)));
    expect(rows).toEqual([]);
  });
});
