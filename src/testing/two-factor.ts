import { TOTP } from "otpauth";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { GET as contextGet } from "@/app/api/context/route";
import { callRoute, cookiesFrom } from "./http";

/*
 * Two-factor helpers for integration tests: switch TOTP on through the real endpoints (as the
 * account-security page does) and produce the codes an authenticator app would show at any time.
 */

/** Each call from its own address, so per-address limits of one test never touch another. */
export function fromTestAddress(prefix = "10.9") {
  return { "x-forwarded-for": `${prefix}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

export function postAuth(path: string, body: unknown, cookie?: string) {
  return callRoute(authPost, { method: "POST", path: `/api/identity/auth${path}`, body, cookie, headers: fromTestAddress() });
}

export async function isSignedIn(cookie: string): Promise<boolean> {
  return (await (await callRoute(contextGet, { path: "/api/context", cookie })).json()).session.isAuthenticated as boolean;
}

export const TOTP_PERIOD_MS = 30_000;

/** The authenticator app of one user: its code now, or `periods` periods from now. */
export function authenticator(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const generator = new TOTP({ secret, digits: 6, period: 30 });
  return { code: (periods = 0) => generator.generate({ timestamp: Date.now() + periods * TOTP_PERIOD_MS }) };
}

/** The password step of a log-in of a user with two-factor on: the cookie that the second step needs. */
export async function passwordStep(email: string, password: string): Promise<string> {
  const res = await postAuth("/sign-in/email", { email, password, rememberMe: true });
  if (res.status !== 200) throw new Error(`password step answered ${res.status}`);
  const body = (await res.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) throw new Error("no second step was asked for");
  return cookiesFrom(res);
}

/**
 * Logs in, enables TOTP with the password and confirms it with the app's current code, as the
 * account-security page does. Returns the app, the backup codes and the code that confirmed it.
 */
export async function enableTwoFactor(user: { email: string; password: string }) {
  const session = cookiesFrom(await postAuth("/sign-in/email", { email: user.email, password: user.password }));
  const enabled = await postAuth("/two-factor/enable", { password: user.password }, session);
  if (enabled.status !== 200) throw new Error(`enable answered ${enabled.status}`);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const app = authenticator(totpURI);
  const confirmingCode = app.code();
  const confirmed = await postAuth("/two-factor/verify-totp", { code: confirmingCode }, cookiesFrom(enabled) || session);
  if (confirmed.status !== 200) throw new Error(`verify-totp answered ${confirmed.status}`);
  return { app, backupCodes, confirmingCode, session: cookiesFrom(confirmed) };
}
