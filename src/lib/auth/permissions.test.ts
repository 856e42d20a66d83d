import { describe, expect, it } from "vitest";
import { checkPermission, MFA_SETUP_PATH, type Permission, type PermissionResult, type PermissionSubject } from "./permissions";

const subjects: Record<string, PermissionSubject> = {
  anonymous: null,
  candidate: { roles: [], twoFactorEnabled: false },
  "hiring manager": { roles: ["Hiring Manager"], twoFactorEnabled: false },
  "H2O hiring manager": { roles: ["H2O Hiring Manager"], twoFactorEnabled: false },
  recruiter: { roles: ["Recruiter"], twoFactorEnabled: false },
  "admin with 2FA": { roles: ["Administrator"], twoFactorEnabled: true },
  "admin without 2FA": { roles: ["Administrator"], twoFactorEnabled: false },
};

const OK = "ok";
type Expected = typeof OK | Exclude<PermissionResult, { ok: true }>["reason"];

// Every permission for every kind of user.
const matrix: Record<Permission, Record<keyof typeof subjects, Expected>> = {
  public: {
    anonymous: OK,
    candidate: OK,
    "hiring manager": OK,
    "H2O hiring manager": OK,
    recruiter: OK,
    "admin with 2FA": OK,
    "admin without 2FA": OK,
  },
  authenticated: {
    anonymous: "unauthenticated",
    candidate: OK,
    "hiring manager": OK,
    "H2O hiring manager": OK,
    recruiter: OK,
    "admin with 2FA": OK,
    "admin without 2FA": OK,
  },
  candidate: {
    anonymous: "unauthenticated",
    candidate: OK,
    "hiring manager": "forbidden",
    "H2O hiring manager": "forbidden",
    recruiter: "forbidden",
    "admin with 2FA": "forbidden",
    "admin without 2FA": "forbidden",
  },
  hiring: {
    anonymous: "unauthenticated",
    candidate: "forbidden",
    "hiring manager": OK,
    "H2O hiring manager": OK,
    recruiter: "forbidden",
    "admin with 2FA": "forbidden",
    "admin without 2FA": "forbidden",
  },
  employer: {
    anonymous: "unauthenticated",
    candidate: "forbidden",
    "hiring manager": OK,
    "H2O hiring manager": OK,
    recruiter: OK,
    "admin with 2FA": OK,
    "admin without 2FA": "mfa-required",
  },
  recruiter: {
    anonymous: "unauthenticated",
    candidate: "forbidden",
    "hiring manager": "forbidden",
    "H2O hiring manager": "forbidden",
    recruiter: OK,
    "admin with 2FA": OK,
    // An administrator reaches the recruiter area through the Administrator role, which needs 2FA.
    "admin without 2FA": "mfa-required",
  },
  admin: {
    anonymous: "unauthenticated",
    candidate: "forbidden",
    "hiring manager": "forbidden",
    "H2O hiring manager": "forbidden",
    recruiter: "forbidden",
    "admin with 2FA": OK,
    "admin without 2FA": "mfa-required",
  },
};

const cases = Object.entries(matrix).flatMap(([permission, row]) =>
  Object.entries(row).map(([subject, expected]) => [permission as Permission, subject, expected] as const),
);

describe("checkPermission", () => {
  it("covers every permission and every kind of user", () => {
    expect(cases).toHaveLength(7 * Object.keys(subjects).length);
  });

  it.each(cases)("%s for %s -> %s", (permission, subject, expected) => {
    const result = checkPermission(subjects[subject]!, permission);
    expect(result).toEqual(expected === OK ? { ok: true } : { ok: false, reason: expected });
  });

  it("treats a hiring manager who is also an administrator as both", () => {
    const both: PermissionSubject = { roles: ["Administrator", "Hiring Manager"], twoFactorEnabled: true };
    expect(checkPermission(both, "hiring")).toEqual({ ok: true });
    expect(checkPermission(both, "admin")).toEqual({ ok: true });
    expect(checkPermission(both, "candidate")).toEqual({ ok: false, reason: "forbidden" });
  });

  it("sends administrators without 2FA to the security page", () => {
    expect(MFA_SETUP_PATH).toBe("/account/security?mfa=required");
  });
});
