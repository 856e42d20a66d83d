import type { FooterItem } from "@/features/content/types";
import { ACCESSIBILITY_PATH, CA_NOTICES_PATH, COOKIE_NOTICE_PATH, TERMS_OF_USE_PATH } from "./shell-routes";

/*
 * Spec 2.3: the footer's content columns and legal links, from getFooter() items.
 */
export type FooterColumn = { key: string; heading: string; items: FooterItem[]; subGroup?: { heading: string; items: FooterItem[] } };

const COLUMNS: { key: FooterItem["category"]; heading: string }[] = [
  { key: "job-seekers", heading: "Job Seekers" },
  { key: "employers", heading: "Employers" },
  { key: "community-partners", heading: "Community Partners" },
  { key: "about", heading: "About" },
  { key: "resources", heading: "Resources" },
];

/** The five columns in spec order; Job Seekers carries the tools sub-group. Empty columns are left out. */
export function footerColumns(items: readonly FooterItem[]): FooterColumn[] {
  const tools = items.filter((i) => i.category === "tools");
  return COLUMNS.map((c) => ({
    key: c.key,
    heading: c.heading,
    items: items.filter((i) => i.category === c.key),
    ...(c.key === "job-seekers" && tools.length ? { subGroup: { heading: "Tools & Training", items: tools } } : {}),
  })).filter((c) => c.items.length > 0 || c.subGroup);
}

export function socialLinks(items: readonly FooterItem[]): FooterItem[] {
  return items.filter((i) => i.category === "social");
}

export const TERMS_OF_USE_LABEL = "Terms of Use";
export const ACCESSIBILITY_LABEL = "Accessibility";

/** A bottom-bar entry: a link, or one of the two buttons that open the consent panel. */
export type LegalEntry = { kind: "link"; label: string; href: string } | { kind: "consent"; label: "Cookies Settings" | "Your Privacy Choices" };

/*
 * The bottom bar: the legal category from the content source, then Cookies Settings, Cookie Notice,
 * CA Notices at Collection and Your Privacy Choices.
 *
 * "Terms of Use and Accessibility are special-cased" - our decision: both always appear and always
 * link to Upstep's own pages (/terms-of-service, /accessibility) whatever URL the content gives,
 * because sign-up and the accessibility statement depend on them; they are never duplicated. Cookie
 * Notice and CA Notices at Collection have fixed places, so a legal item with either label is not
 * repeated.
 */
export function legalEntries(items: readonly FooterItem[]): LegalEntry[] {
  const fixedLater = new Set(["cookie notice", "ca notices at collection", "cookies settings", "your privacy choices"]);
  const special: Record<string, string> = { [TERMS_OF_USE_LABEL.toLowerCase()]: TERMS_OF_USE_PATH, [ACCESSIBILITY_LABEL.toLowerCase()]: ACCESSIBILITY_PATH };
  const seen = new Set<string>();
  const fromContent: LegalEntry[] = [];
  for (const item of items.filter((i) => i.category === "legal")) {
    const key = item.label.trim().toLowerCase();
    if (fixedLater.has(key) || seen.has(key)) continue;
    seen.add(key);
    fromContent.push({ kind: "link", label: item.label, href: special[key] ?? item.url });
  }
  for (const [label, href] of [
    [TERMS_OF_USE_LABEL, TERMS_OF_USE_PATH],
    [ACCESSIBILITY_LABEL, ACCESSIBILITY_PATH],
  ] as const) {
    if (!seen.has(label.toLowerCase())) fromContent.push({ kind: "link", label, href });
  }
  return [
    ...fromContent,
    { kind: "consent", label: "Cookies Settings" },
    { kind: "link", label: "Cookie Notice", href: COOKIE_NOTICE_PATH },
    { kind: "link", label: "CA Notices at Collection", href: CA_NOTICES_PATH },
    { kind: "consent", label: "Your Privacy Choices" },
  ];
}
