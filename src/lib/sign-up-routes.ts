import { HIRING_WELCOME_PATH } from "./employer-routes";
import { CONFIRM_ACCOUNT_PATH, JOIN_PATH, SIGN_IN_AFTER_SIGN_UP_PATH } from "./routes";

/*
 * The sign-up family of URLs, apart from lib/routes.ts: that module is in every public page's shared
 * first-load code (the shell's log-in link), and these are needed by the auth pages only.
 */

/**
 * Where a sign-up goes and comes back to. `returnTo` (a same-site path, checked by the caller) rides
 * along join -> the confirmation mail's link -> "Log in", so a visitor who signs up on the way to a
 * page (an application, decision 033) lands there after logging in; "/" is left out.
 */
export type SignUpTarget = { employer?: boolean; returnTo?: string };

function withReturnTo(path: string, returnTo?: string): string {
  return returnTo && returnTo !== "/" ? `${path}${path.includes("?") ? "&" : "?"}returnTo=${encodeURIComponent(returnTo)}` : path;
}

/** /join, the employer variant, the page to come back to, and an address to start with (an invitation's). */
export function joinPath(opts: SignUpTarget & { email?: string } = {}): string {
  const path = withReturnTo(opts.employer ? `${JOIN_PATH}?employer=true` : JOIN_PATH, opts.returnTo);
  return opts.email ? `${path}${path.includes("?") ? "&" : "?"}email=${encodeURIComponent(opts.email)}` : path;
}

/** The sign-up's callbackURL: the confirmation mail links to /auth/confirm-account (employer=true and returnTo kept). */
export function confirmAccountCallbackPath(opts: SignUpTarget = {}): string {
  return withReturnTo(opts.employer ? `${CONFIRM_ACCOUNT_PATH}?employer=true` : CONFIRM_ACCOUNT_PATH, opts.returnTo);
}

/**
 * "Log in" after confirming an account; employers go on to /hiring/welcome (create or join their
 * company, decision 038), others to their returnTo if any.
 */
export function signInAfterSignUpPath(opts: SignUpTarget = {}): string {
  return withReturnTo(SIGN_IN_AFTER_SIGN_UP_PATH, opts.employer ? HIRING_WELCOME_PATH : opts.returnTo);
}
