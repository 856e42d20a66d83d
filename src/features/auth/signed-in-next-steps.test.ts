import { describe, expect, it } from "vitest";
import { SIGNED_IN_TEXTS, signedInNextSteps } from "./signed-in-next-steps";

const hrefs = (roles: string[], returnTo?: string) => signedInNextSteps(roles, { returnTo }).map((s) => s.href);

describe("signedInNextSteps", () => {
  it("sends a candidate to the jobs, then the account page", () => {
    expect(hrefs([])).toEqual(["/jobs", "/account/security"]);
  });

  it("sends employers and recruiters home (their dashboards do not exist yet), never to a 404", () => {
    expect(hrefs(["Hiring Manager"])).toEqual(["/", "/account/security"]);
    expect(hrefs(["H2O Hiring Manager"])).toEqual(["/", "/account/security"]);
    expect(hrefs(["Recruiter"])).toEqual(["/", "/account/security"]);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"], ["Administrator"]]) {
      for (const href of hrefs(roles)) expect(href).not.toMatch(/^\/(dashboard|hiring|talent)/);
    }
  });

  it("offers administrators the admin area first", () => {
    expect(hrefs(["Administrator"])).toEqual(["/admin", "/", "/account/security"]);
  });

  it("puts a same-site returnTo first, and leaves out the home page as a returnTo", () => {
    expect(signedInNextSteps([], { returnTo: "/jobs?q=nurse" })[0]).toEqual({ label: "Continue where you were", href: "/jobs?q=nurse" });
    expect(hrefs([], "/")).toEqual(["/jobs", "/account/security"]);
  });

  it("names the visitor when the name is known", () => {
    expect(SIGNED_IN_TEXTS.title("Casey Candidate")).toBe("You're already signed in as Casey Candidate");
    expect(SIGNED_IN_TEXTS.title("")).toBe("You're already signed in");
  });
});
