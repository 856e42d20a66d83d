import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { GET as contextGet } from "@/app/api/context/route";
import { FRIENDLY_AUTH_MESSAGES } from "@/lib/auth/handle-auth-request";
import { env } from "@/lib/env";
import { deliveredOutbox } from "@/testing/mail";
import { createUser } from "@/testing/factories";
import { callRoute, cookiesFrom } from "@/testing/http";
import { emailOnlySchema, passwordResetRequestBody } from "./schemas";
import { isPasswordResetTokenUsable } from "./server/password-reset";

/* "Forgot your password?" -> reset mail -> /reset-password?token= -> new password, on the real database. */
const NEW_PASSWORD = "a brand new password";

function fromIp() {
  return { "x-forwarded-for": `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

async function logIn(email: string, password: string) {
  return callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-in/email", body: { email, password, rememberMe: true }, headers: fromIp() });
}

async function requestReset(email: string) {
  return callRoute(authPost, { method: "POST", path: "/api/identity/auth/request-password-reset", body: passwordResetRequestBody(emailOnlySchema.parse({ email })), headers: fromIp() });
}

async function isSignedIn(cookie: string) {
  const ctx = await (await callRoute(contextGet, { path: "/api/context", cookie })).json();
  return ctx.session.isAuthenticated as boolean;
}

/** The tokens of the reset links mailed to this address, oldest first. */
async function resetTokens(email: string): Promise<string[]> {
  const mails = (await deliveredOutbox(1000)).filter((m) => m.to === email).reverse();
  return mails.map((mail) => {
    expect(mail.subject).toBe("Reset your Upstep password");
    const href = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
    expect(href, "a /reset-password link").toBeDefined();
    return new URL(href!).searchParams.get("token")!;
  });
}

async function resetLink(email: string): Promise<URL> {
  const mails = (await deliveredOutbox(1000)).filter((m) => m.to === email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe("Reset your Upstep password");
  const href = mails[0]!.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  expect(href, "a /reset-password link").toBeDefined();
  return new URL(href!);
}

function resetPassword(token: string, newPassword: string) {
  return callRoute(authPost, { method: "POST", path: "/api/identity/auth/reset-password", body: { newPassword, token }, headers: fromIp() });
}

describe("password reset", () => {
  it("mails a link whose token sets a new password: the old one fails, the new one works, other sessions end", async () => {
    const user = await createUser();
    const phone = cookiesFrom(await logIn(user.email, user.password));
    const laptop = cookiesFrom(await logIn(user.email, user.password));
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(true);

    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    const link = await resetLink(user.email);
    expect(link.origin).toBe(new URL(env().BASE_URL).origin);
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;
    expect(token).toBeTruthy();
    expect(await isPasswordResetTokenUsable(token)).toBe(true);

    const reset = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/reset-password", body: { newPassword: NEW_PASSWORD, token }, headers: fromIp() });
    expect(reset.status).toBe(200);

    const old = await logIn(user.email, user.password);
    expect(old.status).toBe(401);
    expect((await old.json()).error.message).toBe(FRIENDLY_AUTH_MESSAGES.INVALID_EMAIL_OR_PASSWORD);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);

    // Every session from before the reset is revoked.
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);

    // The token works once.
    expect(await isPasswordResetTokenUsable(token)).toBe(false);
    const again = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/reset-password", body: { newPassword: "yet another password", token }, headers: fromIp() });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({ reason: "INVALID_TOKEN", message: FRIENDLY_AUTH_MESSAGES.INVALID_TOKEN });
  });

  it("a reset with the newest link voids the older links too", async () => {
    const user = await createUser();
    await requestReset(user.email);
    await requestReset(user.email);
    await requestReset(user.email);
    const [oldest, older, newest] = await resetTokens(user.email);
    expect(await isPasswordResetTokenUsable(oldest!)).toBe(true);

    expect((await resetPassword(newest!, NEW_PASSWORD)).status).toBe(200);
    expect(await isPasswordResetTokenUsable(oldest!)).toBe(false);
    expect(await isPasswordResetTokenUsable(older!)).toBe(false);
    const stale = await resetPassword(oldest!, "an attacker's password");
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.reason).toBe("INVALID_TOKEN");
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("changing the password voids every reset link sent before", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const [token] = await resetTokens(user.email);
    const cookie = cookiesFrom(await logIn(user.email, user.password));
    const changed = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/change-password", body: { currentPassword: user.password, newPassword: NEW_PASSWORD }, cookie, headers: fromIp() });
    expect(changed.status).toBe(200);
    expect(await isPasswordResetTokenUsable(token!)).toBe(false);
    expect((await resetPassword(token!, "an attacker's password")).status).toBe(400);
    expect((await logIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const known = await createUser();
    const knownRes = await requestReset(known.email);
    const unknownEmail = "nobody-here@example.test";
    const unknownRes = await requestReset(unknownEmail);
    expect(unknownRes.status).toBe(knownRes.status);
    expect(await unknownRes.json()).toEqual(await knownRes.json());
    expect((await deliveredOutbox(1000)).filter((m) => m.to === unknownEmail)).toHaveLength(0);
  });

  it("rejects a made-up token and a too-short new password with friendly messages", async () => {
    expect(await isPasswordResetTokenUsable("made-up-token")).toBe(false);
    const bad = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/reset-password", body: { newPassword: NEW_PASSWORD, token: "made-up-token" }, headers: fromIp() });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(FRIENDLY_AUTH_MESSAGES.INVALID_TOKEN);

    const user = await createUser();
    await requestReset(user.email);
    const token = (await resetLink(user.email)).searchParams.get("token")!;
    const short = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/reset-password", body: { newPassword: "short", token }, headers: fromIp() });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe(FRIENDLY_AUTH_MESSAGES.PASSWORD_TOO_SHORT);
    // A refused attempt does not spend the token.
    expect(await isPasswordResetTokenUsable(token)).toBe(true);
  });
});
