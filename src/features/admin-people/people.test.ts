import { describe, expect, it } from "vitest";
import { auditDataLines, auditDataText, REDACTED, redactAuditData } from "./audit-data";
import { describeUserAgent } from "./format";
import { adminAuditLogCsvPath, adminAuditLogPath, adminRecruitersPath, adminUserDetailPath, adminUsersListPath } from "./paths";
import { lockUserSchema, setRoleSchema, usersQuerySchema } from "./schemas";
import { PEOPLE_MESSAGES } from "./messages";
import { actionGroups } from "./components/audit-log-filter-form";

describe("audit data", () => {
  it("hides values under keys that name a secret, at any depth", () => {
    expect(redactAuditData({ reason: "x", token: "abc", nested: { newPassword: "p", list: [{ backupCodes: ["1"] }] } })).toEqual({
      reason: "x",
      token: REDACTED,
      nested: { newPassword: REDACTED, list: [{ backupCodes: REDACTED }] },
    });
  });
  it("reads as key: value lines", () => {
    expect(auditDataLines({ role: "Recruiter", before: { roles: [] } })).toEqual(["role: Recruiter", 'before: {"roles":[]}']);
    expect(auditDataText({})).toBe("");
  });
});

describe("paths", () => {
  it("omit defaults, keep the rest", () => {
    expect(adminUsersListPath()).toBe("/admin/users");
    expect(adminUsersListPath(usersQuerySchema.parse({}))).toBe("/admin/users");
    expect(adminUsersListPath({ ...usersQuerySchema.parse({}), sort: "name", dir: "asc", page: 2 })).toBe("/admin/users?sort=name&page=2");
    expect(adminUsersListPath({ ...usersQuerySchema.parse({}), sort: "name", dir: "desc", role: "candidate", q: "a b" })).toBe("/admin/users?q=a+b&role=candidate&sort=name&dir=desc");
    expect(adminUserDetailPath("u 1", { auditPage: 1 })).toBe("/admin/users/u%201");
    expect(adminUserDetailPath("u1", { auditPage: 3 })).toBe("/admin/users/u1?auditPage=3");
    expect(adminRecruitersPath({ q: "", page: 1 })).toBe("/admin/recruiters");
    expect(adminAuditLogPath({ action: "user.*", page: 2 })).toBe("/admin/audit-log?action=user.*&page=2");
    expect(adminAuditLogCsvPath({ action: "user.lock", from: "2026-01-01", page: 4 })).toBe("/api/admin/audit-log/csv?action=user.lock&from=2026-01-01");
  });
});

describe("schemas", () => {
  it("lock needs a trimmed reason of at most 500 characters", () => {
    expect(lockUserSchema.safeParse({ reason: "  spam  " }).data).toEqual({ reason: "spam" });
    expect(lockUserSchema.safeParse({ reason: " " }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.lockReasonRequired);
    expect(lockUserSchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.lockReasonTooLong);
    expect(lockUserSchema.safeParse({ reason: "a\u0000b" }).success).toBe(false);
  });
  it("roles are the four of lib/auth/roles", () => {
    expect(setRoleSchema.safeParse({ role: "Administrator", granted: false }).success).toBe(true);
    expect(setRoleSchema.safeParse({ role: "Candidate", granted: true }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.roleUnknown);
    expect(setRoleSchema.safeParse({ role: "Recruiter", granted: true, extra: 1 }).success).toBe(false);
  });
});

describe("display", () => {
  it("names a device from its user agent", () => {
    expect(describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36")).toBe("Chrome on macOS");
    expect(describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(describeUserAgent(null)).toBe("Unknown device");
  });
  it("groups actions by their dotted prefixes", () => {
    expect(actionGroups(["user.role.grant", "user.lock", "flag.update"])).toEqual(["flag.*", "user.*", "user.role.*"]);
  });
});
