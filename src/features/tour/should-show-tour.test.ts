import { describe, expect, it } from "vitest";
import { mayShowTour, shouldShowTour, type TourInput } from "./should-show-tour";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW - h * 3600_000).toISOString();
const base: TourInput = {
  pathname: "/dashboard",
  isAuthenticated: true,
  roles: [],
  profile: { createDate: hoursAgo(1) },
  dashboardBrand: "upstep",
  productTourFlag: true,
  dismissed: false,
  now: NOW,
};

describe("shouldShowTour (spec 4)", () => {
  it("shows to a new no-role user on Upstep's own dashboard with the flag on", () => {
    expect(shouldShowTour(base)).toBe(true);
  });

  it("is only for authenticated users with a profile and no roles", () => {
    expect(shouldShowTour({ ...base, isAuthenticated: false })).toBe(false);
    expect(shouldShowTour({ ...base, profile: null })).toBe(false);
    expect(shouldShowTour({ ...base, roles: ["Hiring Manager"] })).toBe(false);
    expect(shouldShowTour({ ...base, roles: ["Administrator"] })).toBe(false);
  });

  it("own variant: within 24 hours and only with the product-tour flag", () => {
    expect(shouldShowTour({ ...base, profile: { createDate: hoursAgo(23.9) } })).toBe(true);
    expect(shouldShowTour({ ...base, profile: { createDate: hoursAgo(24) } })).toBe(true);
    expect(shouldShowTour({ ...base, profile: { createDate: hoursAgo(24.01) } })).toBe(false);
    expect(shouldShowTour({ ...base, productTourFlag: false })).toBe(false);
  });

  it("partner variant: within 7 days, flag or not", () => {
    const partner = { ...base, dashboardBrand: "partner", productTourFlag: false };
    expect(shouldShowTour({ ...partner, profile: { createDate: hoursAgo(24 * 6.9) } })).toBe(true);
    expect(shouldShowTour({ ...partner, profile: { createDate: hoursAgo(24 * 7) } })).toBe(true);
    expect(shouldShowTour({ ...partner, profile: { createDate: hoursAgo(24 * 7 + 0.1) } })).toBe(false);
  });

  it("never on the onboarding routes", () => {
    for (const pathname of ["/onboarding", "/onboarding/", "/onboarding/complete", "/Onboarding/Complete?x=1"]) expect(shouldShowTour({ ...base, pathname })).toBe(false);
    expect(shouldShowTour({ ...base, pathname: "/onboarding-tips" })).toBe(true);
  });

  it("never inside an application (/apply/...)", () => {
    for (const pathname of ["/apply/0b9a2f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "/Apply/x/submitted", "/apply/x?step=review"]) expect(shouldShowTour({ ...base, pathname })).toBe(false);
    expect(shouldShowTour({ ...base, pathname: "/apply" })).toBe(true);
  });

  it("waits for the dashboard brand and stays away once dismissed", () => {
    expect(shouldShowTour({ ...base, dashboardBrand: null })).toBe(false);
    expect(shouldShowTour({ ...base, dismissed: true })).toBe(false);
    expect(shouldShowTour({ ...base, profile: { createDate: "not a date" } })).toBe(false);
  });
});

describe("mayShowTour (the shell's cheap check before it loads the tour)", () => {
  const candidate = { pathname: base.pathname, isAuthenticated: true, roles: [], profile: base.profile, dismissed: false, now: NOW };

  it("is true whenever shouldShowTour could be, before the brand and flag are known", () => {
    expect(mayShowTour(candidate)).toBe(true);
    expect(mayShowTour({ ...candidate, profile: { createDate: hoursAgo(24 * 7) } })).toBe(true);
    for (const dashboardBrand of ["upstep", "partner"]) {
      for (const productTourFlag of [true, false]) {
        for (const h of [1, 24, 24.01, 24 * 7, 24 * 7 + 0.1]) {
          const input = { ...base, dashboardBrand, productTourFlag, profile: { createDate: hoursAgo(h) } };
          if (shouldShowTour(input)) expect(mayShowTour(input)).toBe(true);
        }
      }
    }
  });

  it("is false for visitors the tour can never show to", () => {
    expect(mayShowTour({ ...candidate, isAuthenticated: false })).toBe(false);
    expect(mayShowTour({ ...candidate, profile: null })).toBe(false);
    expect(mayShowTour({ ...candidate, roles: ["Recruiter"] })).toBe(false);
    expect(mayShowTour({ ...candidate, dismissed: true })).toBe(false);
    expect(mayShowTour({ ...candidate, pathname: "/onboarding/complete" })).toBe(false);
    expect(mayShowTour({ ...candidate, profile: { createDate: hoursAgo(24 * 7 + 0.1) } })).toBe(false);
    expect(mayShowTour({ ...candidate, profile: { createDate: "not a date" } })).toBe(false);
  });
});
