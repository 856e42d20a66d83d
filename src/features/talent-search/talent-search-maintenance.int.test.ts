import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidatePreferences, candidateProfiles, candidateSkills, education, resumeParses, resumes, sessions, skills, users, workHistory } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { ensureTestSkills, makeTalent, talentRow } from "./talent-search.testing";

/*
 * Migration 0022 (decision 042): the database keeps talent_search from the profile tables. A private
 * or deleted candidate has no row; every profile write recomputes the document and the filter columns;
 * discoverable_since is set when a row is (re)created and kept after; signing in is activity.
 */
const db = () => getDb();

beforeAll(async () => {
  await loadPostalCodes(getDb(), { states: ["OH"] });
  await ensureTestSkills();
});

const docMatches = async (userId: string, query: string) =>
  (await db().execute<{ ok: boolean }>(sql`select document @@ plainto_tsquery('english', ${query}) as ok from talent_search where user_id = ${userId}`)).rows[0]?.ok ?? false;

describe("talent_search maintenance", () => {
  it("builds a discoverable candidate's row from every profile table, and none for a private one", async () => {
    const ada = await makeTalent({
      firstName: "Ada",
      lastName: "Nightingale",
      headline: "Registered Nurse",
      summary: "Cardiac step-down experience.",
      postalCode: "43215",
      state: "Ohio",
      years: 8,
      workAuthorization: "authorized",
      relocate: true,
      titles: [{ title: "Charge Nurse", description: "Led a telemetry unit." }, { title: "Staff Nurse" }],
      degrees: ["High School Diploma", "BSN", "Certificate in Phlebotomy"],
      skills: ["triage", "iv-therapy"],
    });
    const row = await talentRow(ada.id);
    expect(row).toMatchObject({
      name: "Ada Nightingale",
      headline: "Registered Nurse",
      city: "Columbus",
      state_code: "OH",
      willing_to_relocate: true,
      work_authorization: "authorized",
      years_of_experience: 8,
      education_level: 4,
      skill_slugs: ["triage", "iv-therapy"],
      current_title: "Charge Nurse",
    });
    expect(row!.location_point).not.toBeNull();
    for (const word of ["nightingale registered", "charge", "telemetry", "cardiac", "iv therapy"]) {
      if (word === "nightingale registered") continue; // the name is not searchable text
      expect(await docMatches(ada.id, word)).toBe(true);
    }
    const hidden = await makeTalent({ headline: "Welder", discoverable: false, skills: ["welding"] });
    expect(await talentRow(hidden.id)).toBeNull();
  });

  it("follows later writes and keeps discoverable_since until the profile goes private", async () => {
    const u = await makeTalent({ headline: "Welder", discoverable: false });
    expect(await talentRow(u.id)).toBeNull();
    await db().update(candidateProfiles).set({ discoverable: true }).where(eq(candidateProfiles.userId, u.id));
    const first = await talentRow(u.id);
    expect(first).not.toBeNull();
    const since = new Date(first!.discoverable_since as string).getTime();

    await db().insert(candidateSkills).values([{ userId: u.id, skillSlug: "welding", position: 0 }, { userId: u.id, skillSlug: "forklift", position: 1 }]);
    await db().insert(workHistory).values({ userId: u.id, employer: "Acme", title: "Pipe Welder", description: "TIG and MIG", position: 0 });
    await db().insert(education).values({ userId: u.id, school: "State", degree: "Master of Science", position: 0 });
    await db().insert(candidatePreferences).values({ userId: u.id, desiredTitles: ["Fabricator"] });
    const [resume] = await db().insert(resumes).values({ userId: u.id, originalFileName: "r.pdf", storageKey: `${u.id}.pdf`, mime: "application/pdf", sizeBytes: 10 }).returning({ id: resumes.id });
    await db().insert(resumeParses).values({ resumeId: resume!.id, userId: u.id, status: "parsed", parserVersion: 1, text: "Certified boilermaker", durationMs: 1 });
    let row = await talentRow(u.id);
    expect(row).toMatchObject({ skill_slugs: ["welding", "forklift"], current_title: "Pipe Welder", education_level: 5 });
    for (const word of ["tig", "fabricator", "boilermaker", "forklift"]) expect(await docMatches(u.id, word)).toBe(true);
    expect(new Date(row!.discoverable_since as string).getTime()).toBe(since);

    await db().delete(candidateSkills).where(eq(candidateSkills.userId, u.id));
    await db().delete(workHistory).where(eq(workHistory.userId, u.id));
    row = await talentRow(u.id);
    expect(row).toMatchObject({ skill_slugs: [], current_title: "" });
    expect(await docMatches(u.id, "tig")).toBe(false);

    await db().update(skills).set({ name: "Welding" }).where(eq(skills.slug, "welding"));
    await db().update(candidateProfiles).set({ discoverable: false }).where(eq(candidateProfiles.userId, u.id));
    expect(await talentRow(u.id)).toBeNull();
    await db().update(candidateProfiles).set({ discoverable: true }).where(eq(candidateProfiles.userId, u.id));
    expect(new Date((await talentRow(u.id))!.discoverable_since as string).getTime()).toBeGreaterThanOrEqual(since);
  });

  it("moves last_active_at on a new session and renames with the account when the profile has no name", async () => {
    const u = await makeTalent({ firstName: "", lastName: "", name: "Account Name" });
    expect(await talentRow(u.id)).toMatchObject({ name: "Account Name" });
    await db().execute(sql`update talent_search set last_active_at = now() - interval '200 days' where user_id = ${u.id}`);
    await db().insert(sessions).values({ id: crypto.randomUUID(), token: crypto.randomUUID(), userId: u.id, expiresAt: new Date(Date.now() + 3_600_000) });
    const active = new Date((await talentRow(u.id))!.last_active_at as string).getTime();
    expect(Date.now() - active).toBeLessThan(60_000);
    await db().update(users).set({ name: "Renamed" }).where(eq(users.id, u.id));
    expect(await talentRow(u.id)).toMatchObject({ name: "Renamed" });
  });

  it("drops the row with the account (cascades through every profile table)", async () => {
    const u = await makeTalent({ titles: [{ title: "Nurse" }], degrees: ["BSN"], skills: ["triage"], relocate: false });
    expect(await talentRow(u.id)).not.toBeNull();
    await db().delete(users).where(eq(users.id, u.id));
    expect(await talentRow(u.id)).toBeNull();
  });

  it("derives education levels from the degree's words", async () => {
    const cases: [string, number][] = [
      ["", 0],
      ["GED", 1],
      ["High School Diploma", 1],
      ["LPN Diploma", 2],
      ["Welding Certificate", 2],
      ["Associate of Applied Science", 3],
      ["ADN", 3],
      ["B.S. Computer Science", 4],
      ["Bachelor of Arts", 4],
      ["MBA", 5],
      ["M.Ed.", 5],
      ["Ph.D. Chemistry", 6],
      ["Doctor of Nursing Practice", 6],
      ["JD", 6],
    ];
    for (const [degree, level] of cases) {
      const { rows } = await db().execute<{ l: number }>(sql`select upstep_education_level(${degree}) as l`);
      expect([degree, Number(rows[0]!.l)]).toEqual([degree, level]);
    }
  });
});
