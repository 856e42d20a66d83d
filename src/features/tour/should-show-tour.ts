/*
 * Spec 1, 2.1, 4 and 6: who sees the product tour.
 * - only authenticated users with a profile and no roles;
 * - on the product's own dashboard variant: profile created within 24 hours and the product-tour flag on;
 * - on a partner variant: profile created within 7 days (no flag);
 * - never on /onboarding or /onboarding/complete;
 * - and (Upstep's choice) not again once finished or skipped in this browser.
 */
export const TOUR_WINDOW_OWN_MS = 24 * 60 * 60 * 1000;
export const TOUR_WINDOW_PARTNER_MS = 7 * 24 * 60 * 60 * 1000;
export const TOUR_FLAG = "product-tour";
export const OWN_DASHBOARD_BRAND = "upstep";
export const TOUR_HIDDEN_PATHS = ["/onboarding", "/onboarding/complete"] as const;

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

export function shouldShowTour(i: TourInput): boolean {
  if ((TOUR_HIDDEN_PATHS as readonly string[]).includes(normalisePath(i.pathname))) return false;
  if (!i.isAuthenticated || !i.profile || i.roles.length > 0) return false;
  if (i.dismissed || i.dashboardBrand === null) return false;
  const created = Date.parse(i.profile.createDate);
  if (Number.isNaN(created)) return false;
  const age = Math.max(0, i.now - created); // a little clock skew makes a profile brand new, not invalid
  if (i.dashboardBrand === OWN_DASHBOARD_BRAND) return i.productTourFlag && age <= TOUR_WINDOW_OWN_MS;
  return age <= TOUR_WINDOW_PARTNER_MS;
}
