/*
 * The content contract shared by the content service (features/content/server) and the site shell
 * (features/shell). Field names follow spec section 3 "Entities and their fields".
 */

/** Navbar categories, in display order. Signed-in users with no roles do not see the two marked. */
export const NAV_CATEGORIES = [
  { key: "job-seekers", label: "Job Seekers", hiddenForCandidates: false },
  { key: "employer-solutions", label: "Employer Solutions", hiddenForCandidates: true },
  { key: "community-partners", label: "Community Partners", hiddenForCandidates: true },
  { key: "about", label: "About", hiddenForCandidates: false },
  { key: "resources", label: "Resources", hiddenForCandidates: false },
] as const;

export type NavCategoryKey = (typeof NAV_CATEGORIES)[number]["key"];

/** Spec 3 "Navigation content item": category, title, url, description. */
export type NavigationItem = {
  category: NavCategoryKey;
  title: string;
  url: string;
  description: string;
  /** Items under the Tools & Training group of Job Seekers carry group "tools-training". */
  group?: string | null;
};

/** Footer columns: the five categories plus the tools sub-group, social links and legal links. */
export const FOOTER_CATEGORIES = ["job-seekers", "tools", "employers", "community-partners", "about", "resources", "social", "legal"] as const;
export type FooterCategory = (typeof FOOTER_CATEGORIES)[number];

/** Spec 3 "Footer content item": category, label, url. */
export type FooterItem = { category: FooterCategory; label: string; url: string };

/** Spec 3 "Notification banner": content is sanitised HTML; color defaults to #0001fc. */
export type NotificationBanner = { show_banner: boolean; content: string; color: string; alert_icon: boolean };

export const DEFAULT_BANNER_COLOR = "#0001fc";
/** Spec 9: content is cached for 10 minutes (600000 ms). */
export const CONTENT_CACHE_MS = 600_000;
