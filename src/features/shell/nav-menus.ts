import { NAV_CATEGORIES, type NavCategoryKey, type NavigationItem } from "@/features/content/types";
import { isAdministrator, isHiringManager, isRecruiter } from "@/lib/auth/roles";
import { ACCOUNT_SECURITY_PATH, JOIN_PATH } from "@/lib/routes";
import { NAV_PIN_THRESHOLD_PX } from "./shell-constants";
import {
  ADMIN_ENTRY_PATH,
  CANDIDATE_DASHBOARD_PATH,
  CANDIDATE_PROFILE_PATH,
  HIRING_ACCOUNT_SETTINGS_PATH,
  HIRING_DASHBOARD_PATH,
  INTERVIEW_PREP_CAMPAIGN_PATH,
  JOB_ALERTS_PATH,
  LOGOUT_HASH,
  PROFILE_PHOTO_HASH,
  RECRUITER_ENTRY_PATH,
  RESUME_BUILDER_CAMPAIGN_PATH,
} from "./shell-routes";

/*
 * The navigation's decisions as pure functions (spec 2.4, 2.5, 4 and 6), shared by the desktop and
 * mobile navigation and unit-tested for every role combination.
 */

/** Who is looking at the navigation: null when signed out. */
export type NavViewer = { roles: readonly string[] } | null;

/** Spec 2.4: the dashboard brand; no partner brand exists yet, so callers pass "upstep". */
export type DashboardBrand = "upstep" | "partner";

export type NavCategory = { key: NavCategoryKey; label: string; items: NavigationItem[] };

/**
 * Spec 6: signed-in users with no roles do not see Community Partners and Employer Solutions;
 * signed-out users (and users with any role) see every category. Categories keep NAV_CATEGORIES'
 * order; a category with no items is left out.
 */
export function visibleCategories(items: readonly NavigationItem[], viewer: NavViewer): NavCategory[] {
  const hideCandidateHidden = viewer !== null && viewer.roles.length === 0;
  return NAV_CATEGORIES.filter((c) => !(hideCandidateHidden && c.hiddenForCandidates))
    .map((c) => ({ key: c.key, label: c.label, items: items.filter((i) => i.category === c.key) }))
    .filter((c) => c.items.length > 0);
}

export const TOOLS_TRAINING_GROUP = "tools-training";
export const TOOLS_TRAINING_TITLE = "Tools & Training";

/**
 * Splits a category's items for the menu panel: plain items, and the Tools & Training block (items
 * whose group is "tools-training", headed by the item titled Tools & Training when the content has
 * one). Only Job Seekers has the block in the seeded content, but any category may.
 */
export function splitMenuItems(items: readonly NavigationItem[]): {
  plain: NavigationItem[];
  toolsHeading: NavigationItem | null;
  tools: NavigationItem[];
} {
  const toolsHeading = items.find((i) => i.title === TOOLS_TRAINING_TITLE && i.group !== TOOLS_TRAINING_GROUP) ?? null;
  return {
    plain: items.filter((i) => i !== toolsHeading && i.group !== TOOLS_TRAINING_GROUP),
    toolsHeading,
    tools: items.filter((i) => i.group === TOOLS_TRAINING_GROUP),
  };
}

export type AccountMenuItem = { label: string; href: string };

/**
 * Spec 6, the signed-in avatar menu. Hiring-type users: Dashboard, Account Settings. Others: Profile
 * Photo, Dashboard, Candidate360° Profile ("Profile" on the partner dashboard brand), Job Alerts.
 * Administrator adds Admin, Recruiter adds Recruiter; every menu ends with Account & Security (ours:
 * the account page must be reachable from the menu, issue 11) and Log Out.
 */
export function accountMenuItems(roles: readonly string[], brand: DashboardBrand = "upstep"): AccountMenuItem[] {
  const items: AccountMenuItem[] = isHiringManager(roles)
    ? [
        { label: "Dashboard", href: HIRING_DASHBOARD_PATH },
        { label: "Account Settings", href: HIRING_ACCOUNT_SETTINGS_PATH },
      ]
    : [
        { label: "Profile Photo", href: PROFILE_PHOTO_HASH },
        { label: "Dashboard", href: CANDIDATE_DASHBOARD_PATH },
        { label: brand === "partner" ? "Profile" : "Candidate360° Profile", href: CANDIDATE_PROFILE_PATH },
        { label: "Job Alerts", href: JOB_ALERTS_PATH },
      ];
  if (isAdministrator(roles)) items.push({ label: "Admin", href: ADMIN_ENTRY_PATH });
  if (isRecruiter(roles)) items.push({ label: "Recruiter", href: RECRUITER_ENTRY_PATH });
  items.push({ label: "Account & Security", href: ACCOUNT_SECURITY_PATH });
  items.push({ label: "Log Out", href: LOGOUT_HASH });
  return items;
}

/**
 * The spec's menu entries whose pages are built (issue 11: the menu never leads to a 404). Each
 * domain's issue adds its paths here as its pages land; nav-menus.test.ts checks that every path
 * listed is a route of the app, and that nothing else is ever shown.
 */
export const LANDED_MENU_PATHS: ReadonlySet<string> = new Set([
  PROFILE_PHOTO_HASH,
  CANDIDATE_DASHBOARD_PATH,
  CANDIDATE_PROFILE_PATH,
  JOB_ALERTS_PATH,
  // Issue 16: the hiring-type menu's Dashboard and Account Settings.
  HIRING_DASHBOARD_PATH,
  HIRING_ACCOUNT_SETTINGS_PATH,
  ADMIN_ENTRY_PATH,
  // Issue 17: the Recruiter site entry, talent search (/talent/subscribers).
  RECRUITER_ENTRY_PATH,
  ACCOUNT_SECURITY_PATH,
  LOGOUT_HASH,
]);

/** The avatar menu as shown: accountMenuItems without the entries whose pages are not built yet. */
export function shownAccountMenuItems(roles: readonly string[], brand: DashboardBrand = "upstep"): AccountMenuItem[] {
  return accountMenuItems(roles, brand).filter((item) => LANDED_MENU_PATHS.has(item.href));
}

/**
 * Spec 2.4: the Join button goes to the matching campaign page when the current path contains
 * interview-prep or resume-builder; otherwise to the join route.
 */
export function joinHref(pathname: string): string {
  if (pathname.includes("interview-prep")) return INTERVIEW_PREP_CAMPAIGN_PATH;
  if (pathname.includes("resume-builder")) return RESUME_BUILDER_CAMPAIGN_PATH;
  return JOIN_PATH;
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname.startsWith("/dashboard/");
}

export function isHiringPath(pathname: string): boolean {
  return pathname === "/hiring" || pathname.startsWith("/hiring/");
}

/**
 * Spec 4, "Desktop nav header: pinned (sticky) when the page is scrolled past 120 and also when a
 * banner is shown. On dashboard paths, on hiring paths, or when the banner is visible, it is not
 * sticky and has no top spacer."
 *
 * Our reading: the two sentences conflict for a visible banner, and the second, more specific one
 * wins (a pinned header would cover the banner it sits under). So:
 * - on a dashboard path, a hiring path, or while the banner is visible: never pinned, no spacer
 *   (the header stays in the page flow and scrolls away with it);
 * - everywhere else: the header keeps a spacer of its own height in the flow (so pinning causes no
 *   jump) and is pinned (fixed at the top) once the page is scrolled past 120 px. "Also when a
 *   banner is shown" therefore only matters through the exception: once the visitor closes the
 *   banner, the ordinary rule applies again.
 */
export function headerPinning(input: { pathname: string; scrollY: number; bannerVisible: boolean }): { pinned: boolean; spacer: boolean } {
  if (isDashboardPath(input.pathname) || isHiringPath(input.pathname) || input.bannerVisible) return { pinned: false, spacer: false };
  return { pinned: input.scrollY > NAV_PIN_THRESHOLD_PX, spacer: true };
}
