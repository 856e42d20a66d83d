import { describe, expect, it } from "vitest";
import { COMPANY_ROLES } from "@/db/schema/companies";
import { capabilityAllowed, COMPANY_CAPABILITIES, type CompanyCapability } from "./company-capabilities";

// Decision 038: every capability for every company role, spelled out.
const expected: Record<CompanyCapability, Record<(typeof COMPANY_ROLES)[number], boolean>> = {
  "company.manage": { owner: true, "hiring-manager": false, recruiter: false, interviewer: false },
  "templates.manage": { owner: true, "hiring-manager": true, recruiter: false, interviewer: false },
  "postings.read": { owner: true, "hiring-manager": true, recruiter: true, interviewer: true },
  "postings.edit": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  "applicants.read": { owner: true, "hiring-manager": true, recruiter: true, interviewer: true },
  "applicants.review": { owner: true, "hiring-manager": true, recruiter: true, interviewer: true },
  "applicants.move": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  "applicants.email": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  // Issue 17 (decisions 042-045).
  "talent.search": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  "pipelines.read": { owner: true, "hiring-manager": true, recruiter: true, interviewer: true },
  "pipelines.edit": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  "requisitions.read": { owner: true, "hiring-manager": true, recruiter: true, interviewer: true },
  "requisitions.edit": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
  "trackers.read": { owner: true, "hiring-manager": true, recruiter: true, interviewer: false },
};

describe("company capabilities", () => {
  it("lists every capability in the expectation", () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(COMPANY_CAPABILITIES).sort());
  });

  for (const [capability, row] of Object.entries(expected)) {
    for (const role of COMPANY_ROLES) {
      it(`${role} ${row[role] ? "may" : "may not"} ${capability}`, () => {
        expect(capabilityAllowed(role, capability as CompanyCapability)).toBe(row[role]);
      });
    }
    it(`an administrator with two-factor may ${capability}`, () => {
      expect(capabilityAllowed("admin", capability as CompanyCapability)).toBe(true);
    });
  }
});
