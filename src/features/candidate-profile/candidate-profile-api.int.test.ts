import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles, skills, users, workHistory } from "@/db/schema";
import { GET as profileGet } from "@/app/api/candidates/profile/route";
import { PUT as personalPut } from "@/app/api/candidates/profile/personal-info/route";
import { PUT as skillsPut } from "@/app/api/candidates/profile/skills/route";
import { GET as workList, POST as workPost } from "@/app/api/candidates/profile/work-history/route";
import { DELETE as workDelete, PATCH as workPatch } from "@/app/api/candidates/profile/work-history/[id]/route";
import { PUT as workOrder } from "@/app/api/candidates/profile/work-history/order/route";
import { GET as eduList, POST as eduPost } from "@/app/api/candidates/profile/education/route";
import { DELETE as eduDelete, PATCH as eduPatch } from "@/app/api/candidates/profile/education/[id]/route";
import { PUT as eduOrder } from "@/app/api/candidates/profile/education/order/route";
import type { Role } from "@/lib/auth/roles";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { CANDIDATE_LIMITS } from "./schemas";
import type { ProfileCompletion } from "./completion";
import type { CandidateProfile, EducationEntry, WorkHistoryEntry } from "./types";

/*
 * Issue 14 part 2 (Candidate360's first sections) through the real route handlers on a real database:
 * the spec's messages word for word, the database's limits matching the schemas', reordering, and the
 * authorization matrix: candidates A and B, a hiring manager, an administrator with two-factor, and
 * nobody signed in. Each person reads and writes only their own profile; another person's entry id
 * is 404 (as an id that does not exist); signed out is 401.
 */
type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = [], twoFactorEnabled = false): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  if (twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

const PERSONAL = {
  firstName: "Ada",
  lastName: "Lovelace",
  headline: "Registered Nurse",
  summary: "Ten years on cardiac wards.",
  phone: "(312) 555-0142",
  postalCode: "60601",
  city: "Chicago",
  state: "IL",
  remoteOnly: false,
  yearsOfExperience: "10",
  workAuthorization: "authorized",
};
const JOB = { employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: "3", startYear: "2018", endMonth: "", endYear: "", isCurrent: true, description: "Led a team of 12." };
const SCHOOL = { school: "Loyola University", degree: "BSN", fieldOfStudy: "Nursing", startYear: "2010", endYear: "2014" };

const getProfile = (cookie?: string) => callRoute(profileGet, { path: "/api/candidates/profile", cookie });
const putPersonal = (cookie: string | undefined, body: unknown) => callRoute(personalPut, { method: "PUT", path: "/api/candidates/profile/personal-info", cookie, body });
const putSkills = (cookie: string | undefined, body: unknown) => callRoute(skillsPut, { method: "PUT", path: "/api/candidates/profile/skills", cookie, body });
const addJob = (cookie: string | undefined, body: unknown = JOB) => callRoute(workPost, { method: "POST", path: "/api/candidates/profile/work-history", cookie, body });
const listJobs = (cookie?: string) => callRoute(workList, { path: "/api/candidates/profile/work-history", cookie });
const editJob = (cookie: string | undefined, id: string, body: unknown = JOB) =>
  callRoute(workPatch, { method: "PATCH", path: `/api/candidates/profile/work-history/${id}`, cookie, params: { id }, body });
const deleteJob = (cookie: string | undefined, id: string) => callRoute(workDelete, { method: "DELETE", path: `/api/candidates/profile/work-history/${id}`, cookie, params: { id } });
const orderJobs = (cookie: string | undefined, ids: string[]) => callRoute(workOrder, { method: "PUT", path: "/api/candidates/profile/work-history/order", cookie, body: { ids } });
const addSchool = (cookie: string | undefined, body: unknown = SCHOOL) => callRoute(eduPost, { method: "POST", path: "/api/candidates/profile/education", cookie, body });
const listSchools = (cookie?: string) => callRoute(eduList, { path: "/api/candidates/profile/education", cookie });
const editSchool = (cookie: string | undefined, id: string, body: unknown = SCHOOL) =>
  callRoute(eduPatch, { method: "PATCH", path: `/api/candidates/profile/education/${id}`, cookie, params: { id }, body });
const deleteSchool = (cookie: string | undefined, id: string) => callRoute(eduDelete, { method: "DELETE", path: `/api/candidates/profile/education/${id}`, cookie, params: { id } });
const orderSchools = (cookie: string | undefined, ids: string[]) => callRoute(eduOrder, { method: "PUT", path: "/api/candidates/profile/education/order", cookie, body: { ids } });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { issues?: { path: string; message: string }[] } };
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
}

beforeEach(async () => {
  await getDb()
    .insert(skills)
    .values([
      { slug: "patient-care", name: "Patient Care", category: "Healthcare", searchText: "patient care" },
      { slug: "triage", name: "Triage", category: "Healthcare", searchText: "triage" },
    ])
    .onConflictDoNothing();
});

describe("candidate profile: the owner's own sections", () => {
  it("starts empty, saves personal info (phone as digits) and shows the completion change", async () => {
    const a = await signedIn();
    const empty = await json<CandidateProfile & { completion: ProfileCompletion }>(await getProfile(a.cookie));
    expect(empty.personal.firstName).toBe("");
    expect(empty.workHistory).toEqual([]);
    expect(empty.completion.next?.key).toBe("personal-info");
    expect(empty.completion.done).toBe(0);

    const saved = await json<{ phone: string; yearsOfExperience: number; discoverable: boolean }>(await putPersonal(a.cookie, PERSONAL));
    expect(saved).toMatchObject({ phone: "3125550142", yearsOfExperience: 10, discoverable: false });
    const after = await json<CandidateProfile & { completion: ProfileCompletion }>(await getProfile(a.cookie));
    expect(after.completion.sections.find((s) => s.key === "personal-info")?.state).toBe("done");
    expect(after.completion.next?.key).toBe("skills");
    // Saving again updates the one row.
    await json(await putPersonal(a.cookie, { ...PERSONAL, city: "Evanston" }));
    expect(await getDb().select().from(candidateProfiles).where(eq(candidateProfiles.userId, a.id))).toHaveLength(1);
  });

  it("refuses bad input with the spec's messages, word for word, and stores nothing", async () => {
    const a = await signedIn();
    const issues = await issuesOf(
      await putPersonal(a.cookie, {
        ...PERSONAL,
        firstName: "",
        lastName: "x".repeat(CANDIDATE_LIMITS.lastName + 1),
        phone: "555-0142",
        postalCode: "6060A",
        yearsOfExperience: "123",
        workAuthorization: "maybe",
      }),
    );
    expect(issues).toEqual({
      firstName: "Type a valid First name",
      lastName: "Last name must be less than 50 characters.",
      phone: "Type a valid Phone number",
      postalCode: "Type a valid ZIP code",
      yearsOfExperience: "Years of experience must be less than 2 characters.",
      workAuthorization: "Type a valid Work authorization",
    });
    expect(await getDb().select().from(candidateProfiles).where(eq(candidateProfiles.userId, a.id))).toEqual([]);

    const jobIssues = await issuesOf(await addJob(a.cookie, { ...JOB, employer: "", startYear: "20189", isCurrent: false, endYear: "2017", description: "d".repeat(2001) }));
    expect(jobIssues).toEqual({ employer: "Type a valid Employer", startYear: "Type a valid Start year", description: "Description must be less than 2000 characters." });
    expect(await issuesOf(await addJob(a.cookie, { ...JOB, isCurrent: false, endMonth: "1", endYear: "2018" }))).toEqual({ endYear: "End date must be after the start date" });
    expect(await issuesOf(await addSchool(a.cookie, { ...SCHOOL, school: " ", endYear: "abcd" }))).toEqual({ school: "Type a valid School", endYear: "Type a valid End year" });
  });

  it("stores every text at its maximum length (the database's checks match the schemas')", async () => {
    const a = await signedIn();
    const L = CANDIDATE_LIMITS;
    await json(
      await putPersonal(a.cookie, {
        ...PERSONAL,
        firstName: "f".repeat(L.firstName),
        lastName: "l".repeat(L.lastName),
        headline: "h".repeat(L.headline),
        summary: "s".repeat(L.summary),
        city: "c".repeat(L.city),
        state: "s".repeat(L.state),
        yearsOfExperience: "99",
      }),
    );
    await json(await addJob(a.cookie, { ...JOB, employer: "e".repeat(L.employer), title: "t".repeat(L.title), location: "l".repeat(L.location), description: "d".repeat(L.description) }), 201);
    await json(await addSchool(a.cookie, { ...SCHOOL, school: "s".repeat(L.school), degree: "d".repeat(L.degree), fieldOfStudy: "f".repeat(L.fieldOfStudy) }), 201);
  });

  it("adds, edits, reorders and deletes work history; a current job has no end", async () => {
    const a = await signedIn();
    const first = await json<WorkHistoryEntry>(await addJob(a.cookie, { ...JOB, endMonth: "5", endYear: "2020" }), 201);
    expect(first).toMatchObject({ startMonth: 3, startYear: 2018, endMonth: null, endYear: null, isCurrent: true });
    const second = await json<WorkHistoryEntry>(await addJob(a.cookie, { ...JOB, employer: "County Clinic", isCurrent: false, endMonth: "12", endYear: "2019", startYear: "2015" }), 201);
    expect((await json<WorkHistoryEntry[]>(await listJobs(a.cookie))).map((e) => e.employer)).toEqual(["Mercy Hospital", "County Clinic"]);

    const reordered = await json<WorkHistoryEntry[]>(await orderJobs(a.cookie, [second.id, first.id]));
    expect(reordered.map((e) => e.id)).toEqual([second.id, first.id]);
    // A reorder names every entry once.
    expect((await orderJobs(a.cookie, [second.id])).status).toBe(400);
    expect((await orderJobs(a.cookie, [second.id, second.id])).status).toBe(400);

    const edited = await json<WorkHistoryEntry>(await editJob(a.cookie, first.id, { ...JOB, title: "Nurse Manager" }));
    expect(edited.title).toBe("Nurse Manager");
    expect((await deleteJob(a.cookie, first.id)).status).toBe(204);
    expect((await json<WorkHistoryEntry[]>(await listJobs(a.cookie))).map((e) => e.id)).toEqual([second.id]);
    // A new entry goes to the end.
    const third = await json<WorkHistoryEntry>(await addJob(a.cookie), 201);
    expect((await json<WorkHistoryEntry[]>(await listJobs(a.cookie))).map((e) => e.id)).toEqual([second.id, third.id]);
  });

  it("adds, edits, reorders and deletes education", async () => {
    const a = await signedIn();
    const one = await json<EducationEntry>(await addSchool(a.cookie), 201);
    expect(one).toMatchObject({ school: "Loyola University", startYear: 2010, endYear: 2014 });
    const two = await json<EducationEntry>(await addSchool(a.cookie, { ...SCHOOL, school: "City College", startYear: "", endYear: "" }), 201);
    expect(two).toMatchObject({ startYear: null, endYear: null });
    expect((await json<EducationEntry[]>(await orderSchools(a.cookie, [two.id, one.id]))).map((e) => e.id)).toEqual([two.id, one.id]);
    expect((await json<EducationEntry>(await editSchool(a.cookie, one.id, { ...SCHOOL, degree: "MSN" }))).degree).toBe("MSN");
    expect((await deleteSchool(a.cookie, two.id)).status).toBe(204);
    expect((await json<EducationEntry[]>(await listSchools(a.cookie))).map((e) => e.id)).toEqual([one.id]);
  });

  it("sets skills from the vocabulary, in order, and refuses unknown ones", async () => {
    const a = await signedIn();
    const set = await json<{ slug: string }[]>(await putSkills(a.cookie, { skills: ["triage", "patient-care", "triage"] }));
    expect(set.map((s) => s.slug)).toEqual(["triage", "patient-care"]);
    expect(await issuesOf(await putSkills(a.cookie, { skills: ["triage", "not-a-skill"] }))).toEqual({ skills: "Type a valid Skill" });
    expect((await json<CandidateProfile>(await getProfile(a.cookie))).skills.map((s) => s.slug)).toEqual(["triage", "patient-care"]);
    expect(await json<unknown[]>(await putSkills(a.cookie, { skills: [] }))).toEqual([]);
  });
});

describe("candidate profile: authorization matrix", () => {
  it("nobody signed in gets 401 on every read and write", async () => {
    const a = await signedIn();
    const job = await json<WorkHistoryEntry>(await addJob(a.cookie), 201);
    const school = await json<EducationEntry>(await addSchool(a.cookie), 201);
    for (const res of [
      await getProfile(),
      await putPersonal(undefined, PERSONAL),
      await putSkills(undefined, { skills: [] }),
      await listJobs(),
      await addJob(undefined),
      await editJob(undefined, job.id),
      await deleteJob(undefined, job.id),
      await orderJobs(undefined, [job.id]),
      await listSchools(),
      await addSchool(undefined),
      await editSchool(undefined, school.id),
      await deleteSchool(undefined, school.id),
      await orderSchools(undefined, [school.id]),
    ]) {
      expect(res.status).toBe(401);
    }
  });

  it.each([
    ["candidate B", [] as Role[], false],
    ["a hiring manager", ["Hiring Manager"] as Role[], false],
    ["an administrator with two-factor", ["Administrator"] as Role[], true],
  ])("%s cannot read or change candidate A's entries (404) and sees only their own profile", async (_who, roles, twoFactor) => {
    const a = await signedIn();
    await json(await putPersonal(a.cookie, PERSONAL));
    const job = await json<WorkHistoryEntry>(await addJob(a.cookie), 201);
    const other = await json<WorkHistoryEntry>(await addJob(a.cookie, { ...JOB, employer: "Other" }), 201);
    const school = await json<EducationEntry>(await addSchool(a.cookie), 201);
    const b = await signedIn(roles, twoFactor);

    const own = await json<CandidateProfile>(await getProfile(b.cookie));
    expect(own.personal.firstName).toBe("");
    expect(own.workHistory).toEqual([]);
    expect(own.education).toEqual([]);
    expect(await json<unknown[]>(await listJobs(b.cookie))).toEqual([]);

    expect((await editJob(b.cookie, job.id, { ...JOB, employer: "Hijacked" })).status).toBe(404);
    expect((await deleteJob(b.cookie, job.id)).status).toBe(404);
    expect((await orderJobs(b.cookie, [other.id, job.id])).status).toBe(404);
    expect((await editSchool(b.cookie, school.id, { ...SCHOOL, school: "Hijacked" })).status).toBe(404);
    expect((await deleteSchool(b.cookie, school.id)).status).toBe(404);
    expect((await orderSchools(b.cookie, [school.id])).status).toBe(404);
    // B's own entries may not be mixed with A's in a reorder either.
    const mine = await json<WorkHistoryEntry>(await addJob(b.cookie), 201);
    expect((await orderJobs(b.cookie, [mine.id, job.id])).status).toBe(404);

    const aProfile = await json<CandidateProfile>(await getProfile(a.cookie));
    expect(aProfile.workHistory.map((e) => [e.id, e.employer])).toEqual([
      [job.id, "Mercy Hospital"],
      [other.id, "Other"],
    ]);
    expect(aProfile.education.map((e) => e.school)).toEqual(["Loyola University"]);
    expect(aProfile.personal.firstName).toBe("Ada");
  });

  it("an id that is not a uuid or does not exist is 404", async () => {
    const a = await signedIn();
    expect((await editJob(a.cookie, "not-an-id")).status).toBe(404);
    expect((await deleteJob(a.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await deleteSchool(a.cookie, "nope")).status).toBe(404);
  });

  it("writes need the CSRF header", async () => {
    const a = await signedIn();
    const res = await callRoute(workPost, { method: "POST", path: "/api/candidates/profile/work-history", cookie: a.cookie, body: JOB, csrf: false });
    expect(res.status).toBe(403);
    expect(await getDb().select().from(workHistory).where(eq(workHistory.userId, a.id))).toEqual([]);
  });
});
