import { isAdministrator, isCandidate } from "@/lib/auth/roles";
import { ACCOUNT_SECURITY_PATH, ADMIN_PATH } from "@/lib/routes";

/*
 * What a visitor who is already signed in can do from /login or /join (issue 11): the next steps
 * for their role, first one first. Every target is a route that exists today: /jobs for candidates
 * (the candidate dashboard is not built yet), /admin for administrators, the home page for
 * employers and recruiters (their dashboards come later), and Account and security for everyone.
 * When the login page was opened with a same-site returnTo, going on there comes first.
 */
export type NextStep = { label: string; href: string };

export const SIGNED_IN_TEXTS = {
  title: (name: string) => (name ? `You're already signed in as ${name}` : "You're already signed in"),
  intro: {
    login: "To log in with a different account, log out first.",
    join: "To create a new account, log out first.",
    employerJoin: "To create an employer account, log out first.",
  },
  switchLead: "Want to use another account?",
  logOut: "Log out",
  nextSteps: "Your next steps",
} as const;

export function signedInNextSteps(roles: readonly string[], opts: { returnTo?: string } = {}): NextStep[] {
  const steps: NextStep[] = [];
  if (opts.returnTo && opts.returnTo !== "/") steps.push({ label: "Continue where you were", href: opts.returnTo });
  if (isAdministrator(roles)) steps.push({ label: "Go to the admin area", href: ADMIN_PATH });
  if (isCandidate(roles)) steps.push({ label: "Find jobs", href: "/jobs" });
  else steps.push({ label: "Go to the home page", href: "/" });
  steps.push({ label: "Account and security", href: ACCOUNT_SECURITY_PATH });
  return steps;
}
