import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES as M } from "./messages";
import {
  backupCodeSchema,
  emailOnlySchema,
  joinQuerySchema,
  loginQuerySchema,
  loginSchema,
  outboxQuerySchema,
  passwordResetRequestBody,
  resendVerificationBody,
  resetPasswordSchema,
  signUpBody,
  signUpSchema,
  tokenQuerySchema,
  totpSchema,
} from "./schemas";

/** The first message per field, as the form's resolver shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join(".")] ??= i.message;
  return out;
}

const validSignUp = { firstName: " Ada ", lastName: "Lovelace ", email: " Ada@Example.com ", password: "analytical engine", confirmPassword: "analytical engine" };

describe("loginSchema", () => {
  it("trims the email and keeps the password exactly as typed", () => {
    expect(loginSchema.parse({ email: "  casey@upstep.local ", password: " secret " })).toEqual({ email: "casey@upstep.local", password: " secret " });
  });

  it("asks for both fields", () => {
    expect(messages(loginSchema.safeParse({ email: "", password: "" }))).toEqual({ email: M.emailRequired, password: M.passwordRequired });
  });

  it("uses the spec's 'Type a valid {field}' text for a malformed email", () => {
    expect(messages(loginSchema.safeParse({ email: "not-an-email", password: "x" }))).toEqual({ email: "Type a valid email" });
  });

  it("accepts any non-empty existing password (old accounts may predate the rules)", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "short" }).success).toBe(true);
  });

  it("rejects overlong input with the spec's '{field} must be less than {n} characters.' text", () => {
    const long = `${"a".repeat(250)}@b.co`;
    expect(messages(loginSchema.safeParse({ email: long, password: "x" })).email).toBe("Email must be less than 255 characters.");
    expect(messages(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) })).password).toBe("Password must be less than 129 characters.");
  });
});

describe("signUpSchema", () => {
  it("accepts a valid sign-up and trims names and email", () => {
    const v = signUpSchema.parse(validSignUp);
    expect(v).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.com" });
  });

  it("builds the sign-up body: name from first and last name, the confirm-account callback", () => {
    const v = signUpSchema.parse(validSignUp);
    expect(signUpBody(v, { employer: false })).toEqual({ name: "Ada Lovelace", email: "Ada@Example.com", password: "analytical engine", callbackURL: "/auth/confirm-account" });
    expect(signUpBody(v, { employer: true }).callbackURL).toBe("/auth/confirm-account?employer=true");
  });

  it("reports every missing field", () => {
    expect(messages(signUpSchema.safeParse({ firstName: " ", lastName: "", email: "", password: "", confirmPassword: "" }))).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
    });
  });

  it("enforces the server's password rules (10 to 128 characters, not a common password)", () => {
    for (const short of ["1234567", "12345678", "password", "        ", "ninechars"]) {
      expect(messages(signUpSchema.safeParse({ ...validSignUp, password: short, confirmPassword: short })).password, short).toBe(M.passwordTooShort);
    }
    expect(M.passwordTooShort).toBe("Your password must be at least 10 characters.");
    for (const common of ["1234567890", "password123", "Password1!", "qwertyuiop", "          ", "iloveyou2024"]) {
      expect(messages(signUpSchema.safeParse({ ...validSignUp, password: common, confirmPassword: common })).password, common).toBe(M.passwordTooCommon);
    }
    expect(signUpSchema.safeParse({ ...validSignUp, password: "tenletters", confirmPassword: "tenletters" }).success).toBe(true);
    const p128 = `analytical engine ${"p".repeat(128)}`.slice(0, 128);
    expect(signUpSchema.safeParse({ ...validSignUp, password: p128, confirmPassword: p128 }).success).toBe(true);
    const p129 = "p".repeat(129);
    expect(messages(signUpSchema.safeParse({ ...validSignUp, password: p129, confirmPassword: p129 })).password).toBe(M.passwordTooLong);
  });

  it("says so on the confirm field when the passwords differ", () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, confirmPassword: "analytical engine!" }))).toEqual({ confirmPassword: M.passwordsDiffer });
  });

  it("limits names to 49 characters each (the full name stays within the server's 100) with the spec's text", () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, firstName: "x".repeat(50) })).firstName).toBe("First name must be less than 50 characters.");
    expect(signUpSchema.safeParse({ ...validSignUp, firstName: "x".repeat(49), lastName: "x".repeat(49) }).success).toBe(true);
  });

  it("refuses control characters in names", () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, firstName: "Ada\u0007" })).firstName).toBe(M.firstNameInvalid);
    expect(messages(signUpSchema.safeParse({ ...validSignUp, lastName: "Love\nlace" })).lastName).toBe(M.lastNameInvalid);
    expect(messages(signUpSchema.safeParse({ ...validSignUp, lastName: "\u202eecalevoL" })).lastName).toBe("Type a valid last name");
  });
});

describe("password reset and confirmation bodies", () => {
  it("asks the server for a reset link to /reset-password", () => {
    expect(passwordResetRequestBody(emailOnlySchema.parse({ email: " me@example.com" }))).toEqual({ email: "me@example.com", redirectTo: "/reset-password" });
  });

  it("resends the confirmation mail with the right callback", () => {
    expect(resendVerificationBody("me@example.com", { employer: false })).toEqual({ email: "me@example.com", callbackURL: "/auth/confirm-account" });
    expect(resendVerificationBody("me@example.com", { employer: true })).toEqual({ email: "me@example.com", callbackURL: "/auth/confirm-account?employer=true" });
  });

  it("checks the new password and its confirmation", () => {
    expect(resetPasswordSchema.safeParse({ password: "new password", confirmPassword: "new password" }).success).toBe(true);
    expect(messages(resetPasswordSchema.safeParse({ password: "short", confirmPassword: "short" }))).toEqual({ password: M.passwordTooShort });
    expect(messages(resetPasswordSchema.safeParse({ password: "new password", confirmPassword: "new passw0rd" }))).toEqual({ confirmPassword: M.passwordsDiffer });
  });
});

describe("second-factor codes", () => {
  it("accepts 6 digits, ignoring the spaces and dashes apps show", () => {
    expect(totpSchema.parse({ code: "123456" })).toEqual({ code: "123456" });
    expect(totpSchema.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
    expect(totpSchema.parse({ code: "123-456" })).toEqual({ code: "123456" });
  });

  it("rejects anything else with one clear message", () => {
    for (const code of ["", "12345", "1234567", "abcdef", "12 34 5"]) {
      expect(messages(totpSchema.safeParse({ code }))).toEqual({ code: M.totpInvalid });
    }
  });

  it("accepts a backup code and trims it", () => {
    expect(backupCodeSchema.parse({ code: " AbC12-dEf34 " })).toEqual({ code: "AbC12-dEf34" });
    expect(messages(backupCodeSchema.safeParse({ code: "  " }))).toEqual({ code: M.backupCodeRequired });
    expect(messages(backupCodeSchema.safeParse({ code: "<script>" }))).toEqual({ code: M.backupCodeInvalid });
  });
});

describe("query strings", () => {
  it("reads the login page's flags and takes the first of repeated values", () => {
    expect(loginQuerySchema.parse({ returnTo: ["/jobs", "/x"], from_sign_up: "true", social_unavailable: "google" })).toEqual({
      returnTo: "/jobs",
      from_sign_up: true,
      social_failed: false,
      social_unavailable: "google",
    });
  });

  it("ignores unknown providers and malformed values instead of failing the page", () => {
    expect(loginQuerySchema.parse({ social_unavailable: "myspace", from_sign_up: "yes" })).toEqual({
      returnTo: undefined,
      from_sign_up: false,
      social_failed: false,
      social_unavailable: undefined,
    });
    expect(loginQuerySchema.parse({})).toMatchObject({ from_sign_up: false, social_failed: false });
  });

  it("reads employer=true on /join and tokens on the link pages", () => {
    expect(joinQuerySchema.parse({ employer: "true" })).toEqual({ employer: true });
    expect(joinQuerySchema.parse({ employer: "1" })).toEqual({ employer: false });
    expect(tokenQuerySchema.parse({ token: " abc ", employer: "true" })).toEqual({ token: "abc", employer: true, error: undefined });
    expect(tokenQuerySchema.parse({ token: "" }).token).toBeUndefined();
    expect(tokenQuerySchema.parse({ error: "INVALID_TOKEN" })).toEqual({ token: undefined, employer: false, error: "INVALID_TOKEN" });
  });

  it("reads the outbox recipient filter", () => {
    expect(outboxQuerySchema.parse({ to: " a@b.co " })).toEqual({ to: "a@b.co" });
    expect(outboxQuerySchema.parse({})).toEqual({ to: undefined });
  });
});
