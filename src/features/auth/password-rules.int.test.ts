import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isCommonPassword, PASSWORD_MESSAGES } from "@/lib/auth/password-policy";
import { deliveredOutbox } from "@/testing/mail";
import { createUser } from "@/testing/factories";
import { cookiesFrom } from "@/testing/http";
import { postAuth } from "@/testing/two-factor";
import { isPasswordResetTokenUsable } from "./server/password-reset";

/*
 * New passwords follow one rule on every endpoint that sets one (sign-up, reset, change): at least
 * 10 characters and not a common or breached password. The forms check the same (schemas.test.ts);
 * these go straight to the server as another client would.
 */
const TOO_SHORT = ["12345678", "        ", "short pw"];
const TOO_COMMON = ["password123", "1234567890", "qwertyuiop", "          ", "Password1!", "iloveyou2024", "aaaaaaaaaaaa"];

function signUp(password: string, email = `weak-${randomUUID().slice(0, 8)}@example.test`) {
  return postAuth("/sign-up/email", { name: "Sam Rivera", email, password, callbackURL: "/auth/confirm-account" });
}

async function expectRefused(res: Response, reason: "PASSWORD_TOO_SHORT" | "PASSWORD_TOO_COMMON") {
  expect(res.status).toBe(400);
  const message = reason === "PASSWORD_TOO_SHORT" ? PASSWORD_MESSAGES.tooShort : PASSWORD_MESSAGES.tooCommon;
  expect((await res.json()).error).toMatchObject({ reason, message });
}

describe("password rules on the server", () => {
  it("sign-up refuses short and common passwords, creates no account and sends no mail", async () => {
    for (const password of TOO_SHORT) await expectRefused(await signUp(password), "PASSWORD_TOO_SHORT");
    for (const password of TOO_COMMON) {
      const email = `weak-${randomUUID().slice(0, 8)}@example.test`;
      await expectRefused(await signUp(password, email), "PASSWORD_TOO_COMMON");
      expect((await deliveredOutbox(1000)).filter((m) => m.to === email)).toHaveLength(0);
    }
    expect((await signUp("violet tram ladder 42")).status).toBe(200);
  });

  it("sign-up refuses breached passwords the forms' short list does not hold (the server's 49,000)", async () => {
    for (const password of ["christopher", "Terminator1", "enterprise!"]) {
      expect(isCommonPassword(password), `${password} is not on the short list`).toBe(false);
      await expectRefused(await signUp(password), "PASSWORD_TOO_COMMON");
    }
  });

  it("reset refuses them without spending the link", async () => {
    const user = await createUser();
    expect((await postAuth("/request-password-reset", { email: user.email, redirectTo: "/reset-password" })).status).toBe(200);
    const mail = (await deliveredOutbox(1000)).find((m) => m.to === user.email)!;
    const token = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/)![0]).searchParams.get("token")!;

    await expectRefused(await postAuth("/reset-password", { newPassword: "12345678", token }), "PASSWORD_TOO_SHORT");
    await expectRefused(await postAuth("/reset-password", { newPassword: "password12", token }), "PASSWORD_TOO_COMMON");
    expect(await isPasswordResetTokenUsable(token)).toBe(true);
    expect((await postAuth("/reset-password", { newPassword: "a sensible new passphrase", token })).status).toBe(200);
  });

  it("change-password refuses them and keeps the old password", async () => {
    const user = await createUser();
    const cookie = cookiesFrom(await postAuth("/sign-in/email", { email: user.email, password: user.password }));
    const change = (newPassword: string) => postAuth("/change-password", { currentPassword: user.password, newPassword }, cookie);
    await expectRefused(await change("password"), "PASSWORD_TOO_SHORT");
    await expectRefused(await change("qwerty123456"), "PASSWORD_TOO_COMMON");
    expect((await postAuth("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
    expect((await change("a sensible new passphrase")).status).toBe(200);
  });
});
