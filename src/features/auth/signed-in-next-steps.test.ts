import { describe, expect, it } from "vitest";
import { SIGNED_IN_TEXTS, signedInNextSteps } from "./signed-in-next-steps";

const hrefs = (roles: string[], returnTo?: string) => signedInNextSteps(roles, { returnTo }).map((s) => s.href);

describe("signedInNextSteps", () => {
  it("offers a candidate the home page's next steps: jobs, companies, the account page", () => {
    expect(hrefs([])).toEqual(["/jobs", "/companies", "/account/security"]);
  });

  it("sends employers to hiring on Upstep and recruiters to jobs (their dashboards do not exist yet), never to a 404", () => {
    expect(hrefs(["Hiring Manager"])).toEqual(["/employers", "/companies", "/account/security"]);
    expect(hrefs(["H2O Hiring Manager"])).toEqual(["/employers", "/companies", "/account/security"]);
    expect(hrefs(["Recruiter"])).toEqual(["/jobs", "/companies", "/account/security"]);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"], ["Administrator"]]) {
      for (const href of hrefs(roles)) expect(href).not.toMatch(/^\/(dashboard|hiring|talent)/);
    }
  });

  it("offers administrators the admin area first", () => {
    expect(hrefs(["Administrator"])).toEqual(["/admin", "/jobs", "/account/security"]);
  });

  it("puts a same-site returnTo first, and leaves out the home page as a returnTo", () => {
    expect(signedInNextSteps([], { returnTo: "/jobs?q=nurse" })[0]).toEqual({ label: "Continue where you were", href: "/jobs?q=nurse" });
    expect(hrefs([], "/")).toEqual(["/jobs", "/companies", "/account/security"]);
    expect(hrefs([], "/jobs")).toEqual(["/jobs", "/companies", "/account/security"]);
  });

  it("names the visitor when the name is known", () => {
    expect(SIGNED_IN_TEXTS.title("Casey Candidate")).toBe("You're already signed in as Casey Candidate");
    expect(SIGNED_IN_TEXTS.title("")).toBe("You're already signed in");
  });
});
