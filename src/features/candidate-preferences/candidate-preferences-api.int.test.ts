import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidatePreferences, candidateProfiles } from "@/db/schema";
import { GET as prefsGet } from "@/app/api/candidates/profile/preferences/route";
import { PUT as employmentPut } from "@/app/api/candidates/profile/preferences/employment/route";
import { PUT as compensationPut } from "@/app/api/candidates/profile/preferences/compensation/route";
import { PUT as experiencePut } from "@/app/api/candidates/profile/preferences/experience/route";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { getCandidatePreferences, listJobCategoryOptions } from "./server/queries";
import type { CandidatePreferences } from "./types";

/*
 * The three preference sections (decision 027) through the real route handlers on a real database:
 * the spec's messages and ours word for word, the limits, currency in and out, each section saved
 * without touching the others, and the authorization matrix (another person's data is never read or
 * written; signed out is 401).
 */
type Actor = { id: string; cookie: string };

async function signedIn(): Promise<Actor> {
  const user = await createUser();
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  return { id: user.id, cookie };
}

const EMPLOYMENT = {
  desiredTitles: ["Registered Nurse", "", "Charge Nurse", "registered nurse"],
  desiredCategories: ["healthcare", "education"],
  employmentTypes: ["part-time", "full-time", "full-time"],
  workArrangements: ["on-site", "hybrid"],
  shifts: ["night", "weekend"],
  willingToRelocate: true,
  maxCommuteMiles: "25",
  availableFrom: "2027-01-15",
};
const COMPENSATION = { payMin: "$45,000", payTarget: "55000.5", payPeriod: "year", openToNegotiation: false };
const EXPERIENCE = { experienceLevel: "senior", industries: ["healthcare"], peopleManaged: "12" };

const getPrefs = (cookie?: string) => callRoute(prefsGet, { path: "/api/candidates/profile/preferences", cookie });
const put = (handler: typeof employmentPut, section: string) => (cookie: string | undefined, body: unknown) =>
  callRoute(handler, { method: "PUT", path: `/api/candidates/profile/preferences/${section}`, cookie, body });
const putEmployment = put(employmentPut, "employment");
const putCompensation = put(compensationPut, "compensation");
const putExperience = put(experiencePut, "experience");

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function issuesOf(res: Response): Promise<Record<string, string>> {
  expect(res.status, await res.clone().text()).toBe(400);
  const body = (await res.json()) as { error: { issues?: { path: string; message: string }[] } };
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
}

beforeAll(async () => {
  // Top-level job categories (and a subcategory and a company category, which are not choices).
  const db = getDb();
  await db.execute(sql`insert into category_types (slug, name) values ('jobs', 'Job categories'), ('companies', 'Company categories') on conflict (slug) do nothing`);
  await db.execute(sql`
    insert into categories (type_id, slug, name, sort_order)
    select t.id, v.slug, v.name, v.ord from category_types t,
      (values ('healthcare', 'Healthcare', 0), ('education', 'Education', 1), ('technology', 'Technology', 2), ('finance', 'Finance', 3), ('retail', 'Retail', 4), ('manufacturing', 'Manufacturing', 5)) as v(slug, name, ord)
    where t.slug = 'jobs' on conflict do nothing`);
  await db.execute(sql`
    insert into categories (type_id, parent_id, slug, name)
    select t.id, p.id, 'nursing', 'Nursing' from category_types t join categories p on p.type_id = t.id and p.slug = 'healthcare' where t.slug = 'jobs' on conflict do nothing`);
  await db.execute(sql`insert into categories (type_id, slug, name) select id, 'hospitals', 'Hospitals' from category_types where slug = 'companies' on conflict do nothing`);
});

describe("candidate preferences: the owner's own sections", () => {
  it("offers the top-level job categories only, in their order", async () => {
    expect((await listJobCategoryOptions(getDb())).map((c) => c.slug)).toEqual(["healthcare", "education", "technology", "finance", "retail", "manufacturing"]);
  });

  it("starts empty, then saves each section as given (titles trimmed and kept once, types in the list's order)", async () => {
    const a = await signedIn();
    const empty = await json<CandidatePreferences>(await getPrefs(a.cookie));
    expect(empty.filled).toEqual({ employment: false, compensation: false, experience: false });
    expect(empty.compensation.openToNegotiation).toBe(true);
    expect(empty.updatedAt).toBeNull();

    const saved = await json<CandidatePreferences>(await putEmployment(a.cookie, { ...EMPLOYMENT, desiredTitles: ["  Registered Nurse ", ...EMPLOYMENT.desiredTitles.slice(1)] }));
    expect(saved.employment).toEqual({
      desiredTitles: ["Registered Nurse", "Charge Nurse"],
      desiredCategories: ["healthcare", "education"],
      employmentTypes: ["full-time", "part-time"],
      workArrangements: ["on-site", "hybrid"],
      shifts: ["night", "weekend"],
      willingToRelocate: true,
      maxCommuteMiles: 25,
      availableFrom: "2027-01-15",
    });
    expect(saved.filled).toEqual({ employment: true, compensation: false, experience: false });

    const pay = await json<CandidatePreferences>(await putCompensation(a.cookie, COMPENSATION));
    expect(pay.compensation).toEqual({ payMinCents: 4_500_000, payTargetCents: 5_500_050, payPeriod: "year", openToNegotiation: false });

    const exp = await json<CandidatePreferences>(await putExperience(a.cookie, EXPERIENCE));
    expect(exp.experience).toEqual({ experienceLevel: "senior", industries: ["healthcare"], peopleManaged: 12 });
    expect(exp.filled).toEqual({ employment: true, compensation: true, experience: true });
    expect(await getDb().select().from(candidatePreferences).where(eq(candidatePreferences.userId, a.id))).toHaveLength(1);
  });

  it("saving one section never clears another (partial upserts)", async () => {
    const a = await signedIn();
    // Created by the compensation section first: the other columns keep their defaults.
    await json(await putCompensation(a.cookie, COMPENSATION));
    await json(await putExperience(a.cookie, EXPERIENCE));
    await json(await putEmployment(a.cookie, EMPLOYMENT));
    // Emptying employment leaves compensation and experience as they were.
    const after = await json<CandidatePreferences>(
      await putEmployment(a.cookie, { desiredTitles: [], desiredCategories: [], employmentTypes: [], workArrangements: [], shifts: [], willingToRelocate: false, maxCommuteMiles: "", availableFrom: "" }),
    );
    expect(after.employment.desiredTitles).toEqual([]);
    expect(after.employment.maxCommuteMiles).toBeNull();
    expect(after.compensation).toEqual({ payMinCents: 4_500_000, payTargetCents: 5_500_050, payPeriod: "year", openToNegotiation: false });
    expect(after.experience).toEqual({ experienceLevel: "senior", industries: ["healthcare"], peopleManaged: 12 });
    // And clearing pay leaves employment and experience.
    await json(await putEmployment(a.cookie, EMPLOYMENT));
    const cleared = await json<CandidatePreferences>(await putCompensation(a.cookie, { payMin: "", payTarget: "", payPeriod: "", openToNegotiation: true }));
    expect(cleared.compensation).toEqual({ payMinCents: null, payTargetCents: null, payPeriod: "", openToNegotiation: true });
    expect(cleared.employment.desiredTitles).toEqual(["Registered Nurse", "Charge Nurse"]);
    expect(cleared.experience.peopleManaged).toBe(12);
  });

  it("refuses bad employment input with the spec's messages and ours, and stores nothing", async () => {
    const a = await signedIn();
    expect(
      await issuesOf(
        await putEmployment(a.cookie, {
          ...EMPLOYMENT,
          desiredTitles: ["Nurse", "t".repeat(101)],
          employmentTypes: ["full-time", "gig"],
          workArrangements: ["moon"],
          shifts: ["graveyard"],
          maxCommuteMiles: "12a",
          availableFrom: "2027-02-30",
        }),
      ),
    ).toEqual({
      "desiredTitles.1": "Desired job title must be less than 100 characters.",
      employmentTypes: "Type a valid Employment type",
      workArrangements: "Type a valid Work arrangement",
      shifts: "Type a valid Shift",
      maxCommuteMiles: "Type a valid Maximum commute",
      availableFrom: "Type a valid Start date",
    });
    expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, desiredTitles: ["a", "b", "c", "d", "e", "f"] }))).toEqual({ desiredTitles: "Add up to 5 job titles" });
    // Six boxes of which two say the same thing are five titles.
    expect((await json<CandidatePreferences>(await putEmployment(a.cookie, { ...EMPLOYMENT, desiredTitles: ["a", "b", "c", "d", "e", "A"] }))).employment.desiredTitles).toEqual(["a", "b", "c", "d", "e"]);
    await getDb().delete(candidatePreferences).where(eq(candidatePreferences.userId, a.id));

    expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, desiredCategories: ["healthcare", "education", "technology", "finance", "retail", "manufacturing"] }))).toEqual({
      desiredCategories: "Choose up to 5 job categories",
    });
    expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, maxCommuteMiles: "501" }))).toEqual({ maxCommuteMiles: "Maximum commute must be 500 miles or less" });
    expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, maxCommuteMiles: "1000" }))).toEqual({ maxCommuteMiles: "Maximum commute must be less than 3 characters." });
    // A subcategory, a company category and an unknown slug are not job categories.
    for (const slug of ["nursing", "hospitals", "astronaut", "Not A Slug"]) {
      expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, desiredCategories: ["healthcare", slug] })), slug).toEqual({ desiredCategories: "Type a valid Job category" });
    }
    expect(await issuesOf(await putEmployment(a.cookie, { ...EMPLOYMENT, willingToRelocate: "yes" }))).toEqual({ willingToRelocate: "Type a valid Willing to relocate" });
    expect(await getDb().select().from(candidatePreferences).where(eq(candidatePreferences.userId, a.id))).toEqual([]);

    // The limits themselves are accepted, and the database's checks agree.
    const max = await json<CandidatePreferences>(
      await putEmployment(a.cookie, { ...EMPLOYMENT, desiredTitles: ["a", "b", "c", "d", "t".repeat(100)], desiredCategories: ["healthcare", "education", "technology", "finance", "retail"], maxCommuteMiles: "500" }),
    );
    expect(max.employment.desiredTitles[4]).toHaveLength(100);
    expect(max.employment.maxCommuteMiles).toBe(500);
  });

  it("reads and refuses currency as spec 5 says (USD, 2 decimals), target not below minimum", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payMin: "45,00", payTarget: "12.345" }))).toEqual({
      payMin: "Type a valid Minimum pay",
      payTarget: "Type a valid Target pay",
    });
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payMin: "-5", payTarget: "1e5" }))).toEqual({ payMin: "Type a valid Minimum pay", payTarget: "Type a valid Target pay" });
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payMin: "$60,000.00", payTarget: "$59,999.99" }))).toEqual({
      payTarget: "Target pay must not be less than the minimum pay",
    });
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payPeriod: "" }))).toEqual({ payPeriod: "Choose per hour or per year for your pay" });
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payPeriod: "month" }))).toEqual({ payPeriod: "Type a valid Pay period" });
    expect(await getDb().select().from(candidatePreferences).where(eq(candidatePreferences.userId, a.id))).toEqual([]);

    // Equal amounts, an hourly rate with cents, one amount alone, and the largest amount.
    expect((await json<CandidatePreferences>(await putCompensation(a.cookie, { payMin: "18.5", payTarget: "$18.50", payPeriod: "hour", openToNegotiation: true }))).compensation).toMatchObject({
      payMinCents: 1850,
      payTargetCents: 1850,
      payPeriod: "hour",
    });
    expect((await json<CandidatePreferences>(await putCompensation(a.cookie, { ...COMPENSATION, payMin: "", payTarget: "0.29" }))).compensation).toMatchObject({ payMinCents: null, payTargetCents: 29 });
    expect((await json<CandidatePreferences>(await putCompensation(a.cookie, { ...COMPENSATION, payMin: "$9,999,999.99", payTarget: "9999999.99" }))).compensation.payTargetCents).toBe(999_999_999);
    expect(await issuesOf(await putCompensation(a.cookie, { ...COMPENSATION, payTarget: "$10,000,000.00" }))).toEqual({ payTarget: "Type a valid Target pay" });
  });

  it("refuses bad experience input", async () => {
    const a = await signedIn();
    expect(await issuesOf(await putExperience(a.cookie, { experienceLevel: "guru", industries: ["healthcare", "hospitals"], peopleManaged: "12345" }))).toEqual({
      experienceLevel: "Type a valid Experience level",
      peopleManaged: "People managed must be less than 4 characters.",
    });
    expect(await issuesOf(await putExperience(a.cookie, { ...EXPERIENCE, industries: ["healthcare", "hospitals"] }))).toEqual({ industries: "Type a valid Industry" });
    expect(await issuesOf(await putExperience(a.cookie, { ...EXPERIENCE, industries: ["healthcare", "education", "technology", "finance", "retail", "manufacturing"] }))).toEqual({
      industries: "Choose up to 5 industries",
    });
    expect(await issuesOf(await putExperience(a.cookie, { ...EXPERIENCE, peopleManaged: "1a" }))).toEqual({ peopleManaged: "Type a valid People managed" });
    const saved = await json<CandidatePreferences>(await putExperience(a.cookie, { experienceLevel: "", industries: [], peopleManaged: "9999" }));
    expect(saved.experience).toEqual({ experienceLevel: "", industries: [], peopleManaged: 9999 });
    expect(saved.filled.experience).toBe(false);
  });
});

describe("candidate preferences: authorization matrix", () => {
  it("nobody signed in gets 401 on every read and write", async () => {
    for (const res of [await getPrefs(), await putEmployment(undefined, EMPLOYMENT), await putCompensation(undefined, COMPENSATION), await putExperience(undefined, EXPERIENCE)]) {
      expect(res.status).toBe(401);
    }
  });

  it("candidate B reads and writes only their own row; A's is untouched", async () => {
    const a = await signedIn();
    await json(await putEmployment(a.cookie, EMPLOYMENT));
    await json(await putCompensation(a.cookie, COMPENSATION));
    const b = await signedIn();
    const own = await json<CandidatePreferences>(await getPrefs(b.cookie));
    expect(own.filled).toEqual({ employment: false, compensation: false, experience: false });
    await json(await putEmployment(b.cookie, { ...EMPLOYMENT, desiredTitles: ["Welder"] }));
    await json(await putCompensation(b.cookie, { ...COMPENSATION, payMin: "1", payTarget: "2" }));
    const aPrefs = await getCandidatePreferences(getDb(), a.id);
    expect(aPrefs.employment.desiredTitles).toEqual(["Registered Nurse", "Charge Nurse"]);
    expect(aPrefs.compensation.payMinCents).toBe(4_500_000);
    expect((await getCandidatePreferences(getDb(), b.id)).employment.desiredTitles).toEqual(["Welder"]);
    // Nothing was written to the profile table by these sections.
    expect(await getDb().select().from(candidateProfiles).where(eq(candidateProfiles.userId, b.id))).toEqual([]);
  });

  it("writes need the CSRF header", async () => {
    const a = await signedIn();
    const res = await callRoute(employmentPut, { method: "PUT", path: "/api/candidates/profile/preferences/employment", cookie: a.cookie, body: EMPLOYMENT, csrf: false });
    expect(res.status).toBe(403);
    expect(await getDb().select().from(candidatePreferences).where(eq(candidatePreferences.userId, a.id))).toEqual([]);
  });
});
