/** The candidate's own self-identification answers for one application (GET, PUT). */
export function selfIdentificationApiPath(applicationId: string): string {
  return `/api/candidates/applications/${encodeURIComponent(applicationId)}/self-identification`;
}

/** The admin report's API (its page is ADMIN_SELF_ID_REPORT_PATH in lib/routes.ts). */
export const SELF_ID_REPORT_API_PATH = "/api/admin/reports/self-identification";
