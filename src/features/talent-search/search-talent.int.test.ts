import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { talentSearchParamsSchema, type TalentSearchParams } from "./schemas";
import { clearTalentCountsCache, searchTalent, searchTalentForPage } from "./server/queries";
import { ensureTestSkills, makeTalent } from "./talent-search.testing";

/*
 * searchTalent (decision 042) over a small world in Ohio and Texas: every filter, radius with and
 * without relocators, the sorts, exact facets (each count is the total of the search its link leads
 * to) and the rule that a private candidate is never found, whatever the search.
 */
const params = (p: Partial<TalentSearchParams> = {}) => talentSearchParamsSchema.parse(p);
const ids: Record<string, string> = {};
const names = (r: { results: { userId: string }[] }) =>
  r.results.map((x) => Object.entries(ids).find(([, id]) => id === x.userId)?.[0] ?? "?").sort();

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["OH", "TX"] });
  await ensureTestSkills();
  ids.nurseColumbus = (await makeTalent({ firstName: "Nora", lastName: "Nurse", headline: "Registered Nurse", postalCode: "43215", years: 8, workAuthorization: "authorized", degrees: ["BSN"], skills: ["triage", "iv-therapy"], titles: [{ title: "Charge Nurse" }] })).id;
  ids.nurseDayton = (await makeTalent({ firstName: "Dee", lastName: "Dayton", headline: "ICU Nurse", postalCode: "45402", years: 3, workAuthorization: "needs-sponsorship", degrees: ["ADN"], skills: ["triage"], relocate: true })).id;
  ids.welderCincy = (await makeTalent({ firstName: "Wes", lastName: "Welder", headline: "Pipe welder", postalCode: "45202", years: 15, workAuthorization: "authorized", degrees: ["Welding Certificate"], skills: ["welding", "forklift"], relocate: false })).id;
  ids.devAustin = (await makeTalent({ firstName: "Tess", lastName: "Coder", headline: "Software engineer", postalCode: "78701", years: 1, workAuthorization: "authorized", degrees: ["M.S. Computer Science"], skills: ["typescript"], relocate: true, summary: "Loves nursing home software." })).id;
  ids.nurseAustin = (await makeTalent({ firstName: "Ann", lastName: "Austin", headline: "Registered Nurse", postalCode: "78701", years: 22, skills: ["triage"] })).id;
  ids.privateNurse = (await makeTalent({ firstName: "Pia", lastName: "Private", headline: "Registered Nurse", postalCode: "43215", years: 8, skills: ["triage", "iv-therapy"], discoverable: false })).id;
  await db.execute(sql`update talent_search set last_active_at = now() - interval '100 days' where user_id = ${ids.nurseAustin}`);
  await db.execute(sql`update talent_search set last_active_at = now() - interval '10 days' where user_id = ${ids.welderCincy}`);
  await db.execute(sql`update talent_search set discoverable_since = now() - interval '1 day'`);
  await db.execute(sql`analyze talent_search`);
});

describe("searchTalent", () => {
  it("never returns a private candidate, whatever the search", async () => {
    const searches: Partial<TalentSearchParams>[] = [{}, { q: "nurse" }, { skills: ["triage", "iv-therapy"] }, { location: "43215", radius: 5 }, { q: "Pia" }];
    for (const s of searches) {
      const r = await searchTalent(getDb(), params(s), { facets: true, pageSize: 100 });
      expect(r.results.map((x) => x.userId)).not.toContain(ids.privateNurse);
    }
    expect((await searchTalent(getDb(), params(), { userIds: [ids.privateNurse!] })).total).toBe(0);
  });

  it("filters by keyword, skills (all), years, education, authorisation, relocation and activity", async () => {
    const db = getDb();
    expect(names(await searchTalent(db, params({ q: "nurse" })))).toEqual(["devAustin", "nurseAustin", "nurseColumbus", "nurseDayton"]);
    expect(names(await searchTalent(db, params({ q: "nurse -software" })))).toEqual(["nurseAustin", "nurseColumbus", "nurseDayton"]);
    expect(names(await searchTalent(db, params({ q: '"registered nurse"' })))).toEqual(["nurseAustin", "nurseColumbus"]);
    expect(names(await searchTalent(db, params({ skills: ["triage", "iv-therapy"] })))).toEqual(["nurseColumbus"]);
    expect(names(await searchTalent(db, params({ minYears: 5, maxYears: 20 })))).toEqual(["nurseColumbus", "welderCincy"]);
    expect(names(await searchTalent(db, params({ education: "bachelor" })))).toEqual(["devAustin", "nurseColumbus"]);
    expect(names(await searchTalent(db, params({ workAuthorization: ["needs-sponsorship"] })))).toEqual(["nurseDayton"]);
    expect(names(await searchTalent(db, params({ willingToRelocate: true })))).toEqual(["devAustin", "nurseDayton"]);
    expect(names(await searchTalent(db, params({ activeWithinDays: 7 })))).toEqual(["devAustin", "nurseColumbus", "nurseDayton"]);
    expect(names(await searchTalent(db, params({ activeWithinDays: 30 })))).toEqual(["devAustin", "nurseColumbus", "nurseDayton", "welderCincy"]);
  });

  it("finds people within a radius of a ZIP or a city, with relocators when asked, nearest distance shown", async () => {
    const db = getDb();
    const columbus = await searchTalent(db, params({ location: "43215", radius: 25 }));
    expect(names(columbus)).toEqual(["nurseColumbus"]);
    expect(columbus.results[0]!.distanceMiles).toBeLessThan(2);
    expect(names(await searchTalent(db, params({ location: "Columbus, OH", radius: 200 })))).toEqual(["nurseColumbus", "nurseDayton", "welderCincy"]);
    expect(names(await searchTalent(db, params({ location: "Columbus, OH", radius: 25, includeRelocators: true })))).toEqual(["devAustin", "nurseColumbus", "nurseDayton"]);
    expect(names(await searchTalent(db, params({ location: "Texas" })))).toEqual(["devAustin", "nurseAustin"]);
    const nowhere = await searchTalent(db, params({ location: "Atlantis, ZZ" }));
    expect(nowhere.total).toBe(0);
    expect(nowhere.location?.kind).toBe("unknown");
  });

  it("sorts by relevance or by recent activity and pages", async () => {
    const db = getDb();
    const recent = await searchTalent(db, params({ sort: "recent" }), { pageSize: 2 });
    expect(recent.total).toBe(5);
    expect(recent.results).toHaveLength(2);
    const page3 = await searchTalent(db, params({ sort: "recent" }), { pageSize: 2, page: 3 });
    expect(names(page3)).toEqual(["nurseAustin"]);
    const relevance = await searchTalent(db, params({ q: "nurse" }));
    expect(relevance.results.at(-1)!.userId).toBe(ids.devAustin); // only in the summary (weight C)
  });

  it("gives exact facets: each count is the total of the search its link leads to", async () => {
    const db = getDb();
    const base = params({ q: "nurse" });
    const { total, facets } = await searchTalent(db, base, { facets: true });
    expect(total).toBe(4);
    expect(facets!.skills.find((s) => s.slug === "triage")).toEqual({ slug: "triage", name: "Triage", count: 3 });
    for (const s of facets!.skills) expect((await searchTalent(db, { ...base, skills: [s.slug] })).total).toBe(s.count);
    for (const e of facets!.education) expect((await searchTalent(db, { ...base, education: e.slug })).total).toBe(e.count);
    for (const w of facets!.workAuthorization) expect((await searchTalent(db, { ...base, workAuthorization: [w.value] })).total).toBe(w.count);
    for (const y of facets!.years) expect((await searchTalent(db, { ...base, minYears: y.min, maxYears: y.max })).total).toBe(y.count);
    for (const a of facets!.active) expect((await searchTalent(db, { ...base, activeWithinDays: a.days })).total).toBe(a.count);
    expect((await searchTalent(db, { ...base, willingToRelocate: true })).total).toBe(facets!.willingToRelocate);
    expect(facets!.states).toEqual([{ code: "OH", count: 2 }, { code: "TX", count: 2 }]);
  });

  it("finds people who became discoverable after a moment (saved searches), and only them", async () => {
    const db = getDb();
    const before = new Date(Date.now() - 1000);
    const late = await makeTalent({ firstName: "Lee", lastName: "Late", headline: "Registered Nurse", skills: ["triage"] });
    ids.late = late.id;
    const fresh = await searchTalent(db, params({ skills: ["triage"] }), { discoverableSince: before });
    expect(names(fresh)).toEqual(["late"]);
    await db.update(candidateProfiles).set({ discoverable: false }).where(eq(candidateProfiles.userId, late.id));
    expect((await searchTalent(db, params({ skills: ["triage"] }), { discoverableSince: before })).total).toBe(0);
  });

  it("the page's search caches counts for a minute but reads its rows live: a person who went private is gone at once", async () => {
    const db = getDb();
    clearTalentCountsCache();
    const leaving = await makeTalent({ firstName: "Gia", lastName: "Going", headline: "Pipe welder", skills: ["welding"] });
    const search = params({ skills: ["welding"] });
    const before = await searchTalentForPage(db, search, { facets: true });
    expect(before.results.map((r) => r.userId)).toContain(leaving.id);
    await db.update(candidateProfiles).set({ discoverable: false }).where(eq(candidateProfiles.userId, leaving.id));
    const after = await searchTalentForPage(db, search, { facets: true });
    expect(after.results.map((r) => r.userId)).not.toContain(leaving.id);
    expect(after.total).toBe(before.total);
    clearTalentCountsCache();
    expect((await searchTalentForPage(db, search, { facets: true })).total).toBe(before.total - 1);
  });
});
