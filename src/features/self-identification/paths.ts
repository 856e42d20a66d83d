/** The candidate's own self-identification answers for one application (GET, PUT). */
export function selfIdentificationApiPath(applicationId: string): string {
  return `/api/candidates/applications/${encodeURIComponent(applicationId)}/self-identification`;
}

/** The admin report (API and page). */
export const SELF_ID_REPORT_API_PATH = "/api/admin/reports/self-identification";
export const ADMIN_SELF_ID_REPORT_PATH = "/admin/reports/self-identification";
