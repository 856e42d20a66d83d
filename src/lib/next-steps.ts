import { isAdministrator, isHiringManager } from "@/lib/auth/roles";
import { COMPANIES_PATH } from "@/lib/company-routes";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { ACCOUNT_SECURITY_PATH, ADMIN_PATH } from "@/lib/routes";

/*
 * What a signed-in visitor is offered instead of "Join" and "Log in" (the home page's call to action,
 * and /login or /join when already signed in): three next steps for their roles, each a page that
 * exists today (never a route that answers 404). Always three, so the home page's block keeps one
 * height whoever is signed in (decision 017). Each domain's issue points these at its pages as they
 * land (the candidate dashboard, the hiring dashboard).
 */
export type NextStepIcon = "search" | "companies" | "security" | "employers" | "admin";
export type NextStep = { label: string; description: string; href: string; icon: NextStepIcon };

const SEARCH_JOBS: NextStep = { label: "Search jobs", description: "Find open jobs by title, keyword or place.", href: JOBS_SEARCH_PATH, icon: "search" };
const BROWSE_COMPANIES: NextStep = { label: "Browse companies", description: "See who is hiring and their open jobs.", href: COMPANIES_PATH, icon: "companies" };
const ACCOUNT_SECURITY: NextStep = { label: "Account security", description: "Password, two-factor sign-in and sessions.", href: ACCOUNT_SECURITY_PATH, icon: "security" };
const HIRING: NextStep = { label: "Hiring on Upstep", description: "How Upstep helps you find and hire talent.", href: "/employers", icon: "employers" };
const ADMIN: NextStep = { label: "Administration", description: "Feature flags and platform settings.", href: ADMIN_PATH, icon: "admin" };

export const NEXT_STEPS_COUNT = 3;

export function nextStepsFor(roles: readonly string[]): NextStep[] {
  if (isAdministrator(roles)) return [ADMIN, SEARCH_JOBS, ACCOUNT_SECURITY];
  if (isHiringManager(roles)) return [HIRING, BROWSE_COMPANIES, ACCOUNT_SECURITY];
  return [SEARCH_JOBS, BROWSE_COMPANIES, ACCOUNT_SECURITY];
}
