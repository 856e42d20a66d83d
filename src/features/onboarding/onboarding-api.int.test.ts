import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateOnboarding, candidatePreferences, candidateProfiles, categories, categoryTypes } from "@/db/schema";
import { GET as stateGet } from "@/app/api/candidates/onboarding/route";
import { PUT as namePut } from "@/app/api/candidates/onboarding/name/route";
import { PUT as locationPut } from "@/app/api/candidates/onboarding/location/route";
import { PUT as workPut } from "@/app/api/candidates/onboarding/work/route";
import { PUT as experiencePut } from "@/app/api/candidates/onboarding/experience/route";
import { PUT as authorizationPut } from "@/app/api/candidates/onboarding/authorization/route";
import { PUT as positionPut } from "@/app/api/candidates/onboarding/position/route";
import { POST as skipPost } from "@/app/api/candidates/onboarding/skip/route";
import { POST as completePost } from "@/app/api/candidates/onboarding/complete/route";
import type { Role } from "@/lib/auth/roles";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import type { OnboardingView } from "./types";

/*
 * Onboarding's API (issue 14 part 1, decision 030) through the real route handlers on a real
 * database: each step's validation with the spec's messages word for word (nothing stored when
 * refused), each step saving only its own columns of candidate_profiles / candidate_preferences
 * (what Candidate360 saved stays), resuming where the person left, Back, skip and complete, and who
 * may call it: candidates only, each on their own rows; anonymous 401; a role 403.
 */
type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = []): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  return { id: user.id, cookie };
}

const P = "/api/candidates/onboarding";
const getState = (cookie?: string) => callRoute(stateGet, { path: P, cookie });
const put = (handler: typeof namePut, step: string) => (cookie: string | undefined, body: unknown) => callRoute(handler, { method: "PUT", path: `${P}/${step}`, cookie, body });
const putName = put(namePut, "name");
const putLocation = put(locationPut, "location");
const putWork = put(workPut, "work");
const putExperience = put(experiencePut, "experience");
const putAuthorization = put(authorizationPut, "authorization");
const putPosition = put(positionPut, "position");
const skip = (cookie?: string) => callRoute(skipPost, { method: "POST", path: `${P}/skip`, cookie });
const complete = (cookie?: string) => callRoute(completePost, { method: "POST", path: `${P}/complete`, cookie });

const NAME = { firstName: "Ada", lastName: "Lovelace" };
const LOCATION = { postalCode: "60601", city: "Chicago", state: "IL", remoteOnly: false };
const WORK = { desiredTitles: ["Registered Nurse", "Charge Nurse"], desiredCategories: ["healthcare"] };
const EXPERIENCE = { experienceLevel: "senior", yearsOfExperience: "8" };
const AUTHORIZATION = { workAuthorization: "authorized" };

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status, await res.clone().text()).toBe(400);
  const body = (await res.json()) as { error: { issues?: { path: string; message: string }[] } };
  // The first message of each field, as the form shows it.
  const out: Record<string, string> = {};
  for (const i of body.error.issues ?? []) out[i.path] ??= i.message;
  return out;
}

const profileOf = async (userId: string) => (await getDb().select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0];
const prefsOf = async (userId: string) => (await getDb().select().from(candidatePreferences).where(eq(candidatePreferences.userId, userId)))[0];
const onboardingOf = async (userId: string) => (await getDb().select().from(candidateOnboarding).where(eq(candidateOnboarding.userId, userId)))[0];

beforeEach(async () => {
  // Other files of the worker truncate categories: put back the few this file needs.
  const db = getDb();
  await db.insert(categoryTypes).values({ slug: "jobs", name: "Job categories" }).onConflictDoNothing();
  const [type] = await db.select({ id: categoryTypes.id }).from(categoryTypes).where(eq(categoryTypes.slug, "jobs"));
  for (const [slug, name] of [
    ["healthcare", "Healthcare"],
    ["education", "Education"],
  ]) {
    await db.execute(sql`insert into categories (type_id, slug, name) values (${type!.id}, ${slug}, ${name}) on conflict on constraint categories_type_parent_slug_unique do nothing`);
  }
  const [parent] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.typeId} = ${type!.id} and ${categories.parentId} is null and ${categories.slug} = 'healthcare'`);
  await db.execute(sql`insert into categories (type_id, parent_id, slug, name) values (${type!.id}, ${parent!.id}, 'nursing', 'Nursing') on conflict on constraint categories_type_parent_slug_unique do nothing`);
});

describe("onboarding: who may call it", () => {
  it("answers 401 to anonymous visitors on every route, and stores nothing", async () => {
    const calls = [
      getState(),
      putName(undefined, NAME),
      putLocation(undefined, LOCATION),
      putWork(undefined, WORK),
      putExperience(undefined, EXPERIENCE),
      putAuthorization(undefined, AUTHORIZATION),
      putPosition(undefined, { step: "work" }),
      skip(),
      complete(),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("is for candidates: a hiring manager or a recruiter gets 403", async () => {
    for (const role of ["Hiring Manager", "Recruiter"] as Role[]) {
      const h = await signedIn([role]);
      expect((await getState(h.cookie)).status).toBe(403);
      expect((await putName(h.cookie, NAME)).status).toBe(403);
      expect((await skip(h.cookie)).status).toBe(403);
      expect(await profileOf(h.id)).toBeUndefined();
      expect(await onboardingOf(h.id)).toBeUndefined();
    }
  });

  it("changes only the signed-in person's rows: B cannot name A, and A's answers stay A's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await json(await putName(a.cookie, NAME));
    await json(await putWork(a.cookie, WORK));
    // A userId in the body is not part of the schema: it is ignored, the row written is B's own.
    const asB = await json<OnboardingView>(await putName(b.cookie, { firstName: "Bo", lastName: "Brown", userId: a.id }));
    expect(asB.answers.name).toEqual({ firstName: "Bo", lastName: "Brown" });
    await json(await putWork(b.cookie, { desiredTitles: ["Teacher"], desiredCategories: ["education"], userId: a.id }));
    await json(await skip(b.cookie));
    expect(await profileOf(a.id)).toMatchObject(NAME);
    expect((await prefsOf(a.id))?.desiredTitles).toEqual(WORK.desiredTitles);
    expect(await onboardingOf(a.id)).toMatchObject({ step: "experience", skippedAt: null });
    const aView = await json<OnboardingView>(await getState(a.cookie));
    expect(aView.answers.name).toEqual(NAME);
    expect(aView.status).toBe("in-progress");
    expect((await json<OnboardingView>(await getState(b.cookie))).answers.name).toEqual({ firstName: "Bo", lastName: "Brown" });
  });
});

describe("onboarding: the steps", () => {
  it("starts new at the name step with nothing answered", async () => {
    const a = await signedIn();
    const view = await json<OnboardingView>(await getState(a.cookie));
    expect(view).toMatchObject({ step: "name", status: "new", completedAt: null, skippedAt: null });
    expect(view.answers).toEqual({
      name: { firstName: "", lastName: "" },
      location: { postalCode: "", city: "", state: "", remoteOnly: false },
      work: { desiredTitles: [], desiredCategories: [] },
      experience: { experienceLevel: "", yearsOfExperience: "" },
      authorization: { workAuthorization: "" },
    });
    expect((await getState(a.cookie)).headers.get("cache-control")).toBe("private, no-store");
  });

  it("name: the spec's messages, nothing stored when refused; saved without touching the rest of the profile", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putName(a.cookie, { firstName: "  ", lastName: "x".repeat(51) }))).toEqual({
      firstName: "Type a valid First name",
      lastName: "Last name must be less than 50 characters.",
    });
    expect(await profileOf(a.id)).toBeUndefined();
    expect(await onboardingOf(a.id)).toBeUndefined();

    // What Candidate360 saved before stays when onboarding saves the name.
    await getDb().insert(candidateProfiles).values({ userId: a.id, headline: "Nurse", phone: "3125550142", postalCode: "60601", yearsOfExperience: 3, workAuthorization: "authorized", discoverable: true });
    const view = await json<OnboardingView>(await putName(a.cookie, { firstName: " Ada ", lastName: "x".repeat(50) }));
    expect(view.step).toBe("location");
    expect(view.status).toBe("in-progress");
    expect(await profileOf(a.id)).toMatchObject({ firstName: "Ada", lastName: "x".repeat(50), headline: "Nurse", phone: "3125550142", postalCode: "60601", yearsOfExperience: 3, workAuthorization: "authorized", discoverable: true });
  });

  it("location: ZIP code, city or remote only, with the spec's messages", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putLocation(a.cookie, { ...LOCATION, postalCode: "6060A" }))).toEqual({ postalCode: "Type a valid ZIP code" });
    expect(await issuesOf(await putLocation(a.cookie, { ...LOCATION, postalCode: "606011" }))).toEqual({ postalCode: "ZIP code must be less than 5 characters." });
    expect(await issuesOf(await putLocation(a.cookie, { ...LOCATION, postalCode: "6060" }))).toEqual({ postalCode: "Type a valid ZIP code" });
    expect(await issuesOf(await putLocation(a.cookie, { ...LOCATION, city: "c".repeat(81), state: "s".repeat(51) }))).toEqual({
      city: "City must be less than 80 characters.",
      state: "State must be less than 50 characters.",
    });
    // Nothing at all is not a place.
    expect(await issuesOf(await putLocation(a.cookie, { postalCode: "", city: " ", state: "", remoteOnly: false }))).toEqual({ postalCode: "Type a valid ZIP code" });
    expect(await issuesOf(await putLocation(a.cookie, { ...LOCATION, remoteOnly: "yes" }))).toHaveProperty("remoteOnly");
    expect(await profileOf(a.id)).toBeUndefined();

    await json(await putName(a.cookie, NAME));
    expect((await json<OnboardingView>(await putLocation(a.cookie, { postalCode: "", city: "", state: "", remoteOnly: true }))).answers.location).toEqual({ postalCode: "", city: "", state: "", remoteOnly: true });
    expect((await json<OnboardingView>(await putLocation(a.cookie, { postalCode: "", city: "Evanston", state: "IL", remoteOnly: false }))).step).toBe("work");
    const view = await json<OnboardingView>(await putLocation(a.cookie, LOCATION));
    expect(view.answers.location).toEqual(LOCATION);
    expect(await profileOf(a.id)).toMatchObject({ ...NAME, ...LOCATION });
  });

  it("work: up to 5 titles and 5 top-level jobs categories, saved to candidate_preferences without clearing its other columns", async () => {
    const a = await signedIn();
    const six = ["A", "B", "C", "D", "E", "F"];
    expect(await issuesOf(await putWork(a.cookie, { desiredTitles: six, desiredCategories: [] }))).toEqual({ desiredTitles: "Add at most 5 job titles" });
    expect(await issuesOf(await putWork(a.cookie, { desiredTitles: ["t".repeat(101), ""], desiredCategories: [] }))).toEqual({
      "desiredTitles.0": "Job title must be less than 100 characters.",
      "desiredTitles.1": "Type a valid Job title",
    });
    expect(await issuesOf(await putWork(a.cookie, { desiredTitles: [], desiredCategories: ["a", "b", "c", "d", "e", "f"] }))).toEqual({ desiredCategories: "Choose at most 5 job categories" });
    expect(await issuesOf(await putWork(a.cookie, { desiredTitles: [], desiredCategories: ["no-such-category"] }))).toEqual({ desiredCategories: "Type a valid Job category" });
    // A subcategory is not a top-level category.
    expect(await issuesOf(await putWork(a.cookie, { desiredTitles: [], desiredCategories: ["healthcare", "nursing"] }))).toEqual({ desiredCategories: "Type a valid Job category" });
    expect(await prefsOf(a.id)).toBeUndefined();
    expect(await onboardingOf(a.id)).toBeUndefined();

    await getDb().insert(candidatePreferences).values({ userId: a.id, employmentTypes: ["full-time"], payMinCents: 5_000_000, payPeriod: "year", experienceLevel: "mid", industries: ["healthcare"] });
    const view = await json<OnboardingView>(await putWork(a.cookie, { desiredTitles: [" Registered Nurse ", "registered nurse", "Charge Nurse"], desiredCategories: ["healthcare", "healthcare"] }));
    expect(view.step).toBe("experience");
    expect(view.answers.work).toEqual(WORK);
    expect(await prefsOf(a.id)).toMatchObject({ ...WORK, employmentTypes: ["full-time"], payMinCents: 5_000_000, payPeriod: "year", experienceLevel: "mid", industries: ["healthcare"] });
    // Removing every title and category is an answer too.
    expect((await json<OnboardingView>(await putWork(a.cookie, { desiredTitles: [], desiredCategories: [] }))).answers.work).toEqual({ desiredTitles: [], desiredCategories: [] });
  });

  it("experience: a level of EXPERIENCE_LEVELS and years as digits, to preferences and profile", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putExperience(a.cookie, { experienceLevel: "guru", yearsOfExperience: "123" }))).toEqual({
      experienceLevel: "Type a valid Experience level",
      yearsOfExperience: "Years of experience must be less than 2 characters.",
    });
    expect(await issuesOf(await putExperience(a.cookie, { experienceLevel: "", yearsOfExperience: "1a" }))).toEqual({ yearsOfExperience: "Type a valid Years of experience" });
    expect(await prefsOf(a.id)).toBeUndefined();

    await json(await putName(a.cookie, NAME));
    await json(await putWork(a.cookie, WORK));
    const view = await json<OnboardingView>(await putExperience(a.cookie, EXPERIENCE));
    expect(view.step).toBe("authorization");
    expect(view.answers.experience).toEqual(EXPERIENCE);
    expect(await prefsOf(a.id)).toMatchObject({ ...WORK, experienceLevel: "senior" });
    expect(await profileOf(a.id)).toMatchObject({ ...NAME, yearsOfExperience: 8 });
    // Emptied: not said.
    await json(await putExperience(a.cookie, { experienceLevel: "", yearsOfExperience: "" }));
    expect(await profileOf(a.id)).toMatchObject({ ...NAME, yearsOfExperience: null });
    expect((await prefsOf(a.id))?.experienceLevel).toBe("");
  });

  it("authorization: one of WORK_AUTHORIZATIONS or not said", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putAuthorization(a.cookie, { workAuthorization: "maybe" }))).toEqual({ workAuthorization: "Type a valid Work authorization" });
    await json(await putLocation(a.cookie, LOCATION));
    const view = await json<OnboardingView>(await putAuthorization(a.cookie, { workAuthorization: "needs-sponsorship" }));
    expect(view.step).toBe("resume");
    expect(await profileOf(a.id)).toMatchObject({ ...LOCATION, workAuthorization: "needs-sponsorship" });
  });
});

describe("onboarding: resuming, Back, skip and complete", () => {
  it("resumes at the step the person left, with their answers; Back and 'Skip this step' move the step without saving", async () => {
    const a = await signedIn();
    await json(await putName(a.cookie, NAME));
    await json(await putLocation(a.cookie, LOCATION));
    // Leaving and coming back: the state is the server's.
    let view = await json<OnboardingView>(await getState(a.cookie));
    expect(view.step).toBe("work");
    expect(view.answers.name).toEqual(NAME);
    expect(view.answers.location).toEqual(LOCATION);

    view = await json<OnboardingView>(await putPosition(a.cookie, { step: "location" }));
    expect(view.step).toBe("location");
    expect((await json<OnboardingView>(await getState(a.cookie))).step).toBe("location");
    // "Skip this step" from work: on to experience, the work answers untouched (none).
    view = await json<OnboardingView>(await putPosition(a.cookie, { step: "experience" }));
    expect(view.answers.work).toEqual({ desiredTitles: [], desiredCategories: [] });
    expect(await prefsOf(a.id)).toBeUndefined();
    expect(await issuesOf(await putPosition(a.cookie, { step: "payroll" }))).toEqual({ step: "Type a valid Step" });
    expect((await json<OnboardingView>(await getState(a.cookie))).step).toBe("experience");
  });

  it("'Skip for now' ends onboarding with skippedAt and keeps the answers; the first skip's time stays", async () => {
    const a = await signedIn();
    await json(await putName(a.cookie, NAME));
    const skipped = await json<OnboardingView>(await skip(a.cookie));
    expect(skipped.status).toBe("skipped");
    expect(skipped.skippedAt).not.toBeNull();
    expect(skipped.completedAt).toBeNull();
    expect(skipped.step).toBe("location");
    expect(skipped.answers.name).toEqual(NAME);
    const again = await json<OnboardingView>(await skip(a.cookie));
    expect(again.skippedAt).toBe(skipped.skippedAt);

    // Skipping before any step creates the row at the first step.
    const b = await signedIn();
    expect(await json<OnboardingView>(await skip(b.cookie))).toMatchObject({ status: "skipped", step: "name" });
  });

  it("finishing sets completedAt (once) and every answer is in the real tables", async () => {
    const a = await signedIn();
    for (const [fn, body] of [
      [putName, NAME],
      [putLocation, LOCATION],
      [putWork, WORK],
      [putExperience, EXPERIENCE],
      [putAuthorization, AUTHORIZATION],
    ] as const) {
      await json(await fn(a.cookie, body));
    }
    const done = await json<OnboardingView>(await complete(a.cookie));
    expect(done).toMatchObject({ status: "completed", step: "resume", skippedAt: null });
    expect(done.completedAt).not.toBeNull();
    expect((await json<OnboardingView>(await complete(a.cookie))).completedAt).toBe(done.completedAt);
    expect(await profileOf(a.id)).toMatchObject({ ...NAME, ...LOCATION, yearsOfExperience: 8, workAuthorization: "authorized" });
    expect(await prefsOf(a.id)).toMatchObject({ ...WORK, experienceLevel: "senior" });
  });
});
