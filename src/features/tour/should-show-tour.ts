/*
 * Spec 1, 2.1, 4 and 6: who sees the product tour.
 * - only authenticated users with a profile and no roles;
 * - on the product's own dashboard variant: profile created within 24 hours and the product-tour flag on;
 * - on a partner variant: profile created within 7 days (no flag);
 * - never on /onboarding or /onboarding/complete, nor (Upstep's choice) inside an application (/apply/...);
 * - and (Upstep's choice) not again once finished or skipped in this browser.
 */
export const TOUR_WINDOW_OWN_MS = 24 * 60 * 60 * 1000;
export const TOUR_WINDOW_PARTNER_MS = 7 * 24 * 60 * 60 * 1000;
export const TOUR_FLAG = "product-tour";
export const OWN_DASHBOARD_BRAND = "upstep";
export const TOUR_HIDDEN_PATHS = ["/onboarding", "/onboarding/complete"] as const;
export const TOUR_HIDDEN_PREFIX = "/apply/";

export type TourInput = {
  pathname: string;
  isAuthenticated: boolean;
  roles: readonly string[];
  profile: { createDate: string } | null;
  /** The candidate dashboard's brand name; null while unknown. */
  dashboardBrand: string | null;
  productTourFlag: boolean;
  dismissed: boolean;
  now: number;
};

function normalisePath(p: string): string {
  const path = p.split(/[?#]/)[0]!.toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The profile's age in ms (a little clock skew makes a profile brand new, not invalid); null when unreadable. */
function profileAge(profile: { createDate: string }, now: number): number | null {
  const created = Date.parse(profile.createDate);
  return Number.isNaN(created) ? null : Math.max(0, now - created);
}

export type TourCandidateInput = Pick<TourInput, "pathname" | "isAuthenticated" | "roles" | "profile" | "dismissed" | "now">;

/**
 * The part of shouldShowTour() that needs neither the dashboard brand nor the flag: false means the
 * tour cannot show whatever they turn out to be. The shell loads the tour's code (and asks for the
 * dashboard brand) only when this is true.
 */
export function mayShowTour(i: TourCandidateInput): boolean {
  const path = normalisePath(i.pathname);
  if ((TOUR_HIDDEN_PATHS as readonly string[]).includes(path) || path.startsWith(TOUR_HIDDEN_PREFIX)) return false;
  if (!i.isAuthenticated || !i.profile || i.roles.length > 0 || i.dismissed) return false;
  const age = profileAge(i.profile, i.now);
  return age !== null && age <= Math.max(TOUR_WINDOW_OWN_MS, TOUR_WINDOW_PARTNER_MS);
}

export function shouldShowTour(i: TourInput): boolean {
  if (!mayShowTour(i) || i.dashboardBrand === null || !i.profile) return false;
  const age = profileAge(i.profile, i.now);
  if (age === null) return false;
  if (i.dashboardBrand === OWN_DASHBOARD_BRAND) return i.productTourFlag && age <= TOUR_WINDOW_OWN_MS;
  return age <= TOUR_WINDOW_PARTNER_MS;
}
