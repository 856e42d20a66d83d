import { describe, expect, it } from "vitest";
import { changePasswordSchema, deleteAccountSchema, enableTwoFactorSchema, manualEntryKey, totpCodeSchema } from "./schemas";
import { ACCOUNT_MESSAGES as M } from "./messages";

const valid = { currentPassword: "old-password", newPassword: "a-new-password", confirmPassword: "a-new-password", revokeOtherSessions: true };

function firstIssue(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const i = r.error?.issues[0];
  return i ? { path: i.path.join("."), message: i.message } : null;
}

describe("totpCodeSchema", () => {
  it("accepts six digits, ignoring spaces and dashes", () => {
    expect(totpCodeSchema.parse("123456")).toBe("123456");
    expect(totpCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(totpCodeSchema.parse("123-456")).toBe("123456");
  });

  it("rejects anything else with the form's message", () => {
    for (const bad of ["", "12345", "1234567", "12345a", "abcdef", "１２３４５６"]) {
      const r = totpCodeSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(M.codeInvalid);
    }
  });
});

describe("password confirmations", () => {
  it("need a non-empty password", () => {
    for (const s of [enableTwoFactorSchema, deleteAccountSchema]) {
      expect(s.safeParse({ password: "x" }).success).toBe(true);
      expect(firstIssue(s.safeParse({ password: "" }))).toEqual({ path: "password", message: M.passwordRequired });
    }
  });
});

describe("changePasswordSchema", () => {
  it("accepts a valid change", () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it("checks the current password, the new password's rules, the confirmation and that it changed", () => {
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, currentPassword: "" }))).toEqual({ path: "currentPassword", message: M.currentPasswordRequired });
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, newPassword: "short", confirmPassword: "short" }))).toEqual({ path: "newPassword", message: M.newPasswordTooShort });
    const long = "x".repeat(129);
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, newPassword: long, confirmPassword: long }))).toEqual({ path: "newPassword", message: M.newPasswordTooLong });
    const p128 = `a-new-password ${"x".repeat(128)}`.slice(0, 128);
    expect(changePasswordSchema.safeParse({ ...valid, newPassword: p128, confirmPassword: p128 }).success).toBe(true);
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, newPassword: "123456789", confirmPassword: "123456789" }))).toEqual({ path: "newPassword", message: M.newPasswordTooShort });
    expect(M.newPasswordTooShort).toBe("Your password must be at least 10 characters.");
    for (const common of ["1234567890", "password123", "xxxxxxxxxxxx"]) {
      expect(firstIssue(changePasswordSchema.safeParse({ ...valid, newPassword: common, confirmPassword: common })), common).toEqual({ path: "newPassword", message: M.newPasswordTooCommon });
    }
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, confirmPassword: "something-else" }))).toEqual({ path: "confirmPassword", message: M.passwordsDoNotMatch });
    expect(firstIssue(changePasswordSchema.safeParse({ ...valid, newPassword: "old-password", confirmPassword: "old-password" }))).toEqual({ path: "newPassword", message: M.newPasswordSameAsCurrent });
  });
});

describe("manualEntryKey", () => {
  it("groups the URI's base32 secret by four", () => {
    expect(manualEntryKey("otpauth://totp/Upstep:ada%40example.test?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Upstep&digits=6&period=30")).toBe("JBSW Y3DP EHPK 3PXP JBSW");
  });

  it("gives null for a URI without a secret or an unparseable one", () => {
    expect(manualEntryKey("otpauth://totp/Upstep:ada?issuer=Upstep")).toBeNull();
    expect(manualEntryKey("not a uri")).toBeNull();
  });
});
