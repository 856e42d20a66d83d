import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { getDb } from "@/db/client";
import {
  accounts,
  assessments,
  auditEvents,
  candidateLanguages,
  candidateOnboarding,
  candidatePreferences,
  candidateProfiles,
  candidateReferences,
  candidateSkills,
  certifications,
  education,
  applicationEvents,
  applications,
  externalApplyClicks,
  jobAlerts,
  jobs,
  notifications,
  recentJobSearches,
  savedJobs,
  selfIdentifications,
  resumeParses,
  resumes,
  sentEmails,
  sessions,
  skills,
  twoFactors,
  users,
  workHistory,
} from "@/db/schema";
import { GET as exportGet } from "@/app/api/candidates/export/route";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { makePdf, makePng, makeDocx } from "@/lib/uploads/test-fixtures";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { DATA_EXPORT_LIMIT, EXPORT_JSON_NAME } from "./constants";
import type { UserData } from "./server/collect-user-data";

/*
 * Issue 14 part 8 ("Your data", decision 031) on the real database and a real upload store: the zip
 * holds upstep-data.json with every section and the person's files, never a password hash, token or
 * two-factor secret; only the signed-in person's own data; 401 signed out; a rate limit. Account
 * deletion leaves no row in any candidate table and no stored file.
 */
const storedFiles = withTemporaryUploadDir();

type Person = { id: string; email: string; password: string; cookie: string; keys: { avatar: string; resume: string; certificate: string; applicationResume: string } };

beforeEach(async () => {
  await getDb().insert(skills).values({ slug: "triage", name: "Triage", category: "Healthcare", searchText: "triage" }).onConflictDoNothing();
});

/** A candidate with a row in every candidate table, an avatar, a resume and a certificate file. */
async function personWithEverything(name: string): Promise<Person> {
  const db = getDb();
  const user = await createUser({ name });
  const { cookie } = await logIn(user.email, user.password);
  const [first, last] = name.split(" ");
  const keys = { avatar: newFileKey("png"), resume: newFileKey("pdf"), certificate: newFileKey("docx"), applicationResume: newFileKey("pdf") };
  await fileStorage().put(keys.applicationResume, makePdf(`${name}, resume sent with an application`));
  await fileStorage().put(keys.avatar, makePng());
  await fileStorage().put(keys.resume, makePdf(`${name}, Registered Nurse`));
  await fileStorage().put(keys.certificate, makeDocx(`${name} BLS certificate`));
  await db.update(users).set({ avatarKey: keys.avatar }).where(eq(users.id, user.id));
  const id = user.id;
  await db.insert(candidateProfiles).values({ userId: id, firstName: first!, lastName: last!, headline: "Registered Nurse", summary: `${first} summary`, phone: "3125550142", postalCode: "60601", city: "Chicago", state: "IL", workAuthorization: "authorized" });
  await db.insert(workHistory).values({ userId: id, employer: `${first} Hospital`, title: "Charge Nurse", position: 0 });
  await db.insert(education).values({ userId: id, school: `${first} University`, position: 0 });
  await db.insert(candidateSkills).values({ userId: id, skillSlug: "triage", position: 0 });
  await db.insert(candidatePreferences).values({ userId: id, desiredTitles: ["Nurse"], payMinCents: 4_000_00, payPeriod: "hour" });
  await db.insert(certifications).values({ userId: id, name: "BLS", issuer: "American Heart Association", fileKey: keys.certificate, fileName: "bls.docx", fileMime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", fileSizeBytes: 100, position: 0 });
  await db.insert(candidateLanguages).values({ userId: id, language: "es", proficiency: "native", position: 0 });
  await db.insert(candidateReferences).values({ userId: id, name: `${first}'s reference`, relationship: "manager", email: "ref@example.test", position: 0 });
  await db.insert(jobAlerts).values({ userId: id, name: `${first} nurse jobs`, keywords: "nurse" });
  await db.insert(assessments).values({ userId: id, kind: "skills", provider: "upstep", title: "Triage basics", status: "completed", score: 90 });
  await db.insert(candidateOnboarding).values({ userId: id, step: "done" });
  const [resume] = await db.insert(resumes).values({ userId: id, originalFileName: `${first} resume.pdf`, storageKey: keys.resume, mime: "application/pdf", sizeBytes: 100, isDefault: true }).returning({ id: resumes.id });
  await db.insert(resumeParses).values({ resumeId: resume!.id, userId: id, status: "parsed", parserVersion: 1, text: `${first} resume text`, proposal: {}, durationMs: 12 });
  await db.insert(notifications).values({ userId: id, type: "system", title: `Welcome ${first}` });
  await db.insert(sentEmails).values({ idempotencyKey: `welcome-${id}`, userId: id, to: user.email, category: "account", template: "welcome", subject: "Welcome", messageId: "m-1", status: "sent" });
  await db.insert(twoFactors).values({ id: crypto.randomUUID(), userId: id, secret: `TOTP-SECRET-${id}`, backupCodes: `BACKUP-CODES-${id}` });
  await jobActivity(id, first!, keys.applicationResume);
  return { ...user, cookie, keys };
}

/** An application with its history and self-identification, a saved job, an external click and a recent search. */
async function jobActivity(userId: string, first: string, resumeKey: string) {
  const db = getDb();
  const ref = `EXPORT-${first}`;
  await importJobs(db, {
    source: "export-test",
    records: [{ title: `${first} Nurse Job`, referenceNumber: ref, date: new Date().toISOString(), url: `https://careers.example.com/jobs/${ref}`, company: "Export Health", city: "Chicago", state: "IL", country: "US", description: "<p>Care.</p>", category: "Healthcare" }],
  });
  const [job] = await db.select({ id: jobs.id, companyId: jobs.companyId }).from(jobs).where(eq(jobs.externalRef, ref));
  const [application] = await db
    .insert(applications)
    .values({ jobId: job!.id, companyId: job!.companyId, userId, stage: "in-review", submittedAt: new Date(), coverLetter: `${first} cover letter`, resumeStorageKey: resumeKey, resumeFileName: `${first} sent.pdf`, resumeMime: "application/pdf" })
    .returning({ id: applications.id });
  await db.insert(applicationEvents).values([
    { applicationId: application!.id, fromStage: "draft", stage: "applied", actorRole: "candidate", actorUserId: userId },
    { applicationId: application!.id, fromStage: "applied", stage: "in-review", actorRole: "system" },
  ]);
  await db.insert(selfIdentifications).values({ applicationId: application!.id, jobId: job!.id, companyId: job!.companyId, answers: { gender: "decline" } });
  await db.insert(savedJobs).values({ userId, jobId: job!.id });
  await db.insert(externalApplyClicks).values({ userId, jobId: job!.id, answer: "no" });
  await db.insert(recentJobSearches).values({ userId, queryString: "q=nurse", label: `${first} nurse search` });
}

const exportOf = (cookie?: string) => callRoute(exportGet, { path: "/api/candidates/export", cookie });

async function openZip(res: Response): Promise<{ files: Record<string, Uint8Array>; data: UserData; json: string }> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="upstep-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const json = new TextDecoder().decode(files[EXPORT_JSON_NAME]);
  return { files, data: JSON.parse(json) as UserData, json };
}

describe("GET /api/candidates/export", () => {
  it("answers 401 to someone signed out", async () => {
    const res = await exportOf();
    expect(res.status).toBe(401);
  });

  it("zips upstep-data.json with every section and the person's files, and no secret", async () => {
    const a = await personWithEverything("Ada Lovelace");
    const admin = await createUser({ roles: ["Administrator"] });
    await getDb().insert(auditEvents).values({ actorUserId: admin.id, action: "resume.download", targetType: "resume", targetId: "x", data: { ownerUserId: a.id, fileName: "Ada resume.pdf", access: "administrator" } });

    const { files, data, json } = await openZip(await exportOf(a.cookie));

    expect(data.about.format).toBe("upstep-data/1");
    expect(data.account).toMatchObject({ id: a.id, email: a.email, name: "Ada Lovelace", avatarFile: "files/avatar.png", roles: [], signInMethods: [{ provider: "credential" }] });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.profile.personalInfo).toMatchObject({ firstName: "Ada", phone: "3125550142", postalCode: "60601", workAuthorization: "authorized", discoverable: false });
    expect(data.profile.workHistory).toMatchObject([{ employer: "Ada Hospital", title: "Charge Nurse" }]);
    expect(data.profile.education).toMatchObject([{ school: "Ada University" }]);
    expect(data.profile.skills).toMatchObject([{ slug: "triage", name: "Triage" }]);
    expect(data.profile.preferences).toMatchObject({ desiredTitles: ["Nurse"], payMinCents: 400000, payPeriod: "hour" });
    expect(data.profile.certifications).toMatchObject([{ name: "BLS", issuer: "American Heart Association", fileName: "bls.docx", file: "files/certifications/1-bls.docx" }]);
    expect(data.profile.languages).toMatchObject([{ language: "es", proficiency: "native" }]);
    expect(data.profile.references).toMatchObject([{ name: "Ada's reference", email: "ref@example.test" }]);
    expect(data.profile.jobAlerts).toMatchObject([{ name: "Ada nurse jobs", keywords: "nurse" }]);
    expect(data.profile.assessments).toMatchObject([{ title: "Triage basics", score: 90 }]);
    expect(data.jobs.applications).toMatchObject([
      { jobTitle: "Ada Nurse Job", company: "Export Health", stage: "in-review", coverLetter: "Ada cover letter", resumeFile: "files/applications/1-Ada sent.pdf", selfIdentification: { gender: "decline" }, stageHistory: [{ stage: "applied", by: "candidate" }, { stage: "in-review", by: "system" }] },
    ]);
    expect(data.jobs.savedJobs).toMatchObject([{ jobTitle: "Ada Nurse Job" }]);
    expect(data.jobs.externalApplyClicks).toMatchObject([{ jobTitle: "Ada Nurse Job", didYouApply: "no" }]);
    expect(data.jobs.recentSearches).toMatchObject([{ search: "Ada nurse search", query: "q=nurse" }]);
    expect(data.profile.onboarding).toMatchObject({ step: "done" });
    expect(data.profile.resumeParses).toMatchObject([{ status: "parsed", text: "Ada resume text" }]);
    expect(data.resumes).toMatchObject([{ fileName: "Ada resume.pdf", isDefault: true, file: "files/resumes/1-Ada resume.pdf" }]);
    expect(data.notifications).toMatchObject([{ title: "Welcome Ada" }]);
    expect(data.emailPreferences.current).toHaveProperty("job-alerts");
    expect(data.emailsSent).toMatchObject([{ to: a.email, template: "welcome", status: "sent" }]);
    // The export itself and an administrator's download of the resume are both about this person.
    expect(data.auditEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "account.data-export", byYou: true }),
        expect.objectContaining({ action: "resume.download", byYou: false, data: expect.objectContaining({ access: "administrator" }) }),
      ]),
    );
    expect(data.files).toEqual([
      { path: "files/avatar.png", kind: "avatar", included: true },
      { path: "files/resumes/1-Ada resume.pdf", kind: "resume", included: true },
      { path: "files/certifications/1-bls.docx", kind: "certification", included: true },
      { path: "files/applications/1-Ada sent.pdf", kind: "application-resume", included: true },
    ]);

    // The files are the stored bytes.
    expect(Object.keys(files).sort()).toEqual(["files/applications/1-Ada sent.pdf", "files/avatar.png", "files/certifications/1-bls.docx", "files/resumes/1-Ada resume.pdf", EXPORT_JSON_NAME]);
    expect(files["files/applications/1-Ada sent.pdf"]).toEqual(await fileStorage().get(a.keys.applicationResume));
    expect(files["files/resumes/1-Ada resume.pdf"]).toEqual(await fileStorage().get(a.keys.resume));
    expect(files["files/avatar.png"]).toEqual(await fileStorage().get(a.keys.avatar));
    expect(files["files/certifications/1-bls.docx"]).toEqual(await fileStorage().get(a.keys.certificate));

    // No secret: password hash, session tokens, two-factor secret and backup codes, storage keys.
    const db = getDb();
    const [cred] = await db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, a.id));
    expect(cred!.password).toBeTruthy();
    expect(json).not.toContain(cred!.password!);
    for (const s of await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, a.id))) expect(json).not.toContain(s.token);
    expect(json).not.toContain(`TOTP-SECRET-${a.id}`);
    expect(json).not.toContain(`BACKUP-CODES-${a.id}`);
    for (const key of Object.values(a.keys)) expect(json).not.toContain(key);
    const [alert] = await db.select({ token: jobAlerts.unsubscribeToken }).from(jobAlerts).where(eq(jobAlerts.userId, a.id));
    expect(json).not.toContain(alert!.token);
    expect(json).not.toMatch(/"(unsubscribeToken|confirmTokenHash)"/);
    expect(json).not.toMatch(/"(password|token|secret|backupCodes|accessToken|refreshToken|idToken|storageKey|fileKey|avatarKey)"/);
  });

  it("gives candidate B only B's data, none of A's", async () => {
    const a = await personWithEverything("Ada Lovelace");
    const b = await personWithEverything("Grace Hopper");
    const { files, data, json } = await openZip(await exportOf(b.cookie));
    expect(data.account.id).toBe(b.id);
    expect(data.profile.personalInfo).toMatchObject({ firstName: "Grace" });
    for (const text of [a.id, a.email, "Ada", "Lovelace"]) expect(json).not.toContain(text);
    expect(files["files/resumes/1-Grace resume.pdf"]).toEqual(await fileStorage().get(b.keys.resume));
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).includes("Ada Lovelace"))).toBe(false);
  });

  it("says which files are missing from storage instead of failing", async () => {
    const a = await personWithEverything("Ada Lovelace");
    await fileStorage().delete(a.keys.certificate);
    const { files, data } = await openZip(await exportOf(a.cookie));
    expect(data.files.find((f) => f.kind === "certification")).toEqual({ path: "files/certifications/1-bls.docx", kind: "certification", included: false });
    expect(files["files/certifications/1-bls.docx"]).toBeUndefined();
  });

  it(`allows ${DATA_EXPORT_LIMIT.max} exports an hour per person, then 429 with Retry-After`, async () => {
    const a = await personWithEverything("Ada Lovelace");
    const b = await personWithEverything("Grace Hopper");
    for (let i = 0; i < DATA_EXPORT_LIMIT.max; i++) await openZip(await exportOf(a.cookie));
    const limited = await exportOf(a.cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/^You have downloaded your data several times in the last hour\. Please try again in \d+ minutes?\.$/);
    // Another person is not limited by A's downloads.
    await openZip(await exportOf(b.cookie));
  });
});

describe("account deletion", () => {
  const CANDIDATE_TABLES = {
    candidate_profiles: candidateProfiles,
    work_history: workHistory,
    education,
    candidate_skills: candidateSkills,
    candidate_preferences: candidatePreferences,
    certifications,
    candidate_languages: candidateLanguages,
    candidate_references: candidateReferences,
    job_alerts: jobAlerts,
    applications,
    saved_jobs: savedJobs,
    external_apply_clicks: externalApplyClicks,
    recent_job_searches: recentJobSearches,
    assessments,
    candidate_onboarding: candidateOnboarding,
    resume_parses: resumeParses,
    resumes,
    notifications,
  } as const;

  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const db = getDb();
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(CANDIDATE_TABLES)) counts[name] = (await db.select().from(table).where(eq(table.userId, userId))).length;
    return counts;
  }

  it("leaves no row in any candidate table and no stored file; another person's data stays", async () => {
    const a = await personWithEverything("Ada Lovelace");
    const b = await personWithEverything("Grace Hopper");
    expect(Object.values(await rowsOf(a.id)).every((n) => n === 1)).toBe(true);
    expect(storedFiles()).toEqual(expect.arrayContaining(Object.values(a.keys)));

    const res = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/delete-user", cookie: a.cookie, body: { password: a.password } });
    expect(res.status, await res.clone().text()).toBe(200);

    expect(await rowsOf(a.id)).toEqual(Object.fromEntries(Object.keys(CANDIDATE_TABLES).map((n) => [n, 0])));
    expect(await getDb().select().from(users).where(eq(users.id, a.id))).toHaveLength(0);
    const left = storedFiles();
    for (const [what, key] of Object.entries(a.keys)) expect(left, `${what} file ${key}`).not.toContain(key);
    // B is untouched.
    expect(Object.values(await rowsOf(b.id)).every((n) => n === 1)).toBe(true);
    expect(left).toEqual(expect.arrayContaining(Object.values(b.keys)));
  });
});
