import { describe, expect, it } from "vitest";
import { DEFAULT_TALENT_PARAMS, isEmptyTalentSearch, parseTalentQuery, talentQueryString } from "./search-query";

describe("talent search query string", () => {
  it("parses every filter and writes the same query back", () => {
    const sp = {
      q: "registered nurse",
      location: "Columbus, OH",
      radius: "50",
      relocators: "1",
      relocate: "1",
      auth: ["authorized", "needs-sponsorship"],
      minYears: "2",
      maxYears: "9",
      education: "bachelor",
      skill: ["triage", "IV-Therapy"],
      active: "30",
      sort: "recent",
      page: "3",
    };
    const { params, page } = parseTalentQuery(sp);
    expect(page).toBe(3);
    expect(params).toEqual({
      q: "registered nurse",
      location: "Columbus, OH",
      radius: 50,
      includeRelocators: true,
      willingToRelocate: true,
      workAuthorization: ["authorized", "needs-sponsorship"],
      minYears: 2,
      maxYears: 9,
      education: "bachelor",
      skills: ["triage", "iv-therapy"],
      activeWithinDays: 30,
      sort: "recent",
    });
    expect(parseTalentQuery(Object.fromEntries(new URLSearchParams(talentQueryString(params, { page: 3 }))) as Record<string, string>).params.q).toBe("registered nurse");
    const round = new URLSearchParams(talentQueryString(params, { page }));
    expect(parseTalentQuery({ ...Object.fromEntries(round), auth: round.getAll("auth"), skill: round.getAll("skill") }).params).toEqual(params);
  });

  it("drops bad values and keeps the rest", () => {
    const { params, page } = parseTalentQuery({ q: "welder", radius: "7", auth: ["martian"], minYears: "-3", maxYears: "abc", education: "wizard", active: "2", sort: "salary", page: "0" });
    expect(params).toEqual({ ...DEFAULT_TALENT_PARAMS, q: "welder" });
    expect(page).toBe(1);
    expect(parseTalentQuery({ q: "x".repeat(201) }).params.q).toBe("");
    expect(parseTalentQuery({ skill: Array.from({ length: 11 }, (_, i) => `s${i}`) }).params.skills).toEqual([]);
    expect(parseTalentQuery({ minYears: "10", maxYears: "5" }).params).toMatchObject({ minYears: 10, maxYears: null });
  });

  it("omits defaults, keeps the company and pages after the first", () => {
    expect(talentQueryString(DEFAULT_TALENT_PARAMS)).toBe("");
    expect(isEmptyTalentSearch(DEFAULT_TALENT_PARAMS)).toBe(true);
    expect(isEmptyTalentSearch({ ...DEFAULT_TALENT_PARAMS, sort: "recent" })).toBe(true);
    expect(talentQueryString({ ...DEFAULT_TALENT_PARAMS, radius: 50 })).toBe("");
    expect(talentQueryString({ ...DEFAULT_TALENT_PARAMS, skills: ["triage"] }, { company: "c1", page: 2 })).toBe("?skill=triage&company=c1&page=2");
  });
});
