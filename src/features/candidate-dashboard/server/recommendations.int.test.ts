import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidatePreferences, candidateProfiles, candidateSkills, featureFlags, skills, workHistory } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { GET } from "@/app/api/candidates/dashboard/route";
import { PUT as putSkills } from "@/app/api/candidates/profile/skills/route";
import { candidateDashboardSchema, type CandidateDashboard, type RecommendedJob } from "../schemas";
import { searchJobs } from "@/features/jobs/server/queries";
import { getRecommendedJobs, readRecommendationInput } from "./recommendations";

/*
 * Jobs recommended from a profile (issue 14 part 6, decision 025 amendment) through the real job
 * search on the real database, read through GET /api/candidates/dashboard: reasons in words, near and
 * far and remote, skills, the fallbacks for the title, employment types, an empty profile, each
 * person only their own, and the profile-completion widget's data behind its flag.
 */
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

type Rec = { ref: string; title: string; zip?: string; remote?: boolean; jobType?: string; description?: string; posted: number };
const RECORDS: Rec[] = [
  { ref: "NEAR", title: "Registered Nurse", zip: "60614", jobType: "Full-time", posted: 1 },
  { ref: "NEAR-PT", title: "Registered Nurse Weekends", zip: "60602", jobType: "Part-time", posted: 2 },
  { ref: "SUBURB", title: "Registered Nurse", zip: "60540", jobType: "Full-time", posted: 3 },
  { ref: "FAR-IL", title: "Registered Nurse", zip: "62701", jobType: "Full-time", posted: 1 },
  { ref: "FAR-TX", title: "Registered Nurse", zip: "78701", jobType: "Full-time", posted: 1 },
  { ref: "REMOTE", title: "Registered Nurse Telehealth", remote: true, jobType: "Full-time", posted: 2 },
  { ref: "ANALYST", title: "Data Analyst", zip: "60601", jobType: "Full-time", description: "Build reports in Python and SQL.", posted: 4 },
  { ref: "DEV", title: "Backend Developer", remote: true, jobType: "Contract", description: "Services written in Python.", posted: 5 },
  { ref: "AUSTIN-DEV", title: "Backend Developer", zip: "78701", jobType: "Full-time", description: "Python services.", posted: 5 },
  { ref: "WAREHOUSE", title: "Warehouse Associate", zip: "60601", jobType: "Full-time", posted: 1 },
  { ref: "CHARGE", title: "Charge Nurse", zip: "60601", jobType: "Full-time", posted: 6 },
];

const idToRef = new Map<string, string>();

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["IL", "TX"] });
  const stats = await importJobs(db, {
    source: "recommendations-test",
    records: RECORDS.map((r) => ({
      title: r.title,
      referenceNumber: r.ref,
      date: ago(r.posted),
      validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
      url: `https://careers.example.com/${r.ref}`,
      company: "Lakeside Health",
      postalCode: r.zip,
      remote: r.remote ?? false,
      country: "US",
      description: `<p>${r.description ?? "Join our team."}</p>`,
      jobType: r.jobType,
      category: "Healthcare",
    })),
  });
  expect(stats.rejected).toBe(0);
  const rows = await db.query.jobs.findMany({ columns: { id: true, externalRef: true } });
  for (const r of rows) idToRef.set(r.id, r.externalRef ?? "");
  await db
    .insert(skills)
    .values([
      { slug: "python", name: "Python", category: "Technology", searchText: "python" },
      { slug: "sql", name: "SQL", category: "Technology", searchText: "sql" },
      { slug: "forklift", name: "Forklift", category: "Logistics", searchText: "forklift" },
      { slug: "teamwork", name: "Teamwork", category: "interpersonal", searchText: "teamwork" },
      { slug: "safe", name: "SAFe", category: "management", searchText: "safe", ambiguous: ["SAFe"] },
    ])
    .onConflictDoNothing();
});

type Profile = {
  personal?: Partial<typeof candidateProfiles.$inferInsert>;
  titles?: string[];
  employmentTypes?: string[];
  workArrangements?: string[];
  skills?: string[];
  work?: { title: string; isCurrent?: boolean; startYear?: number; endYear?: number }[];
};

async function candidate(profile: Profile = {}) {
  const user = await createUser({ name: "Pat Candidate" });
  const db = getDb();
  if (profile.personal) await db.insert(candidateProfiles).values({ userId: user.id, firstName: "Pat", lastName: "Candidate", ...profile.personal });
  if (profile.titles || profile.employmentTypes || profile.workArrangements)
    await db
      .insert(candidatePreferences)
      .values({ userId: user.id, desiredTitles: profile.titles ?? [], employmentTypes: profile.employmentTypes ?? [], workArrangements: profile.workArrangements ?? [] });
  if (profile.skills?.length) await db.insert(candidateSkills).values(profile.skills.map((skillSlug, position) => ({ userId: user.id, skillSlug, position })));
  if (profile.work?.length)
    await db.insert(workHistory).values(
      profile.work.map((w, position) => ({ userId: user.id, employer: "Mercy", title: w.title, isCurrent: w.isCurrent ?? false, startYear: w.startYear ?? 2015, endYear: w.endYear ?? null, position })),
    );
  const { cookie } = await logIn(user.email, user.password);
  return { ...user, cookie };
}

async function dashboardOf(cookie: string): Promise<CandidateDashboard> {
  const res = await callRoute(GET, { path: "/api/candidates/dashboard", cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return candidateDashboardSchema.strict().parse(await res.json());
}

const refs = (jobs: RecommendedJob[]) => jobs.map((j) => idToRef.get(j.id));
const byRef = (jobs: RecommendedJob[], ref: string) => jobs.find((j) => idToRef.get(j.id) === ref);

describe("recommended jobs on GET /api/candidates/dashboard", () => {
  it("a desired title and a ZIP code: jobs near first with the distance, remote ones said so, far ones left out", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, titles: ["Registered Nurse"] });
    const { recommendations } = await dashboardOf(me.cookie);
    expect(recommendations.missing).toEqual([]);
    expect(recommendations.searched).toBe(true);
    const found = refs(recommendations.jobs);
    expect(found).toEqual(expect.arrayContaining(["NEAR", "NEAR-PT", "REMOTE"]));
    // Naperville is ~28 miles from 60601 (radius 25); Springfield and Austin are far away.
    expect(found).not.toContain("SUBURB");
    expect(found).not.toContain("FAR-IL");
    expect(found).not.toContain("FAR-TX");
    expect(found).not.toContain("WAREHOUSE");
    // Near before remote.
    expect(found.indexOf("REMOTE")).toBeGreaterThan(found.indexOf("NEAR"));

    const near = byRef(recommendations.jobs, "NEAR")!;
    expect(near.reason).toMatch(/^Matches your title Registered Nurse, \d+ mi from 60601$/);
    expect(near.distanceMiles).toBeGreaterThan(1);
    expect(near.distanceMiles).toBeLessThan(5);
    expect(near.reason).toBe(`Matches your title Registered Nurse, ${Math.round(near.distanceMiles!)} mi from 60601`);
    expect(near).toMatchObject({ matchedTitle: "Registered Nurse", matchedSkills: [], remote: false, place: "Chicago, IL" });
    expect(byRef(recommendations.jobs, "REMOTE")!.reason).toBe("Remote, matches your title Registered Nurse");
  });

  it("a longer commute reaches further: 50 miles takes in Naperville", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, titles: ["Registered Nurse"] });
    await getDb().update(candidatePreferences).set({ maxCommuteMiles: 40 }).where(eq(candidatePreferences.userId, me.id));
    const { recommendations } = await dashboardOf(me.cookie);
    expect(refs(recommendations.jobs)).toContain("SUBURB");
    expect(refs(recommendations.jobs)).not.toContain("FAR-IL");
  });

  it("skills: near jobs and remote ones that match a skill, with the skill in the reason", async () => {
    const near = await candidate({ personal: { postalCode: "60601" }, skills: ["python", "sql"] });
    const { recommendations } = await dashboardOf(near.cookie);
    // No title: the prompt still asks for one, and the skills found jobs.
    expect(recommendations.missing).toEqual(["title"]);
    const analyst = byRef(recommendations.jobs, "ANALYST")!;
    expect(analyst.reason).toMatch(/^Matches your skills Python and SQL, (less than 1|\d+) mi from 60601$/);
    expect(analyst.matchedSkills).toEqual(["Python", "SQL"]);
    expect(refs(recommendations.jobs)).not.toContain("AUSTIN-DEV");
    expect(refs(recommendations.jobs)).not.toContain("WAREHOUSE");

    const remote = await candidate({ personal: { remoteOnly: true }, skills: ["python"] });
    const remoteOnly = (await dashboardOf(remote.cookie)).recommendations;
    expect(remoteOnly.missing).toEqual(["title"]);
    expect(refs(remoteOnly.jobs)).toEqual(["DEV"]);
    expect(remoteOnly.jobs[0]!.reason).toBe("Remote, matches your skill Python");
  });

  it("a title and skills together rank the job matching both first and say both", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, titles: ["Data Analyst", "Registered Nurse"], skills: ["python"] });
    const { recommendations } = await dashboardOf(me.cookie);
    expect(refs(recommendations.jobs)[0]).toBe("ANALYST");
    expect(recommendations.jobs[0]!.reason).toMatch(/^Matches your title Data Analyst and your skill Python, (less than 1|\d+) mi from 60601$/);
    expect(byRef(recommendations.jobs, "NEAR")!.matchedTitle).toBe("Registered Nurse");
  });

  it("without desired titles, the most recent job's title, else the headline", async () => {
    const recent = await candidate({
      personal: { postalCode: "60601", headline: "Warehouse Associate" },
      work: [
        { title: "Registered Nurse", startYear: 2010, endYear: 2014 },
        { title: "Charge Nurse", isCurrent: true, startYear: 2015 },
      ],
    });
    const fromWork = (await dashboardOf(recent.cookie)).recommendations;
    expect(refs(fromWork.jobs)[0]).toBe("CHARGE");
    expect(fromWork.jobs[0]!.reason).toMatch(/^Matches your recent title Charge Nurse, /);

    const headline = await candidate({ personal: { postalCode: "60601", headline: "Warehouse Associate" } });
    const fromHeadline = (await dashboardOf(headline.cookie)).recommendations;
    expect(refs(fromHeadline.jobs)).toEqual(["WAREHOUSE"]);
    expect(fromHeadline.jobs[0]!.reason).toMatch(/^Matches your headline Warehouse Associate, /);
  });

  it("leaves out jobs of a type the person did not ask for, and remote when they want on-site only", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, titles: ["Registered Nurse"], employmentTypes: ["full-time", "contract"], workArrangements: ["on-site"] });
    const found = refs((await dashboardOf(me.cookie)).recommendations.jobs);
    expect(found).toContain("NEAR");
    expect(found).not.toContain("NEAR-PT");
    expect(found).not.toContain("REMOTE");
  });

  it("an empty profile: no recommendations, nothing searched, and both gaps named for the prompt", async () => {
    const me = await candidate();
    const { recommendations } = await dashboardOf(me.cookie);
    expect(recommendations).toEqual({ jobs: [], searched: false, missing: ["title", "location"] });
  });

  it("a title that matches nothing near: searched, no jobs", async () => {
    const me = await candidate({ personal: { postalCode: "78701" }, titles: ["Astronaut"] });
    expect((await dashboardOf(me.cookie)).recommendations).toEqual({ jobs: [], searched: true, missing: [] });
  });

  it("each person gets recommendations from their own profile only", async () => {
    const a = await candidate({ personal: { postalCode: "60601" }, titles: ["Registered Nurse"], skills: ["sql"] });
    const b = await candidate({ personal: { postalCode: "78701" }, titles: ["Backend Developer"] });
    const [forA, forB] = await Promise.all([dashboardOf(a.cookie), dashboardOf(b.cookie)]);
    expect(refs(forB.recommendations.jobs)).toEqual(expect.arrayContaining(["AUSTIN-DEV", "DEV"]));
    expect(refs(forB.recommendations.jobs).some((r) => r?.startsWith("NEAR") || r === "ANALYST")).toBe(false);
    expect(forB.recommendations.jobs.every((j) => j.matchedTitle === "Backend Developer" && j.matchedSkills.length === 0)).toBe(true);
    expect(forB.recommendations.jobs.map((j) => j.reason).join(" ")).not.toMatch(/60601|Registered Nurse|SQL/);
    expect(refs(forA.recommendations.jobs)).toContain("NEAR");
    // The reads take the signed-in person's id: B's input is B's profile.
    expect((await readRecommendationInput(getDb(), b.id)).titles).toEqual(["Backend Developer"]);
  });

  it("soft skills (the vocabulary's interpersonal ones) and skills named by an ordinary word are not matched on", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, skills: ["teamwork", "safe", "python"] });
    expect((await readRecommendationInput(getDb(), me.id)).skills).toEqual(["Python"]);
  });

  it("the searches ask the engine for hits only: the same page, not counted", async () => {
    const params = { q: "(Registered Nurse)", location: "60601", radiusMiles: 25, pageSize: 1 };
    const [counted, uncounted] = await Promise.all([searchJobs(getDb(), params), searchJobs(getDb(), { ...params, count: false })]);
    expect(counted.total).toBe(2);
    expect(uncounted.hits.map((h) => h.id)).toEqual(counted.hits.map((h) => h.id));
    expect(uncounted.total).toBe(1);
    expect(uncounted.hasNextPage).toBe(true);
  });

  it("is 401 without a session (no recommendation is computed for nobody)", async () => {
    const res = await callRoute(GET, { path: "/api/candidates/dashboard" });
    expect(res.status).toBe(401);
  });

  it("caps what it returns at the limit and keeps remote jobs to a third when there are near ones", async () => {
    const me = await candidate({ personal: { postalCode: "60601" }, titles: ["Registered Nurse", "Charge Nurse", "Data Analyst", "Backend Developer"] });
    const three = await getRecommendedJobs(getDb(), me.id, { limit: 3 });
    expect(three.jobs).toHaveLength(3);
    expect(three.jobs.filter((j) => j.remote)).toHaveLength(1);
  });
});

describe("the profile-completion widget's data", () => {
  it("is in the answer while the flag is on and changes when a section is added", async () => {
    await getDb().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "profile-completion-widget"));
    const me = await candidate({ personal: { postalCode: "60601" } });
    const before = (await dashboardOf(me.cookie)).completion!;
    expect(before.next).toMatchObject({ key: "skills", href: "/dashboard/candidate360/personal-info#skills" });
    expect(before.done).toBe(1);
    expect(before.percent).toBe(Math.round((1 / before.total) * 100));

    const saved = await callRoute(putSkills, { method: "PUT", path: "/api/candidates/profile/skills", cookie: me.cookie, body: { skills: ["python"] } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = (await dashboardOf(me.cookie)).completion!;
    expect(after.done).toBe(2);
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(after.next?.key).not.toBe("skills");
  });

  it("is null while the flag is off", async () => {
    await getDb().update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "profile-completion-widget"));
    try {
      const me = await candidate({ personal: { postalCode: "60601" } });
      expect((await dashboardOf(me.cookie)).completion).toBeNull();
    } finally {
      await getDb().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "profile-completion-widget"));
    }
  });
});
