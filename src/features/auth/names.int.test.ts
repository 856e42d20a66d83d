import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { NAME_MESSAGES } from "@/lib/auth/name-policy";
import { deliveredOutbox } from "@/testing/mail";
import { createUser } from "@/testing/factories";
import { cookiesFrom } from "@/testing/http";
import { postAuth } from "@/testing/two-factor";

/*
 * Names are 1-100 characters without control characters, on sign-up and update-user. Mail to an
 * address nobody has confirmed yet carries no name at all: whoever signs up chooses the name, so a
 * name like "Win a prize at evil.example" must not reach someone else's inbox as text that a mail
 * client turns into a link.
 */
const PASSWORD = "a long enough password";
const SPAM_NAME = "Win a prize at evil.example";

function newEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

function signUp(name: unknown, email = newEmail("name")) {
  return postAuth("/sign-up/email", { name, email, password: PASSWORD, callbackURL: "/auth/confirm-account" });
}

async function mailsTo(email: string) {
  return (await deliveredOutbox(1000)).filter((m) => m.to === email);
}

describe("names on the server", () => {
  // (A 20,000-character name no longer gets this far: auth bodies are capped at a few KB, 413.)
  it("sign-up refuses a name over 100 characters, an empty one and control characters, and mails nothing", async () => {
    const cases: [unknown, string][] = [
      ["x".repeat(5_000), NAME_MESSAGES.tooLong],
      ["x".repeat(101), NAME_MESSAGES.tooLong],
      ["   ", NAME_MESSAGES.required],
      ["Sam\u0000Rivera", NAME_MESSAGES.invalid],
      ["Sam\nRivera", NAME_MESSAGES.invalid],
      ["Sam \u202eareviR", NAME_MESSAGES.invalid],
    ];
    for (const [name, message] of cases) {
      const email = newEmail("bad-name");
      const res = await signUp(name, email);
      expect(res.status, JSON.stringify(name).slice(0, 40)).toBe(400);
      expect((await res.json()).error).toMatchObject({ reason: "INVALID_NAME", message });
      expect(await mailsTo(email)).toHaveLength(0);
    }
    expect(NAME_MESSAGES.tooLong).toBe("Name must be less than 101 characters.");
    expect((await signUp("x".repeat(100))).status).toBe(200);
  });

  it("update-user refuses the same names and keeps the old one", async () => {
    const user = await createUser({ name: "Sam Rivera" });
    const cookie = cookiesFrom(await postAuth("/sign-in/email", { email: user.email, password: user.password }));
    for (const name of ["x".repeat(101), "", "Tab\there"]) {
      const res = await postAuth("/update-user", { name }, cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).error.reason).toBe("INVALID_NAME");
    }
    const [row] = await getDb().select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe("Sam Rivera");
    expect((await postAuth("/update-user", { name: "Samantha Rivera" }, cookie)).status).toBe(200);
  });

  it("mail to an unconfirmed address leaves the name out: confirmation, repeated sign-up and reset", async () => {
    const email = newEmail("spam");
    expect((await signUp(SPAM_NAME, email)).status).toBe(200);
    // The same address again: the "someone tried to sign up" notice goes to the unconfirmed account.
    expect((await signUp("Someone Else", email)).status).toBe(200);
    expect((await postAuth("/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Confirm your Upstep account",
      "Reset your Upstep password",
      "Someone tried to create an Upstep account with your email",
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
      expect(mail.text).not.toContain("Someone Else");
    }
  });

  it("mail to a confirmed address still greets the person by name", async () => {
    const user = await createUser({ name: "Ada Lovelace" });
    expect((await postAuth("/request-password-reset", { email: user.email, redirectTo: "/reset-password" })).status).toBe(200);
    const [mail] = await mailsTo(user.email);
    // The greeting opens the mail, after the brand line of the layout.
    expect(mail!.text).toMatch(/^Upstep\n+Hi Ada Lovelace,/);
  });
});
