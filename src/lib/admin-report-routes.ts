/*
 * The admin reports' paths, in a module of their own: lib/routes.ts is in the public pages' shared
 * client code, where every constant costs first-load bytes (decision 016), and only the admin area
 * needs these.
 */

/** The aggregate self-identification report (issue 15, decision 034). */
export const ADMIN_SELF_ID_REPORT_PATH = "/admin/reports/self-identification";
