import { z } from "zod";
import { text } from "@/lib/text-schema";
import { ROLES } from "@/lib/auth/roles";
import { PEOPLE_MESSAGES } from "./messages";

/*
 * zod inputs of the admin people pages and APIs. List queries come from the URL: anything malformed
 * falls back to the default rather than failing the page (a shared link with a typo still opens).
 */
export const PEOPLE_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
export const SEARCH_MAX = 200;
export const LOCK_REASON_MAX = 500;
/** The CSV export's cap: more than this is cut, and the file says so in its name. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const search = text()
  .optional()
  .catch(undefined)
  .transform((v) => (v ?? "").trim().slice(0, SEARCH_MAX));
const page = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined).transform((v) => v ?? 1);

export const USER_ROLE_FILTERS = ["any", "candidate", ...ROLES] as const;
export const USER_STATUS_FILTERS = ["any", "locked", "unconfirmed", "2fa-on", "2fa-off"] as const;
export const USER_SORTS = ["created", "name", "email", "last-active"] as const;
export const SORT_DIRS = ["asc", "desc"] as const;

export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export type UserSort = (typeof USER_SORTS)[number];
export type SortDir = (typeof SORT_DIRS)[number];

/** Names and emails read A to Z first; dates newest first. */
export function defaultDir(sort: UserSort): SortDir {
  return sort === "name" || sort === "email" ? "asc" : "desc";
}

/** /admin/users?q=&role=&status=&sort=&dir=&page= */
export const usersQuerySchema = z
  .object({
    q: search,
    role: z.enum(USER_ROLE_FILTERS).optional().catch(undefined),
    status: z.enum(USER_STATUS_FILTERS).optional().catch(undefined),
    sort: z.enum(USER_SORTS).optional().catch(undefined),
    dir: z.enum(SORT_DIRS).optional().catch(undefined),
    page,
  })
  .transform((v) => {
    const sort = v.sort ?? "created";
    return { q: v.q, role: v.role ?? "any", status: v.status ?? "any", sort, dir: v.dir ?? defaultDir(sort), page: v.page } as {
      q: string;
      role: UserRoleFilter;
      status: UserStatusFilter;
      sort: UserSort;
      dir: SortDir;
      page: number;
    };
  });
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** /admin/users/{id}?auditPage= */
export const userDetailQuerySchema = z.object({ auditPage: page });

/** /admin/recruiters?q=&page= */
export const recruitersQuerySchema = z.object({ q: search, page });
export type RecruitersQuery = z.infer<typeof recruitersQuerySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = text()
  .optional()
  .catch(undefined)
  .transform((v) => (v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : ""));

/**
 * /admin/audit-log?action=&actor=&target=&from=&to=&page=: action is an exact action or a prefix
 * ending in ".*" ("user.*"); actor a part of the actor's email; from/to UTC days, both included.
 */
export const auditLogQuerySchema = z.object({
  action: text()
    .optional()
    .catch(undefined)
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  actor: search,
  target: text()
    .optional()
    .catch(undefined)
    .transform((v) => (v ?? "").trim().slice(0, 100)),
  from: day,
  to: day,
  page,
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** PATCH /api/admin/users/{id}/roles */
export const setRoleSchema = z.strictObject({
  role: z.enum(ROLES, { error: PEOPLE_MESSAGES.roleUnknown }),
  granted: z.boolean(),
});
export type SetRoleInput = z.infer<typeof setRoleSchema>;

/** POST /api/admin/users/{id}/lock */
export const lockUserSchema = z.strictObject({
  reason: text({ error: PEOPLE_MESSAGES.lockReasonRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.lockReasonRequired)
    .max(LOCK_REASON_MAX, PEOPLE_MESSAGES.lockReasonTooLong),
});
export type LockUserInput = z.infer<typeof lockUserSchema>;
