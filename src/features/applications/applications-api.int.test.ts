import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, companyMembers, jobs, jobScreeningQuestions, notifications, resumes, users } from "@/db/schema";
import { GET as listGet } from "@/app/api/candidates/applications/route";
import { GET as byJobGet, PUT as byJobPut } from "@/app/api/candidates/applications/by-job/[jobId]/route";
import { POST as submitPost } from "@/app/api/candidates/applications/[id]/submit/route";
import { POST as withdrawPost } from "@/app/api/candidates/applications/[id]/withdraw/route";
import { GET as resumeGet } from "@/app/api/candidates/applications/[id]/resume/route";
import type { Role } from "@/lib/auth/roles";
import { makePdf } from "@/lib/uploads/test-fixtures";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { workerHandlers } from "@/worker/handlers";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { deliveredOutbox } from "@/testing/mail";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { APPLICATION_MESSAGES as M } from "./messages";
import { APPLICATION_LIMITS } from "./schemas";
import { listApplicationsForUser } from "./server/queries";
import type { ApplicationDetail, ApplicationSummary } from "./types";

/*
 * Applying on Upstep (issue 15 part 1, decision 033) through the real route handlers on a real
 * database: a draft saved step by step and kept 14 days, submit (history, profile snapshot, the
 * resume copied, the confirmation mail delivered, the notification stored), one application per
 * person and job, withdraw, closed jobs refused, knock-out answers marked but never shown to the
 * candidate, the limits' messages, and the authorization matrix on every route.
 */
withTemporaryUploadDir();

type Actor = { id: string; cookie: string; email: string };

async function signedIn(roles: Role[] = [], twoFactorEnabled = false): Promise<Actor> {
  const user = await createUser({ roles, name: "Ada Lovelace" });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  if (twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie, email: user.email };
}

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const record = (ref: string, extra: Record<string, unknown> = {}) => ({
  title: `Nurse ${ref}`,
  referenceNumber: ref,
  date: iso(-2),
  validThrough: iso(30),
  applyOnPlatform: true,
  company: "Apply Health",
  city: "Columbus",
  state: "OH",
  country: "US",
  description: "<p>Care.</p>",
  category: "Healthcare",
  ...extra,
});

const job: Record<string, { id: string; companyId: string }> = {};
const q: Record<string, string> = {};

beforeAll(async () => {
  const db = getDb();
  await importJobs(db, {
    source: "apply-test",
    records: [
      record("OPEN"),
      record("PLAIN"),
      record("EXPIRED", { date: iso(-60), validThrough: iso(-1) }),
      record("EXTERNAL", { applyOnPlatform: undefined, url: "https://careers.example.com/x" }),
      record("OTHER", { company: "Other Clinic" }),
    ],
  });
  for (const row of await db.select({ id: jobs.id, ref: jobs.externalRef, companyId: jobs.companyId }).from(jobs)) job[row.ref] = { id: row.id, companyId: row.companyId };
  const rows = await db
    .insert(jobScreeningQuestions)
    .values([
      { jobId: job.OPEN!.id, position: 0, kind: "yes-no", prompt: "Do you hold an active RN license?", knockoutAnswers: ["no"] },
      { jobId: job.OPEN!.id, position: 1, kind: "choice", prompt: "Which shift?", options: ["Days", "Nights", "Weekends"], knockoutAnswers: ["Weekends"] },
      { jobId: job.OPEN!.id, position: 2, kind: "number", prompt: "Years of nursing experience?", knockoutMin: 2 },
      { jobId: job.OPEN!.id, position: 3, kind: "text", prompt: "Anything else?", required: 0 },
    ])
    .returning({ id: jobScreeningQuestions.id, position: jobScreeningQuestions.position });
  for (const r of rows) q[["license", "shift", "years", "other"][r.position]!] = r.id;
});

async function resumeOf(actor: Actor, name = "Ada resume.pdf") {
  const key = newFileKey("pdf");
  const bytes = makePdf(`${name} contents`);
  await fileStorage().put(key, bytes);
  const [row] = await getDb().insert(resumes).values({ userId: actor.id, originalFileName: name, storageKey: key, mime: "application/pdf", sizeBytes: bytes.length, isDefault: true }).returning();
  return row!;
}

const byJobPath = (jobId: string) => `/api/candidates/applications/by-job/${jobId}`;
const get = (cookie: string | undefined, jobId: string) => callRoute(byJobGet, { path: byJobPath(jobId), cookie, params: { jobId } });
const put = (cookie: string | undefined, jobId: string, body: unknown) => callRoute(byJobPut, { method: "PUT", path: byJobPath(jobId), cookie, params: { jobId }, body });
const submit = (cookie: string | undefined, id: string) => callRoute(submitPost, { method: "POST", path: `/api/candidates/applications/${id}/submit`, cookie, params: { id } });
const withdraw = (cookie: string | undefined, id: string) => callRoute(withdrawPost, { method: "POST", path: `/api/candidates/applications/${id}/withdraw`, cookie, params: { id } });
const resume = (cookie: string | undefined, id: string) => callRoute(resumeGet, { path: `/api/candidates/applications/${id}/resume`, cookie, params: { id } });
const list = (cookie: string | undefined) => callRoute(listGet, { path: "/api/candidates/applications", cookie });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function errorOf(res: Response): Promise<{ status: number; message: string; issues: Record<string, string> }> {
  const body = (await res.json()) as { error: { message: string; issues?: { path: string; message: string }[] } };
  return { status: res.status, message: body.error.message, issues: Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message])) };
}

const GOOD_ANSWERS = () => [
  { questionId: q.license!, answer: "yes" },
  { questionId: q.shift!, answer: "Nights" },
  { questionId: q.years!, answer: "4" },
];

/** A candidate with a resume and a draft for OPEN holding everything a submit needs. */
async function readyDraft(actor?: Actor): Promise<{ actor: Actor; draft: ApplicationDetail; resumeId: string }> {
  const a = actor ?? (await signedIn());
  const r = await resumeOf(a);
  const draft = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { resumeId: r.id, coverLetter: "I would love to.", answers: GOOD_ANSWERS(), draftStep: "review" }));
  return { actor: a, draft, resumeId: r.id };
}

describe("a draft", () => {
  it("is created by the first save, updated by later ones, kept 14 days after the last edit and listed", async () => {
    const a = await signedIn();
    expect(await json<{ application: null }>(await get(a.cookie, job.OPEN!.id))).toEqual({ application: null });
    const first = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { draftStep: "resume" }));
    expect(first).toMatchObject({ stage: "draft", draftStep: "resume", coverLetter: "", answers: [], submittedAt: null, job: { id: job.OPEN!.id, title: "Nurse OPEN", companyName: "Apply Health", status: "open", location: "Columbus, OH" } });
    const expires = new Date(first.draftExpiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    const second = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { coverLetter: "  Hello  ", answers: [{ questionId: q.shift!, answer: "Days" }] }));
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ draftStep: "resume", coverLetter: "Hello" });
    // Every question has its place, blank until answered; the candidate never sees knock-out marks.
    expect(second.answers.map((x) => [x.prompt, x.answer])).toEqual([
      ["Do you hold an active RN license?", ""],
      ["Which shift?", "Days"],
      ["Years of nursing experience?", ""],
      ["Anything else?", ""],
    ]);
    expect(JSON.stringify(second)).not.toContain("knockedOut");
    expect((await json<ApplicationSummary[]>(await list(a.cookie))).map((x) => [x.id, x.stage])).toEqual([[first.id, "draft"]]);
  });

  it("expires: gone for the owner once past 14 days, deleted by the sweep, and a new save starts afresh", async () => {
    const a = await signedIn();
    const draft = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { coverLetter: "Old words" }));
    const db = getDb();
    await db.update(applications).set({ draftExpiresAt: new Date(Date.now() - 1000) }).where(eq(applications.id, draft.id));
    expect(await json<{ application: null }>(await get(a.cookie, job.OPEN!.id))).toEqual({ application: null });
    expect(await listApplicationsForUser(db, a.id)).toEqual([]);

    // A save before the sweep replaces the expired draft.
    const fresh = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { draftStep: "profile" }));
    expect(fresh.id).not.toBe(draft.id);
    expect(fresh.coverLetter).toBe("");

    // The sweep deletes expired drafts only.
    const b = await signedIn();
    const other = await json<ApplicationDetail>(await put(b.cookie, job.OPEN!.id, {}));
    await db.update(applications).set({ draftExpiresAt: new Date(Date.now() - 1000) }).where(eq(applications.id, other.id));
    const { draft: kept } = await readyDraft();
    const ctx = { jobId: "t", retryCount: 0, queue: "sweep" as const, signal: new AbortController().signal };
    expect(await workerHandlers().sweep!({}, ctx)).toMatchObject({ applicationDrafts: 1 });
    const left = (await db.select({ id: applications.id }).from(applications)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, kept.id]));
    expect(left).not.toContain(other.id);
  });

  it("refuses bad input with clear messages and keeps what was saved", async () => {
    const a = await signedIn();
    await put(a.cookie, job.OPEN!.id, { coverLetter: "Kept" });
    const tooLong = await errorOf(await put(a.cookie, job.OPEN!.id, { coverLetter: "x".repeat(APPLICATION_LIMITS.coverLetter + 1) }));
    expect(tooLong).toMatchObject({ status: 400, issues: { coverLetter: "Cover letter must be less than 5000 characters." } });
    expect((await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { coverLetter: "x".repeat(5000) }))).coverLetter).toHaveLength(5000);
    const answers = await errorOf(
      await put(a.cookie, job.OPEN!.id, {
        answers: [
          { questionId: q.license!, answer: "maybe" },
          { questionId: q.shift!, answer: "Evenings" },
          { questionId: q.years!, answer: "four" },
          { questionId: q.other!, answer: "y".repeat(501) },
        ],
      }),
    );
    expect(answers).toMatchObject({ status: 400, issues: { "answers.3.answer": "Answers must be less than 500 characters." } });
    const graded = await errorOf(
      await put(a.cookie, job.OPEN!.id, {
        answers: [
          { questionId: q.license!, answer: "maybe" },
          { questionId: q.shift!, answer: "Evenings" },
          { questionId: q.years!, answer: "four" },
          { questionId: job.PLAIN!.id, answer: "yes" },
        ],
      }),
    );
    expect(graded.issues).toEqual({
      [`answers.${q.license}`]: M.answerYesNo,
      [`answers.${q.shift}`]: M.answerChoice,
      [`answers.${q.years}`]: M.answerNumber,
      [`answers.${job.PLAIN!.id}`]: M.unknownQuestion,
    });
    const b = await signedIn();
    const someoneElses = await resumeOf(b);
    expect(await errorOf(await put(a.cookie, job.OPEN!.id, { resumeId: someoneElses.id }))).toMatchObject({ status: 400, issues: { resumeId: M.resumeGone } });
    expect(await errorOf(await put(a.cookie, job.OPEN!.id, { resumeId: "nope", draftStep: "done" }))).toMatchObject({ status: 400, issues: { resumeId: "Choose one of your resumes", draftStep: "Type a valid step" } });
    expect((await json<{ application: ApplicationDetail }>(await get(a.cookie, job.OPEN!.id))).application.coverLetter).toHaveLength(5000);
  });

  it("is refused for a closed job, a job that takes applications elsewhere and an unknown job", async () => {
    const a = await signedIn();
    expect(await errorOf(await put(a.cookie, job.EXPIRED!.id, {}))).toMatchObject({ status: 410, message: M.jobGone });
    expect(await errorOf(await put(a.cookie, job.EXTERNAL!.id, {}))).toMatchObject({ status: 400, message: M.notOnPlatform });
    expect((await put(a.cookie, "00000000-0000-4000-8000-000000000000", {})).status).toBe(404);
    expect((await put(a.cookie, "not-a-job", {})).status).toBe(404);
    expect((await get(a.cookie, "not-a-job")).status).toBe(404);
    expect(await getDb().select().from(applications).where(eq(applications.userId, a.id))).toEqual([]);
  });
});

describe("submitting", () => {
  it("sends the application: history, snapshot, a copied resume, knock-outs marked, the mail and the notification", async () => {
    const { actor: a, draft, resumeId } = await readyDraft();
    await put(a.cookie, job.OPEN!.id, { answers: [...GOOD_ANSWERS().slice(0, 2), { questionId: q.years!, answer: "1" }] });
    const sent = await json<ApplicationDetail>(await submit(a.cookie, draft.id));
    expect(sent).toMatchObject({ id: draft.id, stage: "applied", draftExpiresAt: null, resumeFileName: "Ada resume.pdf", resumeDownloadUrl: `/api/candidates/applications/${draft.id}/resume`, coverLetter: "I would love to." });
    expect(JSON.stringify(sent)).not.toContain("knockedOut");

    const db = getDb();
    const [row] = await db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row).toMatchObject({ stage: "applied", knockedOut: 1, resumeId, resumeMime: "application/pdf" });
    expect(row!.answers.map((x) => [x.answer, x.knockedOut])).toEqual([["yes", false], ["Nights", false], ["1", true], ["", false]]);
    expect(row!.profileSnapshot).toMatchObject({ name: "Ada Lovelace", email: a.email });
    const [original] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
    expect(row!.resumeStorageKey).not.toBe(original!.storageKey);
    expect(await db.select({ from: applicationEvents.fromStage, stage: applicationEvents.stage, role: applicationEvents.actorRole, by: applicationEvents.actorUserId }).from(applicationEvents).where(eq(applicationEvents.applicationId, draft.id))).toEqual([
      { from: "draft", stage: "applied", role: "candidate", by: a.id },
    ]);

    // Deleting the resume later keeps what the employer received.
    await db.delete(resumes).where(eq(resumes.id, resumeId));
    await fileStorage().delete(original!.storageKey);
    const file = await resume(a.cookie, draft.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("Ada resume.pdf");
    expect(Buffer.from(await file.arrayBuffer()).toString("latin1")).toContain("Ada resume.pdf contents");

    const mails = (await deliveredOutbox()).filter((m) => m.to === a.email);
    expect(mails.map((m) => m.subject)).toEqual(["You applied for Nurse OPEN at Apply Health"]);
    expect(mails[0]!.text).toContain("It included your resume Ada resume.pdf.");
    expect(mails[0]!.text).toContain("/dashboard/jobs");
    const stored = await db.select({ title: notifications.title, link: notifications.link }).from(notifications).where(eq(notifications.userId, a.id));
    expect(stored).toEqual([{ title: "You applied for Nurse OPEN", link: "/dashboard/jobs" }]);
  });

  it("once only: a second submit, a second draft save and a second 'apply' all answer the first application", async () => {
    const { actor: a, draft } = await readyDraft();
    const first = await json<ApplicationDetail>(await submit(a.cookie, draft.id));
    const again = await json<ApplicationDetail>(await submit(a.cookie, draft.id));
    expect(again).toEqual(first);
    expect(await errorOf(await put(a.cookie, job.OPEN!.id, { coverLetter: "Another go" }))).toMatchObject({ status: 409, message: M.alreadyApplied });
    expect((await json<{ application: ApplicationDetail }>(await get(a.cookie, job.OPEN!.id))).application).toMatchObject({ id: draft.id, stage: "applied", coverLetter: "I would love to." });
    const db = getDb();
    expect(await db.select().from(applications).where(and(eq(applications.userId, a.id), eq(applications.jobId, job.OPEN!.id)))).toHaveLength(1);
    expect(await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, draft.id))).toHaveLength(1);
    expect((await deliveredOutbox()).filter((m) => m.to === a.email)).toHaveLength(1);
  });

  it("needs a resume and every required answer, and the job still open", async () => {
    const a = await signedIn();
    const bare = await json<ApplicationDetail>(await put(a.cookie, job.OPEN!.id, { answers: [{ questionId: q.license!, answer: "yes" }] }));
    expect(await errorOf(await submit(a.cookie, bare.id))).toMatchObject({ status: 400, issues: { [`answers.${q.shift}`]: M.answerRequired, [`answers.${q.years}`]: M.answerRequired } });
    await put(a.cookie, job.OPEN!.id, { answers: GOOD_ANSWERS() });
    expect(await errorOf(await submit(a.cookie, bare.id))).toMatchObject({ status: 400, issues: { resumeId: M.chooseResume } });

    const r = await resumeOf(a);
    await put(a.cookie, job.OPEN!.id, { resumeId: r.id });
    await getDb().update(jobs).set({ status: "closed" }).where(eq(jobs.id, job.OPEN!.id));
    try {
      expect(await errorOf(await submit(a.cookie, bare.id))).toMatchObject({ status: 410, message: M.jobGone });
    } finally {
      await getDb().update(jobs).set({ status: "open" }).where(eq(jobs.id, job.OPEN!.id));
    }
    expect((await json<ApplicationDetail>(await submit(a.cookie, bare.id))).stage).toBe("applied");
  });
});

describe("withdrawing", () => {
  it("sets withdrawn with a history row by the candidate; again is a no-op; drafts and decided ones cannot", async () => {
    const { actor: a, draft } = await readyDraft();
    expect(await errorOf(await withdraw(a.cookie, draft.id))).toMatchObject({ status: 409, message: M.notWithdrawable });
    await submit(a.cookie, draft.id);
    const out = await json<ApplicationDetail>(await withdraw(a.cookie, draft.id));
    expect(out).toMatchObject({ stage: "withdrawn" });
    expect(out.withdrawnAt).not.toBeNull();
    expect((await json<ApplicationDetail>(await withdraw(a.cookie, draft.id))).withdrawnAt).toBe(out.withdrawnAt);
    const events = await getDb().select({ from: applicationEvents.fromStage, stage: applicationEvents.stage, role: applicationEvents.actorRole }).from(applicationEvents).where(eq(applicationEvents.applicationId, draft.id));
    expect(events.map((e) => `${e.from}>${e.stage}:${e.role}`).sort()).toEqual(["applied>withdrawn:candidate", "draft>applied:candidate"]);

    const { actor: b, draft: hired } = await readyDraft();
    await submit(b.cookie, hired.id);
    await getDb().update(applications).set({ stage: "hired" }).where(eq(applications.id, hired.id));
    expect(await errorOf(await withdraw(b.cookie, hired.id))).toMatchObject({ status: 409, message: M.notWithdrawable });
  });
});

describe("authorization: only the owner, through these candidate routes", () => {
  it("candidate B, an employer of the job's company, another employer, a recruiter, an administrator and nobody get no access", async () => {
    const { actor: a, draft } = await readyDraft();
    await submit(a.cookie, draft.id);
    const b = await signedIn();
    const employer = await signedIn(["Hiring Manager"]);
    await getDb().insert(companyMembers).values({ companyId: job.OPEN!.companyId, userId: employer.id });
    const otherEmployer = await signedIn(["Hiring Manager"]);
    await getDb().insert(companyMembers).values({ companyId: job.OTHER!.companyId, userId: otherEmployer.id });
    const recruiter = await signedIn(["Recruiter"]);
    const admin = await signedIn(["Administrator"], true);

    // Another candidate: their own (empty) view of the job, and 404 for A's application by id.
    expect(await json<{ application: null }>(await get(b.cookie, job.OPEN!.id))).toEqual({ application: null });
    expect(await json<ApplicationSummary[]>(await list(b.cookie))).toEqual([]);
    for (const call of [submit, withdraw, resume]) expect((await call(b.cookie, draft.id)).status).toBe(404);

    // Employers (of this company or another), recruiters and administrators: these are candidate routes.
    for (const who of [employer, otherEmployer, recruiter, admin]) {
      expect((await list(who.cookie)).status).toBe(403);
      expect((await get(who.cookie, job.OPEN!.id)).status).toBe(403);
      expect((await put(who.cookie, job.OPEN!.id, {})).status).toBe(403);
      for (const call of [submit, withdraw, resume]) expect((await call(who.cookie, draft.id)).status).toBe(403);
    }
    // Nobody signed in.
    expect((await list(undefined)).status).toBe(401);
    expect((await get(undefined, job.OPEN!.id)).status).toBe(401);
    expect((await put(undefined, job.OPEN!.id, {})).status).toBe(401);
    for (const call of [submit, withdraw, resume]) expect((await call(undefined, draft.id)).status).toBe(401);
    // A malformed id is a 404, never a 500.
    for (const call of [submit, withdraw, resume]) expect((await call(a.cookie, "x'; drop")).status).toBe(404);
    // And nothing changed.
    expect((await json<{ application: ApplicationDetail }>(await get(a.cookie, job.OPEN!.id))).application.stage).toBe("applied");
  });
});
