import { describe, expect, it } from "vitest";
import { profileCompletion } from "./completion";
import type { CandidateProfile } from "./types";

const EMPTY: CandidateProfile = {
  personal: { firstName: "", lastName: "", headline: "", summary: "", phone: "", postalCode: "", city: "", state: "", remoteOnly: false, yearsOfExperience: null, workAuthorization: "", discoverable: false, updatedAt: null },
  workHistory: [],
  education: [],
  skills: [],
};
const JOB = { id: "j", employer: "E", title: "T", location: "", startMonth: null, startYear: null, endMonth: null, endYear: null, isCurrent: false, description: "" };
const SCHOOL = { id: "s", school: "S", degree: "", fieldOfStudy: "", startYear: null, endYear: null };

describe("profileCompletion", () => {
  it("an empty profile: every built section missing, personal info next, the rest coming", () => {
    const c = profileCompletion({ profile: EMPTY, hasAvatar: false });
    expect(c.sections.filter((s) => s.state !== "coming").map((s) => [s.key, s.state])).toEqual([
      ["personal-info", "missing"],
      ["skills", "missing"],
      ["work-history", "missing"],
      ["education", "missing"],
      ["avatar", "missing"],
    ]);
    expect(c).toMatchObject({ done: 0, total: 5, percent: 0 });
    expect(c.next?.key).toBe("personal-info");
    // Every section of the spec's route table is listed (skills live on personal-info).
    expect(c.sections.map((s) => s.key).sort()).toEqual(
      ["assessment", "avatar", "certifications", "compensation-prefs", "education", "employment-prefs", "experience", "job-alerts", "language", "personal-info", "resume", "self-reference", "skills", "traitify-assessment", "work-history"].sort(),
    );
    for (const s of c.sections.filter((x) => x.state === "coming")) expect(s.detail).toMatch(/comes next/i);
  });

  it("personal info needs a name and a place (ZIP, city or remote only)", () => {
    const named = { ...EMPTY.personal, firstName: "Ada", lastName: "L" };
    expect(profileCompletion({ profile: { ...EMPTY, personal: named }, hasAvatar: false }).sections[0]!.state).toBe("missing");
    for (const place of [{ postalCode: "60601" }, { city: "Chicago" }, { remoteOnly: true }]) {
      expect(profileCompletion({ profile: { ...EMPTY, personal: { ...named, ...place } }, hasAvatar: false }).sections[0]!.state).toBe("done");
    }
  });

  it("says what to add next, and nothing when all is done", () => {
    const personal = { ...EMPTY.personal, firstName: "Ada", lastName: "L", remoteOnly: true };
    const some = profileCompletion({ profile: { ...EMPTY, personal, workHistory: [JOB] }, hasAvatar: false });
    expect(some.next?.key).toBe("skills");
    expect(some).toMatchObject({ done: 2, percent: 40 });
    const all = profileCompletion({ profile: { personal, workHistory: [JOB], education: [SCHOOL], skills: [{ slug: "a", name: "A", category: "c" }] }, hasAvatar: true });
    expect(all).toMatchObject({ done: 5, total: 5, percent: 100, next: null });
  });
});
