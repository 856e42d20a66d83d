import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateLanguages, candidateProfiles, candidateSkills, education, featureFlags, resumeParses, resumes, skills, users, workHistory } from "@/db/schema";
import { POST as uploadPost } from "@/app/api/candidates/resumes/route";
import { GET as parseGet, POST as parsePost } from "@/app/api/candidates/resumes/[id]/parse/route";
import { POST as acceptPost } from "@/app/api/candidates/resumes/[id]/parse/accept/route";
import { POST as dismissPost } from "@/app/api/candidates/resumes/[id]/parse/dismiss/route";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import type { Role } from "@/lib/auth/roles";
import { fileStorage } from "@/lib/uploads/storage";
import { bytesOf, makeDocx, makePdf } from "@/lib/uploads/test-fixtures";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import type { ResumeSummary } from "@/features/resumes/types";
import { PARSER_VERSION } from "./server/parse-resume";
import { RESUME_PARSING_MESSAGES } from "./schemas";
import type { AcceptedProposal, ResumeParseView, ResumeProposal } from "./types";
import { SAMPLE_RESUME_LINES } from "./fixtures/sample-resume";

/*
 * Issue 14 part 5 (resumes that fill the profile), through the real route handlers on a real
 * database: a real PDF and DOCX are read and their proposal stored (never written to the profile);
 * accept writes exactly the ticked parts in one transaction (personal-info fields given and no
 * others, jobs and schools appended, skills unioned, languages already listed skipped) and marks the
 * parse reviewed; dismiss writes nothing; and only the owner reaches a parse: candidate B and an
 * administrator get 404 like an unknown id, nobody signed in 401, and with resume-upload-v4 off 404.
 */
withTemporaryUploadDir();

type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = [], twoFactorEnabled = false): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  if (twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

async function upload(actor: Actor, name: string, bytes: Uint8Array): Promise<ResumeSummary> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name));
  const headers = new Headers({ origin: TEST_ORIGIN, [AUTH_VERSION_HEADER]: AUTH_VERSION, [CSRF_HEADER]: CSRF_VALUE, cookie: actor.cookie });
  const res = await uploadPost(new Request(new URL("/api/candidates/resumes", TEST_ORIGIN), { method: "POST", headers, body: form }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ResumeSummary;
}

const path = (id: string, tail = "") => `/api/candidates/resumes/${id}/parse${tail}`;
const parse = (cookie: string | undefined, id: string) => callRoute(parsePost, { method: "POST", path: path(id), cookie, params: { id } });
const getParse = (cookie: string | undefined, id: string) => callRoute(parseGet, { path: path(id), cookie, params: { id } });
const accept = (cookie: string | undefined, id: string, body: unknown) => callRoute(acceptPost, { method: "POST", path: path(id, "/accept"), cookie, params: { id }, body });
const dismiss = (cookie: string | undefined, id: string) => callRoute(dismissPost, { method: "POST", path: path(id, "/dismiss"), cookie, params: { id } });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function errorOf(res: Response): Promise<{ status: number; message: string; issues: Record<string, string> }> {
  const body = (await res.json()) as { error: { message: string; issues?: { path: string; message: string }[] } };
  return { status: res.status, message: body.error.message, issues: Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message])) };
}

const RESUME_LINES = SAMPLE_RESUME_LINES;

const resumePdf = (lines: readonly string[]) => makePdf(lines);

/** A real DOCX with one paragraph a line. */
function resumeDocx(lines: readonly string[]): Uint8Array {
  const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return makeDocx(lines.map(xml).join("</w:t></w:r></w:p><w:p><w:r><w:t xml:space=\"preserve\">"));
}

const PROPOSAL: ResumeProposal = {
  contact: { firstName: "Maria", lastName: "Gonzalez", email: "maria@example.com", phone: "3125550199", city: "Chicago", state: "IL", postalCode: "60601" },
  summary: "Registered nurse.",
  workHistory: [
    { employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true, highlights: ["Led a team of 12"] },
    { employer: "Northwestern Memorial", title: "Staff Nurse", location: "", startMonth: 6, startYear: 2015, endMonth: 2, endYear: 2019, isCurrent: false, highlights: [] },
  ],
  education: [{ school: "Loyola University Chicago", degree: "BSN", fieldOfStudy: "Nursing", startYear: 2011, endYear: 2015 }],
  skills: [
    { slug: "patient-care", name: "Patient Care" },
    { slug: "triage", name: "Triage" },
  ],
  languages: [
    { language: "es", proficiency: "native" },
    { language: "en", proficiency: null },
  ],
};

/** A stored, unreviewed parse of an uploaded resume with a known proposal (the accept tests' starting point). */
async function parsedResume(actor: Actor, proposal: ResumeProposal = PROPOSAL): Promise<string> {
  const resume = await upload(actor, "cv.txt", bytesOf("Maria Gonzalez\n"));
  await getDb().insert(resumeParses).values({ resumeId: resume.id, userId: actor.id, status: "parsed", parserVersion: PARSER_VERSION, text: "Maria Gonzalez", proposal, durationMs: 5 });
  return resume.id;
}

const JOB = { employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: "3", startYear: "2019", endMonth: "", endYear: "", isCurrent: true, description: "• Led a team of 12 nurses" };

async function profileOf(userId: string) {
  const db = getDb();
  const [personal] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const jobs = await db.select().from(workHistory).where(eq(workHistory.userId, userId)).orderBy(asc(workHistory.position));
  const schools = await db.select().from(education).where(eq(education.userId, userId)).orderBy(asc(education.position));
  const skillList = await db.select().from(candidateSkills).where(eq(candidateSkills.userId, userId)).orderBy(asc(candidateSkills.position));
  const languages = await db.select().from(candidateLanguages).where(eq(candidateLanguages.userId, userId)).orderBy(asc(candidateLanguages.position));
  return { personal, jobs, schools, skills: skillList.map((s) => s.skillSlug), languages: languages.map((l) => [l.language, l.proficiency]) };
}

async function reviewedAtOf(resumeId: string): Promise<Date | null> {
  const [row] = await getDb().select({ at: resumeParses.reviewedAt }).from(resumeParses).where(eq(resumeParses.resumeId, resumeId));
  return row!.at;
}

beforeAll(async () => {
  await getDb()
    .insert(skills)
    .values(
      [
        ["patient-care", "Patient Care"],
        ["triage", "Triage"],
        ["phlebotomy", "Phlebotomy"],
        ["cpr", "CPR"],
      ].map(([slug, name]) => ({ slug: slug!, name: name!, category: "Healthcare", aliases: [], terms: [name!.toLowerCase()], searchText: name!.toLowerCase() })),
    )
    .onConflictDoNothing();
});

describe("parsing a stored resume", () => {
  it.each([
    ["maria.pdf", () => resumePdf(RESUME_LINES)],
    ["maria.docx", () => resumeDocx(RESUME_LINES)],
  ])("reads a real %s, stores the proposal and text, and writes nothing to the profile", async (name, make) => {
    const a = await signedIn();
    const resume = await upload(a, name, make());
    const view = await json<ResumeParseView>(await parse(a.cookie, resume.id));
    expect(view).toMatchObject({ resumeId: resume.id, status: "parsed", error: null, reviewedAt: null });
    const proposal = view.proposal!;
    expect(proposal.contact).toMatchObject({ firstName: "Maria", lastName: "Gonzalez", email: "maria.gonzalez@example.com", phone: "3125550199" });
    expect(proposal.workHistory.map((w) => [w.title, w.employer])).toContainEqual(["Charge Nurse", "Mercy Hospital"]);
    expect(proposal.education.map((e) => e.school)).toContain("Loyola University Chicago");
    expect(proposal.skills.map((s) => s.slug)).toEqual(expect.arrayContaining(["patient-care", "triage", "phlebotomy"]));
    expect(proposal.languages.map((l) => l.language)).toContain("es");
    expect(view.durationMs).toBeGreaterThanOrEqual(0);

    const [row] = await getDb().select().from(resumeParses).where(eq(resumeParses.resumeId, resume.id));
    expect(row).toMatchObject({ userId: a.id, status: "parsed", parserVersion: PARSER_VERSION, error: null, reviewedAt: null });
    expect(row!.text).toContain("Mercy Hospital");
    // The API never answers the extracted text.
    expect(Object.keys(view).sort()).toEqual(["durationMs", "error", "proposal", "resumeId", "reviewedAt", "status"]);
    // GET answers the same stored parse.
    expect(await json<ResumeParseView>(await getParse(a.cookie, resume.id))).toEqual(view);
    // Nothing reached the profile.
    expect(await profileOf(a.id)).toEqual({ personal: undefined, jobs: [], schools: [], skills: [], languages: [] });
  });

  it("a resume without readable text is stored as failed, with the reason in the person's words", async () => {
    const a = await signedIn();
    const resume = await upload(a, "scan.pdf", makePdf("Ada"));
    const view = await json<ResumeParseView>(await parse(a.cookie, resume.id));
    expect(view).toMatchObject({ status: "failed", proposal: null, reviewedAt: null });
    expect(view.error).toMatch(/could not find any text/);
    const [row] = await getDb().select().from(resumeParses).where(eq(resumeParses.resumeId, resume.id));
    expect(row).toMatchObject({ status: "failed", text: "", proposal: null, error: view.error });
    // There is nothing to accept from it.
    expect(await errorOf(await accept(a.cookie, resume.id, { workHistory: [JOB] }))).toMatchObject({ status: 409, message: RESUME_PARSING_MESSAGES.nothingToAccept });
    expect((await profileOf(a.id)).jobs).toEqual([]);
  });

  it("a resume whose file is gone from storage is a failed parse that says so", async () => {
    const a = await signedIn();
    const resume = await upload(a, "cv.txt", bytesOf(RESUME_LINES.join("\n")));
    const [row] = await getDb().select({ key: resumes.storageKey }).from(resumes).where(eq(resumes.id, resume.id));
    await fileStorage().delete(row!.key);
    expect(await json<ResumeParseView>(await parse(a.cookie, resume.id))).toMatchObject({ status: "failed", error: RESUME_PARSING_MESSAGES.missingFile });
  });

  it("parsing again replaces the stored parse and asks for a new review; GET is 404 before any parse", async () => {
    const a = await signedIn();
    const resume = await upload(a, "cv.txt", bytesOf(RESUME_LINES.join("\n")));
    expect((await getParse(a.cookie, resume.id)).status).toBe(404);
    await json(await parse(a.cookie, resume.id));
    await json(await dismiss(a.cookie, resume.id));
    expect(await reviewedAtOf(resume.id)).not.toBeNull();
    const again = await json<ResumeParseView>(await parse(a.cookie, resume.id));
    expect(again.reviewedAt).toBeNull();
    expect(await getDb().select().from(resumeParses).where(eq(resumeParses.resumeId, resume.id))).toHaveLength(1);
  });
});

describe("accepting a proposal", () => {
  it("writes exactly the accepted parts: given personal fields only, jobs appended, skills unioned, listed languages skipped", async () => {
    const a = await signedIn();
    const db = getDb();
    await db.insert(candidateProfiles).values({ userId: a.id, firstName: "Ada", lastName: "Lovelace", headline: "Nurse", summary: "Mine.", phone: "3125550142", city: "Evanston", state: "IL", postalCode: "60201", yearsOfExperience: 8 });
    await db.insert(workHistory).values({ userId: a.id, employer: "Old Clinic", title: "Nurse", position: 0 });
    await db.insert(education).values({ userId: a.id, school: "City College", position: 0 });
    await db.insert(candidateSkills).values([
      { userId: a.id, skillSlug: "cpr", position: 0 },
      { userId: a.id, skillSlug: "triage", position: 1 },
    ]);
    await db.insert(candidateLanguages).values({ userId: a.id, language: "es", proficiency: "native", position: 0 });
    const id = await parsedResume(a);

    const added = await json<AcceptedProposal>(
      await accept(a.cookie, id, {
        contact: { phone: "(312) 555-0199", city: "Chicago" },
        workHistory: [{ ...JOB, title: "Charge Nurse (ER)" }],
        education: [],
        skills: ["triage", "patient-care", "phlebotomy"],
        languages: [
          { language: "es", proficiency: "professional-working" },
          { language: "fr", proficiency: "elementary" },
        ],
      }),
    );
    expect(added).toMatchObject({
      contact: ["phone", "city"],
      summary: false,
      workHistory: [{ employer: "Mercy Hospital", title: "Charge Nurse (ER)" }],
      education: [],
      skills: [
        { slug: "patient-care", name: "Patient Care" },
        { slug: "phlebotomy", name: "Phlebotomy" },
      ],
      languages: [{ language: "fr", proficiency: "elementary" }],
    });

    const after = await profileOf(a.id);
    // Personal info: the two given fields changed; every other field kept.
    expect(after.personal).toMatchObject({ firstName: "Ada", lastName: "Lovelace", headline: "Nurse", summary: "Mine.", phone: "3125550199", city: "Chicago", state: "IL", postalCode: "60201", yearsOfExperience: 8 });
    // The new job after the existing one, with what the person edited.
    expect(after.jobs.map((j) => [j.employer, j.title, j.position])).toEqual([
      ["Old Clinic", "Nurse", 0],
      ["Mercy Hospital", "Charge Nurse (ER)", 1],
    ]);
    expect(after.jobs[1]).toMatchObject({ startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true, description: "• Led a team of 12 nurses" });
    expect(added.workHistory[0]!.id).toBe(after.jobs[1]!.id);
    // Education not given: untouched.
    expect(after.schools.map((s) => s.school)).toEqual(["City College"]);
    // Skills: existing order kept, new ones appended, no duplicate.
    expect(after.skills).toEqual(["cpr", "triage", "patient-care", "phlebotomy"]);
    // Spanish was listed already (its proficiency stays); French added.
    expect(after.languages).toEqual([
      ["es", "native"],
      ["fr", "elementary"],
    ]);
    expect(await reviewedAtOf(id)).toBeInstanceOf(Date);
  });

  it("creates the profile row with only the given fields; education is appended in order", async () => {
    const a = await signedIn();
    const id = await parsedResume(a);
    const added = await json<AcceptedProposal>(
      await accept(a.cookie, id, {
        contact: { firstName: "Maria", lastName: "Gonzalez" },
        summary: "Registered nurse.",
        education: [
          { school: "Loyola University Chicago", degree: "BSN", fieldOfStudy: "Nursing", startYear: "2011", endYear: "2015" },
          { school: "Harold Washington College", degree: "", fieldOfStudy: "", startYear: "", endYear: "2011" },
        ],
      }),
    );
    expect(added).toMatchObject({ contact: ["firstName", "lastName"], summary: true, workHistory: [], skills: [], languages: [] });
    const after = await profileOf(a.id);
    expect(after.personal).toMatchObject({ firstName: "Maria", lastName: "Gonzalez", summary: "Registered nurse.", phone: "", city: "", headline: "", postalCode: "" });
    expect(after.schools.map((s) => [s.school, s.position, s.startYear, s.endYear])).toEqual([
      ["Loyola University Chicago", 0, 2011, 2015],
      ["Harold Washington College", 1, null, 2011],
    ]);
    expect(after.jobs).toEqual([]);
  });

  it("refuses invalid parts with the spec's messages under the fields, and writes nothing", async () => {
    const a = await signedIn();
    const id = await parsedResume(a);
    const refused = await errorOf(
      await accept(a.cookie, id, {
        contact: { firstName: "", phone: "555-01", postalCode: "6060" },
        workHistory: [JOB, { ...JOB, employer: "", title: "T".repeat(101), isCurrent: false, startYear: "2020", endYear: "2019" }],
        languages: [{ language: "xx", proficiency: "native" }],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.issues).toMatchObject({
      "contact.firstName": "Type a valid First name",
      "contact.phone": "Type a valid Phone number",
      "contact.postalCode": "Type a valid ZIP code",
      "workHistory.1.employer": "Type a valid Employer",
      "workHistory.1.title": "Job title must be less than 100 characters.",
      "workHistory.1.endYear": "End date must be after the start date",
      "languages.0.language": "Type a valid Language",
    });
    expect(await errorOf(await accept(a.cookie, id, { skills: ["triage", "not-a-skill"] }))).toMatchObject({ status: 400, issues: { skills: "Type a valid Skill" } });
    expect(await profileOf(a.id)).toEqual({ personal: undefined, jobs: [], schools: [], skills: [], languages: [] });
    expect(await reviewedAtOf(id)).toBeNull();
  });

  it("never takes the skills past the limit", async () => {
    const a = await signedIn();
    const db = getDb();
    const filler = Array.from({ length: 49 }, (_, i) => ({ slug: `filler-skill-${i}`, name: `Filler ${i}`, category: "Test", searchText: `filler ${i}` }));
    await db.insert(skills).values(filler).onConflictDoNothing();
    await db.insert(candidateSkills).values(filler.map((s, i) => ({ userId: a.id, skillSlug: s.slug, position: i })));
    const id = await parsedResume(a);
    expect(await errorOf(await accept(a.cookie, id, { skills: ["triage", "patient-care"], workHistory: [JOB] }))).toMatchObject({
      status: 400,
      issues: { skills: RESUME_PARSING_MESSAGES.tooManySkills },
    });
    const after = await profileOf(a.id);
    expect(after.skills).toHaveLength(49);
    expect(after.jobs).toEqual([]); // one transaction: the job was not written either
    await json(await accept(a.cookie, id, { skills: ["filler-skill-3", "triage"] }));
    expect((await profileOf(a.id)).skills).toHaveLength(50);
  });

  it("a second accept (a double click, another tab) is refused and writes nothing twice", async () => {
    const a = await signedIn();
    const id = await parsedResume(a);
    const [first, second] = await Promise.all([accept(a.cookie, id, { workHistory: [JOB] }), accept(a.cookie, id, { workHistory: [JOB] })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await profileOf(a.id)).jobs).toHaveLength(1);
    expect(await errorOf(await accept(a.cookie, id, { workHistory: [JOB] }))).toMatchObject({ status: 409, message: RESUME_PARSING_MESSAGES.alreadyReviewed });
  });
});

describe("dismissing a proposal", () => {
  it("marks it reviewed and writes nothing; accepting afterwards is refused", async () => {
    const a = await signedIn();
    const id = await parsedResume(a);
    const view = await json<ResumeParseView>(await dismiss(a.cookie, id));
    expect(view.reviewedAt).not.toBeNull();
    expect(view.proposal).toEqual(PROPOSAL);
    expect(await profileOf(a.id)).toEqual({ personal: undefined, jobs: [], schools: [], skills: [], languages: [] });
    // Dismissing again keeps the first time.
    expect((await json<ResumeParseView>(await dismiss(a.cookie, id))).reviewedAt).toBe(view.reviewedAt);
    expect((await accept(a.cookie, id, { workHistory: [JOB] })).status).toBe(409);
    expect((await profileOf(a.id)).jobs).toEqual([]);
  });
});

describe("who may parse and review", () => {
  it("only the owner: candidate B and an administrator get 404, as for an unknown or malformed id; nobody signed in 401", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const admin = await signedIn(["Administrator"], true);
    const id = await parsedResume(a);
    const before = await getDb().select().from(resumeParses).where(eq(resumeParses.resumeId, id));

    for (const actor of [b, admin]) {
      expect((await parse(actor.cookie, id)).status).toBe(404);
      expect((await getParse(actor.cookie, id)).status).toBe(404);
      expect((await accept(actor.cookie, id, { workHistory: [JOB] })).status).toBe(404);
      expect((await dismiss(actor.cookie, id)).status).toBe(404);
    }
    for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "../etc"]) {
      expect((await parse(a.cookie, unknown)).status).toBe(404);
      expect((await getParse(a.cookie, unknown)).status).toBe(404);
      expect((await accept(a.cookie, unknown, {})).status).toBe(404);
      expect((await dismiss(a.cookie, unknown)).status).toBe(404);
    }
    expect((await parse(undefined, id)).status).toBe(401);
    expect((await getParse(undefined, id)).status).toBe(401);
    expect((await accept(undefined, id, { workHistory: [JOB] })).status).toBe(401);
    expect((await dismiss(undefined, id)).status).toBe(401);

    // Nothing changed: A's parse is as it was, nobody's profile got A's parts.
    expect(await getDb().select().from(resumeParses).where(eq(resumeParses.resumeId, id))).toEqual(before);
    for (const actor of [a, b, admin]) expect((await profileOf(actor.id)).jobs).toEqual([]);
    // The owner still can.
    expect((await getParse(a.cookie, id)).status).toBe(200);
  });

  it("with resume-upload-v4 off, parsing and reviewing answer 404", async () => {
    const a = await signedIn();
    const id = await parsedResume(a);
    const db = getDb();
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "resume-upload-v4"));
    try {
      expect((await parse(a.cookie, id)).status).toBe(404);
      expect((await getParse(a.cookie, id)).status).toBe(404);
      expect((await accept(a.cookie, id, { workHistory: [JOB] })).status).toBe(404);
      expect((await dismiss(a.cookie, id)).status).toBe(404);
    } finally {
      await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "resume-upload-v4"));
    }
    expect(await reviewedAtOf(id)).toBeNull();
  });
});
