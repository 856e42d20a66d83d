import { describe, expect, it } from "vitest";
import { isAdministrator, isCandidate, isHiringManager, isRecruiter, isRole, ROLES } from "./roles";

describe("roles", () => {
  it("knows exactly the spec's roles", () => {
    expect([...ROLES]).toEqual(["Hiring Manager", "H2O Hiring Manager", "Recruiter", "Administrator"]);
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ["", "admin", "administrator", "Hiring manager", "Candidate", " Recruiter"]) expect(isRole(other)).toBe(false);
  });

  it.each([
    [[], false],
    [["Hiring Manager"], true],
    [["H2O Hiring Manager"], true],
    [["Recruiter"], false],
    [["Administrator"], false],
    [["Recruiter", "H2O Hiring Manager"], true],
    [["hiring manager"], false],
  ])("isHiringManager(%j) is %s (spec 6: Hiring Manager or H2O Hiring Manager)", (roles, expected) => {
    expect(isHiringManager(roles)).toBe(expected);
  });

  it.each([
    [[], false],
    [["Administrator"], true],
    [["Recruiter", "Administrator"], true],
    [["Hiring Manager"], false],
  ])("isAdministrator(%j) is %s", (roles, expected) => {
    expect(isAdministrator(roles)).toBe(expected);
  });

  it.each([
    [[], false],
    [["Recruiter"], true],
    [["Administrator"], false],
    [["Hiring Manager", "Recruiter"], true],
  ])("isRecruiter(%j) is %s", (roles, expected) => {
    expect(isRecruiter(roles)).toBe(expected);
  });

  it.each([
    [[], true],
    [["Recruiter"], false],
    [["Hiring Manager"], false],
    [["Administrator"], false],
  ])("isCandidate(%j) is %s (a user with no role)", (roles, expected) => {
    expect(isCandidate(roles)).toBe(expected);
  });
});
