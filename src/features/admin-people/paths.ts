import { ADMIN_AUDIT_LOG_PATH, ADMIN_RECRUITERS_PATH, adminUserPath } from "@/lib/admin-routes";
import { ADMIN_USERS_PATH } from "@/lib/routes";
import { defaultDir, type AuditLogQuery, type RecruitersQuery, type UsersQuery } from "./schemas";

/*
 * Query-string builders of the people pages (the paths themselves are in lib/admin-routes.ts).
 * Defaults are omitted so that the plain path is the canonical one, as for every list.
 */
function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export function adminUsersListPath(q: Partial<UsersQuery> = {}): string {
  return withQuery(ADMIN_USERS_PATH, {
    q: q.q,
    role: q.role === "any" ? undefined : q.role,
    status: q.status === "any" ? undefined : q.status,
    sort: q.sort === "created" ? undefined : q.sort,
    dir: q.dir === undefined || q.dir === defaultDir(q.sort ?? "created") ? undefined : q.dir,
    page: q.page && q.page > 1 ? q.page : undefined,
  });
}

export function adminUserDetailPath(id: string, opts: { auditPage?: number } = {}): string {
  return withQuery(adminUserPath(id), { auditPage: opts.auditPage && opts.auditPage > 1 ? opts.auditPage : undefined });
}

export function adminRecruitersPath(q: Partial<RecruitersQuery> = {}): string {
  return withQuery(ADMIN_RECRUITERS_PATH, { q: q.q, page: q.page && q.page > 1 ? q.page : undefined });
}

export function adminAuditLogPath(q: Partial<AuditLogQuery> = {}): string {
  return withQuery(ADMIN_AUDIT_LOG_PATH, { action: q.action, actor: q.actor, target: q.target, from: q.from, to: q.to, page: q.page && q.page > 1 ? q.page : undefined });
}

/* API paths, relative to the API client's /api base. */
export function adminUserRolesApiPath(id: string): string {
  return `/admin/users/${encodeURIComponent(id)}/roles`;
}
export function adminUserLockApiPath(id: string): string {
  return `/admin/users/${encodeURIComponent(id)}/lock`;
}
export function adminUserResendConfirmationApiPath(id: string): string {
  return `/admin/users/${encodeURIComponent(id)}/resend-confirmation`;
}
export function adminUserSessionsApiPath(id: string): string {
  return `/admin/users/${encodeURIComponent(id)}/sessions`;
}
export function adminUserSessionApiPath(id: string, sessionId: string): string {
  return `${adminUserSessionsApiPath(id)}/${encodeURIComponent(sessionId)}`;
}
/** The audit log's CSV (a full path: a plain link downloads it). */
export function adminAuditLogCsvPath(q: Partial<AuditLogQuery> = {}): string {
  return withQuery("/api/admin/audit-log/csv", { action: q.action, actor: q.actor, target: q.target, from: q.from, to: q.to });
}
