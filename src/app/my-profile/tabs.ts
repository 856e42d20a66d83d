import { MY_PROFILE_PATH } from "@/lib/routes";

/* /my-profile's tabs (spec 2.7: tab = candidate360, settings or jobs-and-courses), in their order. */
export const MY_PROFILE_TABS = [
  { value: "candidate360", label: "Candidate360°" },
  { value: "jobs-and-courses", label: "Jobs and courses" },
  { value: "settings", label: "Settings" },
] as const;

export type MyProfileTab = (typeof MY_PROFILE_TABS)[number]["value"];

export const DEFAULT_MY_PROFILE_TAB: MyProfileTab = "candidate360";

/** The tab a query value names, or null for anything else. */
export function myProfileTab(value: unknown): MyProfileTab | null {
  return MY_PROFILE_TABS.find((t) => t.value === value)?.value ?? null;
}

/** /my-profile?tab=...; the employer preview is candidate360's (…&preview=employer). */
export function myProfilePath(tab: MyProfileTab, opts: { preview?: boolean } = {}): string {
  return `${MY_PROFILE_PATH}?tab=${tab}${opts.preview && tab === "candidate360" ? "&preview=employer" : ""}`;
}

/** /edit-profile (spec 2.7): the basics on one page. */
export const EDIT_PROFILE_PATH = "/edit-profile";
