import { checkPermission, type PermissionSubject } from "@/lib/auth/permissions";
import { EMPLOYER_SIGNUP_PATH, HIRING_DASHBOARD_PATH } from "@/lib/employer-routes";
import type { HiringCta } from "./components/hiring-landing";

/** "Post a job" on /hiring and /hiring/about: employer sign-up, or the dashboard for someone who is in the employer area already. */
export function hiringCta(viewer: PermissionSubject, demoUrl: string): HiringCta {
  const employer = viewer !== null && checkPermission(viewer, "employer").ok;
  return { postJobHref: employer ? HIRING_DASHBOARD_PATH : EMPLOYER_SIGNUP_PATH, postJobLabel: "Post a job", demoUrl };
}
