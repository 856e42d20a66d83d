import { describe, expect, it } from "vitest";
import { CANDIDATE_DASHBOARD_PATH, HIRING_HOME_PATH, loginLandingPath, onboardingRedirect, roleHomePath } from "./redirects";
import { nextStep, previousStep, STEP_KEYS } from "./steps";
import type { OnboardingState } from "./types";

const NEW: OnboardingState = { step: "name", status: "new", completedAt: null, skippedAt: null };
const MID: OnboardingState = { step: "work", status: "in-progress", completedAt: null, skippedAt: null };
const DONE: OnboardingState = { step: "resume", status: "completed", completedAt: "2026-11-25T10:00:00.000Z", skippedAt: null };
const SKIPPED: OnboardingState = { step: "location", status: "skipped", completedAt: null, skippedAt: "2026-11-25T10:00:00.000Z" };

describe("loginLandingPath: where the login form goes", () => {
  it("sends the first log-in after sign-up to onboarding", () => {
    expect(loginLandingPath({ returnTo: undefined, fromSignUp: true })).toBe("/onboarding");
  });

  it("lets an explicit same-site returnTo win, also after sign-up", () => {
    expect(loginLandingPath({ returnTo: "/hiring", fromSignUp: true })).toBe("/hiring");
    expect(loginLandingPath({ returnTo: "/jobs?q=nurse", fromSignUp: false })).toBe("/jobs?q=nurse");
  });

  it("never goes off-site: a foreign returnTo falls back as if none were given", () => {
    expect(loginLandingPath({ returnTo: "//evil.example", fromSignUp: true })).toBe("/onboarding");
    expect(loginLandingPath({ returnTo: "https://evil.example/x", fromSignUp: false })).toBe("/");
  });

  it("keeps any other log-in going home as before", () => {
    expect(loginLandingPath({ returnTo: undefined, fromSignUp: false })).toBe("/");
  });
});

describe("onboardingRedirect", () => {
  it("shows the flow to a candidate who has neither finished nor skipped", () => {
    expect(onboardingRedirect({ roles: [], state: NEW, page: "flow" })).toBeNull();
    expect(onboardingRedirect({ roles: [], state: MID, page: "flow" })).toBeNull();
  });

  it("sends a candidate who finished or skipped to the dashboard", () => {
    expect(onboardingRedirect({ roles: [], state: DONE, page: "flow" })).toBe(CANDIDATE_DASHBOARD_PATH);
    expect(onboardingRedirect({ roles: [], state: SKIPPED, page: "flow" })).toBe(CANDIDATE_DASHBOARD_PATH);
  });

  it("shows /onboarding/complete only after finishing", () => {
    expect(onboardingRedirect({ roles: [], state: DONE, page: "complete" })).toBeNull();
    expect(onboardingRedirect({ roles: [], state: MID, page: "complete" })).toBe("/onboarding");
    expect(onboardingRedirect({ roles: [], state: NEW, page: "complete" })).toBe("/onboarding");
    expect(onboardingRedirect({ roles: [], state: SKIPPED, page: "complete" })).toBe(CANDIDATE_DASHBOARD_PATH);
  });

  it("sends users with a role to their dashboard from both pages", () => {
    for (const page of ["flow", "complete"] as const) {
      expect(onboardingRedirect({ roles: ["Hiring Manager"], state: NEW, page })).toBe(HIRING_HOME_PATH);
      expect(onboardingRedirect({ roles: ["H2O Hiring Manager"], state: NEW, page })).toBe(HIRING_HOME_PATH);
      expect(onboardingRedirect({ roles: ["Administrator"], state: NEW, page })).toBe(CANDIDATE_DASHBOARD_PATH);
      expect(onboardingRedirect({ roles: ["Recruiter"], state: DONE, page })).toBe(CANDIDATE_DASHBOARD_PATH);
    }
    expect(roleHomePath(["Recruiter", "Hiring Manager"])).toBe(HIRING_HOME_PATH);
  });
});

describe("steps", () => {
  it("go name, location, work, experience, authorization, resume; Back and next stop at the ends", () => {
    expect(STEP_KEYS).toEqual(["name", "location", "work", "experience", "authorization", "resume"]);
    expect(nextStep("name")).toBe("location");
    expect(nextStep("resume")).toBe("resume");
    expect(previousStep("location")).toBe("name");
    expect(previousStep("name")).toBe("name");
  });
});
