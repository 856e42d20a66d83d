import { slugify } from "@/lib/slugify";

/*
 * Spec 3 "Candidate dashboard response": name is the product's own variant or a partner variant.
 * Decision 025: the variant is a deployment setting (PARTNER_DASHBOARD_NAME), not a per-person
 * choice, because no partner tables exist yet. `name` keeps the key the shell and the tour already
 * compare with ("upstep" is Upstep's own); `brandName` is what a person reads.
 */
export const OWN_BRAND_KEY = "upstep";
export const OWN_BRAND_NAME = "Upstep";

export type DashboardBrandInfo = {
  /** "upstep" for Upstep's own dashboard, otherwise the partner's key (its name, slugified). */
  name: string;
  /** The brand as shown: "Upstep" or the partner's name. */
  brandName: string;
  partner: boolean;
};

export function dashboardBrand(partnerName: string | undefined): DashboardBrandInfo {
  const shown = partnerName?.trim();
  const key = shown ? slugify(shown) : "";
  // A partner name that slugifies to nothing (or to our own key) cannot be told apart: Upstep's own.
  if (!shown || !key || key === OWN_BRAND_KEY) return { name: OWN_BRAND_KEY, brandName: OWN_BRAND_NAME, partner: false };
  return { name: key, brandName: shown, partner: true };
}

/** "Casey Candidate" -> "Casey"; an empty name -> null (the greeting then has no name). */
export function firstNameOf(fullName: string): string | null {
  const first = fullName.trim().split(/\s+/)[0];
  return first ? first : null;
}
