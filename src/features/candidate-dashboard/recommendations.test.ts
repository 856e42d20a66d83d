import { describe, expect, it } from "vitest";
import type { JobSearchHit } from "@/features/jobs/server/queries";
import {
  anyOf,
  milesText,
  planRecommendationSearches,
  rankRecommendations,
  reasonFor,
  recommendationGaps,
  recommendationPlace,
  recommendationRadius,
  searchWords,
  type RecommendationCandidate,
  type RecommendationInput,
} from "./recommendations";

const INPUT: RecommendationInput = {
  titles: ["Registered Nurse"],
  titleSource: "desired",
  skills: [],
  postalCode: "60601",
  city: "Chicago",
  state: "IL",
  remoteOnly: false,
  employmentTypes: [],
  workArrangements: [],
  maxCommuteMiles: null,
};

describe("what is searched for", () => {
  it("keeps words, drops the search syntax's operators and one-letter words", () => {
    expect(searchWords("Sales and Marketing")).toEqual(["Sales", "Marketing"]);
    expect(searchWords("C++ / C# (NOT .NET) or -Java")).toEqual(["NET", "Java"]);
    expect(searchWords("Night-shift R.N.")).toEqual(["Night-shift", "R.N"]);
  });

  it("joins terms as any-of groups within the search box's 200 characters", () => {
    expect(anyOf(["Registered Nurse", "Charge Nurse"])).toBe("(Registered Nurse) OR (Charge Nurse)");
    expect(anyOf(["and", "C"])).toBeUndefined();
    // A title with every word of another matches nothing more: left out (either order, duplicates once).
    expect(anyOf(["Medical Assistant", "Clinical Medical Assistant"])).toBe("(Medical Assistant)");
    expect(anyOf(["Clinical Medical Assistant", "Medical Assistant", "medical assistant"])).toBe("(Medical Assistant)");
    const long = anyOf(Array.from({ length: 5 }, (_, i) => `${"Senior Clinical Operations Coordinator ".repeat(2)}${i}x`));
    expect(long!.length).toBeLessThanOrEqual(200);
    expect(long).toContain("OR");
  });

  it("measures from the ZIP code, else the city; the radius is the commute rounded up to the search's radii", () => {
    expect(recommendationPlace(INPUT)).toEqual({ location: "60601", label: "60601" });
    expect(recommendationPlace({ postalCode: "", city: "Austin", state: "TX" })).toEqual({ location: "Austin, TX", label: "Austin, TX" });
    expect(recommendationPlace({ postalCode: "", city: "Austin", state: "" })).toBeNull();
    expect([null, 0, 3, 5, 11, 40, 100, 300].map(recommendationRadius)).toEqual([25, 25, 5, 5, 25, 50, 100, 100]);
  });

  it("names what is missing: a title (skills do not count) and a place (remote only counts)", () => {
    expect(recommendationGaps(INPUT)).toEqual([]);
    expect(recommendationGaps({ ...INPUT, titles: [], skills: ["Python"], postalCode: "", city: "" })).toEqual(["title", "location"]);
    expect(recommendationGaps({ ...INPUT, postalCode: "", city: "", remoteOnly: true })).toEqual([]);
  });

  it("plans titles near and remote (skills only without a title); remote only: remote; no place: anywhere; nothing: no search", () => {
    const plan = planRecommendationSearches({ ...INPUT, skills: ["Python", "SQL"] }, 6);
    expect(plan.map((s) => `${s.basis}:${s.scope}`)).toEqual(["title:near", "title:remote"]);
    expect(plan[0]!.params).toEqual({ q: "(Registered Nurse)", location: "60601", radiusMiles: 25, employmentType: undefined, pageSize: 6, count: false });
    expect(plan[1]!.params).toMatchObject({ remote: true, sort: "date" });
    expect(plan[1]!.params.location).toBeUndefined();
    const skillsOnly = planRecommendationSearches({ ...INPUT, titles: [], skills: ["Python", "SQL"] }, 6);
    expect(skillsOnly.map((s) => `${s.basis}:${s.scope}:${s.params.q}`)).toEqual(["skills:near:(Python) OR (SQL)", "skills:remote:(Python) OR (SQL)"]);

    expect(planRecommendationSearches({ ...INPUT, remoteOnly: true }, 6).map((s) => s.scope)).toEqual(["remote"]);
    expect(planRecommendationSearches({ ...INPUT, workArrangements: ["on-site", "hybrid"] }, 6).map((s) => s.scope)).toEqual(["near"]);
    expect(planRecommendationSearches({ ...INPUT, postalCode: "", city: "" }, 6).map((s) => s.scope)).toEqual(["anywhere"]);
    expect(planRecommendationSearches({ ...INPUT, titles: [] }, 6)).toEqual([]);
  });

  it("one wanted employment type filters the search; several are checked afterwards on twice as many jobs", () => {
    expect(planRecommendationSearches({ ...INPUT, employmentTypes: ["full-time"] }, 6)[0]!.params).toMatchObject({ employmentType: "full-time", pageSize: 6 });
    expect(planRecommendationSearches({ ...INPUT, employmentTypes: ["full-time", "contract"] }, 6)[0]!.params).toMatchObject({ employmentType: undefined, pageSize: 12 });
  });
});

describe("reasons", () => {
  const ctx = { titleSource: "desired" as const, placeLabel: "60601" };
  const near = { scope: "near" as const, hit: { distanceMiles: 4.4, remote: false } };
  it("says what matched and how far, or that it is remote", () => {
    expect(reasonFor({ ...near, matchedTitle: "Registered Nurse", matchedSkills: [] }, ctx)).toBe("Matches your title Registered Nurse, 4 mi from 60601");
    expect(reasonFor({ scope: "remote", hit: { distanceMiles: null, remote: true }, matchedTitle: null, matchedSkills: ["Python"] }, ctx)).toBe("Remote, matches your skill Python");
    expect(reasonFor({ ...near, matchedTitle: "Cook", matchedSkills: ["Food Safety", "Inventory", "Baking"] }, { titleSource: "work-history", placeLabel: "Chicago, IL" })).toBe(
      "Matches your recent title Cook and your skills Food Safety, Inventory and 1 more, 4 mi from Chicago, IL",
    );
    expect(reasonFor({ scope: "anywhere", hit: { distanceMiles: null, remote: false }, matchedTitle: "Welder", matchedSkills: [] }, { titleSource: "headline", placeLabel: null })).toBe(
      "Matches your headline Welder",
    );
    expect(milesText(0.4)).toBe("less than 1 mi");
  });
});

describe("ranking", () => {
  let n = 0;
  const hit = (over: Partial<JobSearchHit> = {}): JobSearchHit => ({
    id: `job-${++n}`,
    title: "Job",
    companyName: "Co",
    companySlug: "co",
    locationText: "Chicago, IL",
    remote: false,
    employmentType: "full-time",
    salaryMinCents: null,
    salaryMaxCents: null,
    salaryCurrency: null,
    salaryPeriod: null,
    postedAt: new Date("2026-11-20T00:00:00Z"),
    isPromoted: false,
    immediatelyHiring: false,
    distanceMiles: 3,
    ...over,
  });
  const cand = (over: Partial<RecommendationCandidate> & { hit?: JobSearchHit } = {}, order = 0): RecommendationCandidate => ({
    hit: hit(),
    scope: "near",
    order,
    matchedTitle: "Nurse",
    matchedSkills: [],
    ...over,
  });
  const opts = { limit: 6, employmentTypes: [], remoteOnly: false };

  it("title before skills alone, more skills first, near before remote, then the engine's order; duplicates once", () => {
    const skillsOnly = cand({ matchedTitle: null, matchedSkills: ["A", "B"] }, 0);
    const remoteTitle = cand({ scope: "remote", hit: hit({ remote: true, distanceMiles: null }) }, 1);
    const nearTitle = cand({}, 2);
    const nearTitleSkill = cand({ matchedSkills: ["A"] }, 3);
    const again = { ...nearTitle, order: 9 };
    const ranked = rankRecommendations([skillsOnly, remoteTitle, nearTitle, nearTitleSkill, again], opts);
    expect(ranked).toEqual([nearTitleSkill, nearTitle, remoteTitle, skillsOnly]);
  });

  it("a job found near and remote counts as near", () => {
    const h = hit({ remote: true });
    const ranked = rankRecommendations([cand({ scope: "remote", hit: h }, 0), cand({ scope: "near", hit: h }, 1)], opts);
    expect(ranked).toHaveLength(1);
    expect(ranked[0]).toMatchObject({ scope: "near", order: 0 });
  });

  it("leaves out jobs of a type not asked for (jobs without a type stay)", () => {
    const partTime = cand({ hit: hit({ employmentType: "part-time" }) });
    const untyped = cand({ hit: hit({ employmentType: null }) });
    expect(rankRecommendations([partTime, untyped], { ...opts, employmentTypes: ["full-time"] })).toEqual([untyped]);
  });

  it("remote jobs take at most a third when there are near ones, more when near ones run out", () => {
    const remote = Array.from({ length: 6 }, (_, i) => cand({ scope: "remote", hit: hit({ remote: true, distanceMiles: null }) }, i));
    const near = Array.from({ length: 6 }, (_, i) => cand({}, 10 + i));
    const mixed = rankRecommendations([...remote, ...near], opts);
    expect(mixed.filter((c) => c.scope === "remote")).toHaveLength(2);
    expect(mixed).toHaveLength(6);
    const fewNear = rankRecommendations([...remote, ...near.slice(0, 2)], opts);
    expect(fewNear.filter((c) => c.scope === "remote")).toHaveLength(4);
    expect(rankRecommendations(remote, { ...opts, remoteOnly: true })).toHaveLength(6);
  });
});
