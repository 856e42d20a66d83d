import { permanentRedirect } from "next/navigation";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_SELF_ID_REPORT_PATH } from "@/lib/admin-report-routes";
import { ADMIN_DEMOGRAPHICS_PATH } from "@/lib/admin-routes";

type Search = Record<string, string | string[] | undefined>;

/** The query string as given (repeated keys kept), for the redirect. */
function queryOf(raw: Search): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, one);
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/**
 * /admin/reports/self-identification (issue 15's path): the report now lives at the spec's
 * /admin/demographics-tracking (decision 057); this sends there permanently (308), query kept.
 * Administrators only, like the page it leads to.
 */
export default async function SelfIdentificationReportRedirect({ searchParams }: { searchParams: Promise<Search> }) {
  const qs = queryOf(await searchParams);
  await requirePagePermission("admin", `${ADMIN_SELF_ID_REPORT_PATH}${qs}`);
  permanentRedirect(`${ADMIN_DEMOGRAPHICS_PATH}${qs}`);
}
