import type { ApplicationSource } from "@/db/schema/applications";

/*
 * Where a person came to apply from (applications.source; issue 16, decision 040), read from the page
 * they were on before the job page (the job page's document.referrer, passed to /apply as ?from=) or,
 * without it, from the page that linked to /apply itself (the Referer header). Only Upstep's own pages
 * count; anything else, an email client or none at all, is "direct". "external" is never chosen
 * here: it is the "Did you apply? yes" record. Plain module: the job page's apply panel uses it.
 */
export const APPLY_SOURCES = ["search", "job-alert", "company-page", "saved-jobs", "direct"] as const satisfies readonly ApplicationSource[];
export type ApplySource = (typeof APPLY_SOURCES)[number];

export function isApplySource(value: unknown): value is ApplySource {
  return typeof value === "string" && (APPLY_SOURCES as readonly string[]).includes(value);
}

/** The source a referring URL means, when it is one of Upstep's pages on `origin`. */
export function sourceFromReferrer(referrer: string | null | undefined, origin: string): ApplySource {
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "direct";
  }
  if (url.origin !== origin) return "direct";
  const path = url.pathname;
  if (url.searchParams.get("from") === "job-alert" || path.startsWith("/api/job-alerts/") || path.startsWith("/job-alerts")) return "job-alert";
  if (path.startsWith("/companies/")) return "company-page";
  if ((path === "/dashboard/jobs" && url.searchParams.get("tab") === "saved") || path.startsWith("/dashboard/saved")) return "saved-jobs";
  if (path === "/" || path === "/jobs" || (path.startsWith("/jobs/") && !/^\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}$/i.test(path))) return "search";
  return "direct";
}
