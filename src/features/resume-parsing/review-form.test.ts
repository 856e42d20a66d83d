import { describe, expect, it } from "vitest";
import { acceptProposalSchema } from "./schemas";
import { anythingTicked, highlightsToDescription, initialReviewValues, reviewFormSchema, toAcceptBody, type CurrentProfile } from "./review-form";
import type { ResumeProposal } from "./types";

/* The review form's logic: what starts ticked, what is checked (ticked parts only), and the accept body it sends. */
const PROPOSAL: ResumeProposal = {
  contact: { firstName: "Maria", lastName: "Gonzalez", email: "maria@example.com", phone: "3125550199", city: "Chicago", state: "IL", postalCode: "" },
  summary: "Registered nurse.",
  workHistory: [
    { employer: "Mercy Hospital", title: "Charge Nurse", location: "Chicago, IL", startMonth: 3, startYear: 2019, endMonth: null, endYear: null, isCurrent: true, highlights: ["Led a team of 12", " ", "Cut wait times"] },
    { employer: "Old Clinic", title: "Nurse", location: "", startMonth: null, startYear: 2015, endMonth: 2, endYear: 2019, isCurrent: false, highlights: [] },
  ],
  education: [{ school: "Loyola University Chicago", degree: "BSN", fieldOfStudy: "Nursing", startYear: 2011, endYear: 2015 }],
  skills: [
    { slug: "patient-care", name: "Patient Care" },
    { slug: "triage", name: "Triage" },
  ],
  languages: [
    { language: "es", proficiency: "native" },
    { language: "fr", proficiency: null },
  ],
};

const EMPTY_PROFILE: CurrentProfile = {
  personal: { firstName: "", lastName: "", phone: "", city: "", state: "", postalCode: "", summary: "" },
  workHistory: [],
  education: [],
  skills: [],
};

describe("initialReviewValues", () => {
  it("ticks every proposed part, leaves out contact fields the resume lacks, and shows a phone formatted", () => {
    const v = initialReviewValues(PROPOSAL, EMPTY_PROFILE);
    expect(v.contact.map((c) => [c.field, c.use, c.value, c.current])).toEqual([
      ["firstName", true, "Maria", ""],
      ["lastName", true, "Gonzalez", ""],
      ["phone", true, "(312) 555-0199", ""],
      ["city", true, "Chicago", ""],
      ["state", true, "IL", ""],
    ]);
    expect(v.summary).toEqual({ use: true, value: "Registered nurse." });
    expect(v.work.map((w) => w.use)).toEqual([true, true]);
    expect(v.work[0]).toMatchObject({ startMonth: "3", startYear: "2019", endMonth: "", endYear: "", isCurrent: true, description: "• Led a team of 12\n• Cut wait times" });
    expect(v.work[1]).toMatchObject({ startMonth: "", startYear: "2015", endMonth: "2", endYear: "2019" });
    expect(v.skills).toEqual({ use: true, slugs: ["patient-care", "triage"] });
    expect(v.languages).toEqual([
      { use: true, language: "es", proficiency: "native" },
      { use: true, language: "fr", proficiency: "" },
    ]);
  });

  it("does not offer what the profile already has, and does not tick jobs or schools already on it", () => {
    const v = initialReviewValues(PROPOSAL, {
      personal: { firstName: "maria", lastName: "Lovelace", phone: "3125550199", city: "", state: "IL", postalCode: "", summary: "Registered nurse." },
      workHistory: [{ employer: "mercy hospital", title: "Charge nurse" }],
      education: [{ school: "Loyola University Chicago", degree: "BSN" }],
      skills: [],
    });
    expect(v.contact.map((c) => [c.field, c.current])).toEqual([
      ["lastName", "Lovelace"],
      ["city", ""],
    ]);
    expect(v.summary.use).toBe(false);
    expect(v.work.map((w) => [w.use, w.existing])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(v.education.map((e) => [e.use, e.existing])).toEqual([[false, true]]);
  });

  it("highlightsToDescription: one bullet a line, blanks dropped", () => {
    expect(highlightsToDescription([" a ", "", "b"])).toBe("• a\n• b");
    expect(highlightsToDescription([])).toBe("");
  });
});

describe("reviewFormSchema", () => {
  it("checks ticked parts with the profile's schemas and the spec's messages; unticked parts are not checked", () => {
    const v = initialReviewValues(PROPOSAL, EMPTY_PROFILE);
    v.contact[0]!.value = "";
    v.contact[2]!.value = "555";
    v.work[0]!.employer = "";
    v.work[1]!.title = "T".repeat(101);
    v.work[1]!.use = false;
    const result = reviewFormSchema.safeParse(v);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({
      "contact.0.value": "Type a valid First name",
      "contact.2.value": "Type a valid Phone number",
      "work.0.employer": "Type a valid Employer",
      "languages.1.proficiency": "Type a valid Proficiency",
    });
    v.contact[0]!.use = false;
    v.contact[2]!.use = false;
    v.work[0]!.use = false;
    v.languages[1]!.proficiency = "elementary";
    expect(reviewFormSchema.safeParse(v).success).toBe(true);
  });
});

describe("toAcceptBody", () => {
  it("sends only the ticked parts, which the accept API's schema takes, and maps its issue paths back to the form", () => {
    const v = initialReviewValues(PROPOSAL, EMPTY_PROFILE);
    v.contact[1]!.use = false; // last name
    v.summary.use = false;
    v.work[0]!.use = false;
    v.work[1]!.title = "Staff Nurse";
    v.skills.slugs = ["triage"];
    v.languages[0]!.use = false;
    v.languages[1]!.proficiency = "elementary";
    const { body, formPathOf } = toAcceptBody(v);
    expect(body).toEqual({
      contact: { firstName: "Maria", phone: "(312) 555-0199", city: "Chicago", state: "IL" },
      workHistory: [{ employer: "Old Clinic", title: "Staff Nurse", location: "", startMonth: "", startYear: "2015", endMonth: "2", endYear: "2019", isCurrent: false, description: "" }],
      education: [{ school: "Loyola University Chicago", degree: "BSN", fieldOfStudy: "Nursing", startYear: "2011", endYear: "2015" }],
      skills: ["triage"],
      languages: [{ language: "fr", proficiency: "elementary" }],
    });
    const parsed = acceptProposalSchema.parse(body);
    expect(parsed.contact).toEqual({ firstName: "Maria", phone: "3125550199", city: "Chicago", state: "IL" });
    expect(formPathOf("workHistory.0.endYear")).toBe("work.1.endYear");
    expect(formPathOf("contact.phone")).toBe("contact.2.value");
    expect(formPathOf("languages.0.language")).toBe("languages.1.language");
    expect(formPathOf("skills.0")).toBe("skills.slugs");
    expect(formPathOf("skills")).toBe("skills.slugs");
    expect(formPathOf("summary")).toBeNull();
    expect(formPathOf("(root)")).toBeNull();
  });

  it("nothing ticked is nothing to accept", () => {
    const v = initialReviewValues(PROPOSAL, EMPTY_PROFILE);
    expect(anythingTicked(v)).toBe(true);
    v.contact.forEach((c) => (c.use = false));
    v.summary.use = false;
    v.work.forEach((w) => (w.use = false));
    v.education.forEach((e) => (e.use = false));
    v.languages.forEach((l) => (l.use = false));
    expect(anythingTicked(v)).toBe(true); // the skills are still ticked
    v.skills.slugs = [];
    expect(anythingTicked(v)).toBe(false);
    expect(toAcceptBody(v).body).toEqual({ workHistory: [], education: [], skills: [], languages: [] });
  });
});
