import { isAdministrator, isHiringManager, isRecruiter } from "./roles";

/*
 * What a route or handler requires. Checked on the server for every read and write by
 * lib/api/route.ts (API) and lib/auth/guard.ts (pages); hiding a link is never the check.
 */
export type Permission = "public" | "authenticated" | "admin" | "hiring" | "recruiter" | "employer" | "candidate";

export type PermissionSubject = { roles: readonly string[]; twoFactorEnabled: boolean } | null;

export type PermissionResult =
  | { ok: true }
  | { ok: false; reason: "unauthenticated" | "forbidden" | "mfa-required" };

export function checkPermission(user: PermissionSubject, permission: Permission): PermissionResult {
  if (permission === "public") return { ok: true };
  if (!user) return { ok: false, reason: "unauthenticated" };
  switch (permission) {
    case "authenticated":
      return { ok: true };
    case "candidate":
      return user.roles.length === 0 ? { ok: true } : { ok: false, reason: "forbidden" };
    case "hiring":
      return isHiringManager(user.roles) ? { ok: true } : { ok: false, reason: "forbidden" };
    case "employer":
      // The employer areas (/hiring, /talent; issue 16): hiring-type users and recruiters; which
      // company's things they reach is lib/auth/company-access.ts's check on each resource.
      if (isHiringManager(user.roles) || isRecruiter(user.roles)) return { ok: true };
      if (isAdministrator(user.roles)) return user.twoFactorEnabled ? { ok: true } : { ok: false, reason: "mfa-required" };
      return { ok: false, reason: "forbidden" };
    case "recruiter":
      if (isRecruiter(user.roles)) return { ok: true };
      // Administrators may act as recruiters, under the administrators' two-factor rule.
      if (isAdministrator(user.roles)) return user.twoFactorEnabled ? { ok: true } : { ok: false, reason: "mfa-required" };
      return { ok: false, reason: "forbidden" };
    case "admin":
      if (!isAdministrator(user.roles)) return { ok: false, reason: "forbidden" };
      // Two-factor authentication is required for administrators.
      return user.twoFactorEnabled ? { ok: true } : { ok: false, reason: "mfa-required" };
  }
}

export const MFA_SETUP_PATH = "/account/security?mfa=required";
