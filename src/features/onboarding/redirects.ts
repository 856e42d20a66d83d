import { isHiringManager } from "@/lib/auth/roles";
import { safeReturnTo } from "@/lib/auth/return-to";
import { ONBOARDING_PATH } from "./paths";
import type { OnboardingState } from "./types";

/*
 * Who goes where around onboarding (decision 030). Pure functions, tested without a browser.
 */
export const CANDIDATE_DASHBOARD_PATH = "/dashboard";
/**
 * Hiring-type users' dashboard is /hiring/dashboard (spec 2.7), which is not built yet: until it is
 * they go to the home page, which offers the next steps for their roles (never a 404).
 */
export const HIRING_HOME_PATH = "/";

/**
 * Where the login form goes after a successful log-in: an explicit same-site returnTo wins; the first
 * log-in after signing up (/login?from_sign_up=true) goes to onboarding, which sends on anyone who does
 * not need it; any other log-in goes home as before.
 */
export function loginLandingPath(params: { returnTo: string | undefined; fromSignUp: boolean }): string {
  return safeReturnTo(params.returnTo, params.fromSignUp ? ONBOARDING_PATH : "/");
}

/** Where a signed-in person with a role goes instead of onboarding (it is for candidates: no role). */
export function roleHomePath(roles: readonly string[]): string {
  return isHiringManager(roles) ? HIRING_HOME_PATH : CANDIDATE_DASHBOARD_PATH;
}

/**
 * For a signed-in person opening /onboarding or /onboarding/complete: null to show the page, or where
 * to send them. Users with roles go to their dashboard. /onboarding: once finished or skipped it is
 * over (the profile is edited in Candidate360), so the dashboard. /onboarding/complete: only after
 * finishing; before, the flow itself.
 */
export function onboardingRedirect(params: { roles: readonly string[]; state: OnboardingState; page: "flow" | "complete" }): string | null {
  const { roles, state, page } = params;
  if (roles.length > 0) return roleHomePath(roles);
  if (page === "flow") return state.completedAt || state.skippedAt ? CANDIDATE_DASHBOARD_PATH : null;
  if (state.completedAt) return null;
  return state.skippedAt ? CANDIDATE_DASHBOARD_PATH : ONBOARDING_PATH;
}
