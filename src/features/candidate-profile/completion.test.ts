import { describe, expect, it } from "vitest";
import { NO_FACTS, profileCompletion } from "./completion";
import type { CandidateProfile } from "./types";

const EMPTY: CandidateProfile = {
  personal: { firstName: "", lastName: "", headline: "", summary: "", phone: "", postalCode: "", city: "", state: "", remoteOnly: false, yearsOfExperience: null, workAuthorization: "", discoverable: false, updatedAt: null },
  workHistory: [],
  education: [],
  skills: [],
};
const JOB = { id: "j", employer: "E", title: "T", location: "", startMonth: null, startYear: null, endMonth: null, endYear: null, isCurrent: false, description: "" };
const SCHOOL = { id: "s", school: "S", degree: "", fieldOfStudy: "", startYear: null, endYear: null };
const REQUIRED = ["personal-info", "skills", "work-history", "education", "resume", "experience", "employment-prefs", "compensation-prefs", "language", "avatar"];
const OPTIONAL = ["certifications", "self-reference", "job-alerts", "assessment", "traitify-assessment"];
const ALL_FACTS = {
  resumes: 2,
  certifications: 1,
  languages: 2,
  references: 1,
  jobAlerts: 3,
  assessments: [{ id: "a1", title: "Excel basics" }],
  personalityCompleted: true,
  employmentPrefsSet: true,
  compensationPrefsSet: true,
  experienceSet: true,
};

describe("profileCompletion", () => {
  it("an empty profile: ten required sections missing, five optional, personal info next", () => {
    const c = profileCompletion({ profile: EMPTY, hasAvatar: false });
    expect(c.sections.filter((s) => s.required).map((s) => [s.key, s.state])).toEqual(REQUIRED.map((k) => [k, "missing"]));
    expect(c.sections.filter((s) => !s.required).map((s) => [s.key, s.state])).toEqual(OPTIONAL.map((k) => [k, "optional"]));
    expect(c).toMatchObject({ done: 0, total: 10, percent: 0 });
    expect(c.next?.key).toBe("personal-info");
    // Every section of the spec's route table is listed (skills live on personal-info), each with a page.
    expect(c.sections.map((s) => s.key).sort()).toEqual([...REQUIRED, ...OPTIONAL].sort());
    for (const s of c.sections.filter((x) => x.key !== "assessment")) expect(s.href).toMatch(/^\/dashboard\/candidate360\/[a-z-]+(#skills)?$/);
    // No assessment yet: nothing to open, and it says so.
    const assessment = c.sections.find((s) => s.key === "assessment")!;
    expect(assessment).toMatchObject({ href: null, linkLabel: null });
    expect(assessment.detail).toMatch(/none yet/i);
  });

  it("personal info needs a name and a place (ZIP, city or remote only)", () => {
    const named = { ...EMPTY.personal, firstName: "Ada", lastName: "L" };
    expect(profileCompletion({ profile: { ...EMPTY, personal: named }, hasAvatar: false }).sections[0]!.state).toBe("missing");
    for (const place of [{ postalCode: "60601" }, { city: "Chicago" }, { remoteOnly: true }]) {
      expect(profileCompletion({ profile: { ...EMPTY, personal: { ...named, ...place } }, hasAvatar: false }).sections[0]!.state).toBe("done");
    }
  });

  it("says what to add next, counts only required sections, and nothing is next when all are done", () => {
    const personal = { ...EMPTY.personal, firstName: "Ada", lastName: "L", remoteOnly: true };
    const some = profileCompletion({ profile: { ...EMPTY, personal, workHistory: [JOB] }, hasAvatar: false, facts: { ...NO_FACTS, certifications: 4, references: 2 } });
    expect(some.next?.key).toBe("skills");
    // Optional sections filled do not count: 2 of 10.
    expect(some).toMatchObject({ done: 2, total: 10, percent: 20 });
    expect(some.sections.find((s) => s.key === "certifications")).toMatchObject({ state: "done", detail: "4 certifications" });
    const full = { personal, workHistory: [JOB], education: [SCHOOL], skills: [{ slug: "a", name: "A", category: "c" }] };
    const all = profileCompletion({ profile: full, hasAvatar: true, facts: ALL_FACTS });
    expect(all).toMatchObject({ done: 10, total: 10, percent: 100, next: null });
    expect(all.sections.every((s) => s.state === "done")).toBe(true);
    expect(all.sections.find((s) => s.key === "assessment")).toMatchObject({ href: "/dashboard/candidate360/assessment/a1", linkLabel: "Open Excel basics" });
    // Everything required but no optional section: still 100%.
    expect(profileCompletion({ profile: full, hasAvatar: true, facts: { ...ALL_FACTS, certifications: 0, references: 0, jobAlerts: 0, assessments: [], personalityCompleted: false } }).percent).toBe(100);
  });

  it("each fact moves its own section", () => {
    const cases: [keyof typeof ALL_FACTS, string][] = [
      ["resumes", "resume"],
      ["languages", "language"],
      ["employmentPrefsSet", "employment-prefs"],
      ["compensationPrefsSet", "compensation-prefs"],
      ["experienceSet", "experience"],
      ["jobAlerts", "job-alerts"],
      ["personalityCompleted", "traitify-assessment"],
    ];
    for (const [fact, key] of cases) {
      const before = profileCompletion({ profile: EMPTY, hasAvatar: false }).sections.find((s) => s.key === key)!;
      const after = profileCompletion({ profile: EMPTY, hasAvatar: false, facts: { ...NO_FACTS, [fact]: ALL_FACTS[fact] } }).sections.find((s) => s.key === key)!;
      expect([fact, before.state === "done"]).toEqual([fact, false]);
      expect([fact, after.state]).toEqual([fact, "done"]);
    }
  });
});
