import { nextStepsFor } from "@/lib/next-steps";

/*
 * What a visitor who is already signed in can do from /login or /join (issue 11): the same next
 * steps for their roles as the home page offers (lib/next-steps.ts), first one first. When the login
 * page was opened with a same-site returnTo, going on there comes first.
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
  const steps: NextStep[] = nextStepsFor(roles).map(({ label, href }) => ({ label, href }));
  if (opts.returnTo && opts.returnTo !== "/" && !steps.some((s) => s.href === opts.returnTo)) steps.unshift({ label: "Continue where you were", href: opts.returnTo });
  return steps;
}
