import { describe, expect, it } from "vitest";
import { hiringCta } from "./hiring-cta";

describe("Post a job on /hiring", () => {
  it("leads visitors and candidates to employer sign-up, employers to their dashboard", () => {
    expect(hiringCta(null, "/contact")).toEqual({ postJobHref: "/join?employer=true", postJobLabel: "Post a job", demoUrl: "/contact" });
    expect(hiringCta({ roles: [], twoFactorEnabled: false }, "/contact").postJobHref).toBe("/join?employer=true");
    for (const role of ["Hiring Manager", "H2O Hiring Manager", "Recruiter"]) expect(hiringCta({ roles: [role], twoFactorEnabled: false }, "/c").postJobHref).toBe("/hiring/dashboard");
    expect(hiringCta({ roles: ["Administrator"], twoFactorEnabled: true }, "/c").postJobHref).toBe("/hiring/dashboard");
    expect(hiringCta({ roles: ["Administrator"], twoFactorEnabled: false }, "/c").postJobHref).toBe("/join?employer=true");
  });
});
