import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signJWT } from "better-auth/crypto";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { GET as contextGet } from "@/app/api/context/route";
import { FRIENDLY_AUTH_MESSAGES } from "@/lib/auth/handle-auth-request";
import { env } from "@/lib/env";
import { deliveredOutbox } from "@/testing/mail";
import { callRoute, cookiesFrom } from "@/testing/http";
import { signUpBody, signUpSchema } from "./schemas";
import { confirmAccount, emailInToken } from "./server/confirm-account";

/*
 * Sign-up -> confirmation mail -> /auth/confirm-account -> log-in, through the real auth route
 * handler and the real database. MAIL_DIR is shared by this worker's files: mail is read by recipient.
 */
const PASSWORD = "a long enough password";

function newEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

// Each test comes from its own address so the per-address limits of one test never touch another.
function fromIp() {
  return { "x-forwarded-for": `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

async function signUp(email: string, opts: { employer?: boolean; headers?: Record<string, string> } = {}) {
  const values = signUpSchema.parse({ firstName: "Sam", lastName: "Rivera", email, password: PASSWORD, confirmPassword: PASSWORD });
  return callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-up/email", body: signUpBody(values, { employer: opts.employer ?? false }), headers: opts.headers ?? fromIp() });
}

async function logIn(email: string, password = PASSWORD, headers = fromIp()) {
  return callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-in/email", body: { email, password, rememberMe: true }, headers });
}

async function mailsTo(email: string) {
  return (await deliveredOutbox(1000)).filter((m) => m.to === email);
}

/** The confirmation link in the newest mail to this address. */
async function confirmationLink(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  expect(mail!.subject).toBe("Confirm your Upstep account");
  const href = mail!.text.match(/https?:\/\/\S+\/auth\/confirm-account\?\S+/)?.[0];
  expect(href, "a confirm-account link in the text").toBeDefined();
  // The HTML version carries the same link.
  expect(mail!.html).toContain(href!.replace(/&/g, "&amp;"));
  return new URL(href!);
}

describe("sign-up and account confirmation", () => {
  it("writes a confirmation mail whose link points to /auth/confirm-account with a token", async () => {
    const email = newEmail("candidate");
    const res = await signUp(email);
    expect(res.status).toBe(200);
    // No session before the address is confirmed.
    expect(cookiesFrom(res)).not.toMatch(/session_token/);
    const link = await confirmationLink(email);
    expect(link.origin).toBe(new URL(env().BASE_URL).origin);
    expect(link.pathname).toBe("/auth/confirm-account");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.searchParams.get("employer")).toBeNull();
    expect(emailInToken(link.searchParams.get("token")!)).toBe(email);
  });

  it("answers 403 with the friendly EMAIL_NOT_VERIFIED message (and mails a new link) until the token is verified; then log-in succeeds", async () => {
    const email = newEmail("verify");
    expect((await signUp(email)).status).toBe(200);
    const token = (await confirmationLink(email)).searchParams.get("token")!;
    expect(await mailsTo(email)).toHaveLength(1);

    const before = await logIn(email);
    expect(before.status).toBe(403);
    const body = await before.json();
    expect(body.error).toMatchObject({ code: "FORBIDDEN", reason: "EMAIL_NOT_VERIFIED", message: FRIENDLY_AUTH_MESSAGES.EMAIL_NOT_VERIFIED });
    expect(body.error.message).toMatch(/sent you a new confirmation link/);
    expect(cookiesFrom(before)).not.toMatch(/session_token/);
    // The server did re-send a confirmation mail, as the message says.
    expect(await mailsTo(email)).toHaveLength(2);

    expect(await confirmAccount(token)).toEqual({ ok: true });

    const after = await logIn(email);
    expect(after.status).toBe(200);
    const cookie = cookiesFrom(after);
    expect(cookie).toMatch(/upstep\.session_token=/);
    const ctx = await (await callRoute(contextGet, { path: "/api/context", cookie })).json();
    expect(ctx.session.isAuthenticated).toBe(true);
  });

  it("confirms again harmlessly when the link is opened twice (mail scanners, a second click)", async () => {
    const email = newEmail("twice");
    await signUp(email);
    const token = (await confirmationLink(email)).searchParams.get("token")!;
    expect(await confirmAccount(token)).toEqual({ ok: true });
    expect(await confirmAccount(token)).toEqual({ ok: true });
  });

  it("carries employer=true in an employer sign-up's link", async () => {
    const email = newEmail("employer");
    expect((await signUp(email, { employer: true })).status).toBe(200);
    const link = await confirmationLink(email);
    expect(link.pathname).toBe("/auth/confirm-account");
    expect(link.searchParams.get("employer")).toBe("true");
    expect(await confirmAccount(link.searchParams.get("token")!)).toEqual({ ok: true });
  });

  it("resends the confirmation mail on request, keeping the employer variant", async () => {
    const email = newEmail("resend");
    await signUp(email, { employer: true });
    const res = await callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/send-verification-email",
      body: { email, callbackURL: "/auth/confirm-account?employer=true" },
      headers: fromIp(),
    });
    expect(res.status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await confirmationLink(email)).searchParams.get("employer")).toBe("true");
  });

  it("reports a tampered token as invalid and an expired one as expired, with the address to pre-fill", async () => {
    const email = newEmail("expired");
    await signUp(email);
    const token = (await confirmationLink(email)).searchParams.get("token")!;
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    expect(await confirmAccount(tampered)).toEqual({ ok: false, reason: "invalid", email });
    expect(await confirmAccount("not-a-token")).toEqual({ ok: false, reason: "invalid", email: null });

    const expired = await signJWT({ email }, env().AUTH_SECRET, -60);
    expect(await confirmAccount(expired)).toEqual({ ok: false, reason: "expired", email });
    // Neither confirmed the account.
    expect((await logIn(email)).status).toBe(403);
  });

  it("does not reveal an existing account: a second sign-up with the same address answers like the first", async () => {
    const email = newEmail("twice-signup");
    const first = await signUp(email);
    const second = await callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/sign-up/email",
      body: { name: "Someone Else", email, password: "another password entirely", callbackURL: "/auth/confirm-account" },
      headers: fromIp(),
    });
    expect(second.status).toBe(first.status);
    expect(Object.keys(await second.json()).sort()).toEqual(["token", "user"]);
    // The second sign-up changed nothing but told the real owner: one notice, no second confirmation,
    // and the first password still stands.
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual(["Confirm your Upstep account", "Someone tried to create an Upstep account with your email"]);
    const confirmation = mails.find((m) => m.subject === "Confirm your Upstep account")!;
    const token = new URL(confirmation.text.match(/https?:\/\/\S+\/auth\/confirm-account\?\S+/)![0]).searchParams.get("token")!;
    await confirmAccount(token);
    expect((await logIn(email, "another password entirely")).status).toBe(401);
    expect((await logIn(email)).status).toBe(200);
  });

  it("rejects a too-short password with the friendly message", async () => {
    const res = await callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/sign-up/email",
      body: { name: "Short Pw", email: newEmail("short"), password: "1234567", callbackURL: "/auth/confirm-account" },
      headers: fromIp(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ reason: "PASSWORD_TOO_SHORT", message: FRIENDLY_AUTH_MESSAGES.PASSWORD_TOO_SHORT });
  });
});
