import "server-only";
import { and, asc, count, desc, eq, exists, gt, gte, ilike, inArray, isNotNull, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { accounts, auditEvents, companies, companyMembers, sessions, userRoles, users } from "@/db/schema";
import { isRole, type Role } from "@/lib/auth/roles";
import { SECURITY_ACTION_LIST } from "@/lib/auth/security-audit";
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, PEOPLE_PAGE_SIZE, type AuditLogQuery, type RecruitersQuery, type UsersQuery } from "../schemas";
import type { AdminSessionRow, AdminUserDetail, AdminUserListRow, AuditEventRow, Paged, RecruiterRow } from "../types";

/** LIKE treats % and _ as wildcards; a search for "a_b" means the characters a, _ and b. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function paged<T>(items: T[], total: number, page: number, pageSize: number): Paged<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

async function rolesByUser(db: Db, ids: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (!ids.length) return map;
  const rows = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.role));
  for (const r of rows) if (isRole(r.role)) map.set(r.userId, [...(map.get(r.userId) ?? []), r.role]);
  return map;
}

const userListColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  lockedAt: users.lockedAt,
  lastActiveAt: users.lastActiveAt,
  createdAt: users.createdAt,
};

/**
 * /admin/users: search (name or email, case-insensitive substring), role (candidate = no role),
 * status, sort and page, all on the server. Ties are broken by id so pages are stable.
 */
export async function listAdminUsers(db: Db, query: UsersQuery, pageSize = PEOPLE_PAGE_SIZE): Promise<Paged<AdminUserListRow>> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  const anyRole = db.select({ one: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id));
  if (query.role === "candidate") filters.push(notExists(anyRole));
  else if (query.role !== "any") {
    filters.push(exists(db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, query.role)))));
  }
  if (query.status === "locked") filters.push(isNotNull(users.lockedAt));
  else if (query.status === "unconfirmed") filters.push(eq(users.emailVerified, false));
  else if (query.status === "2fa-on") filters.push(eq(users.twoFactorEnabled, true));
  else if (query.status === "2fa-off") filters.push(eq(users.twoFactorEnabled, false));
  const where = filters.length ? and(...filters) : undefined;

  const column = { name: users.name, email: users.email, created: users.createdAt, "last-active": users.lastActiveAt }[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  // Never-active users go last whichever way "last active" is sorted.
  const order: SQL[] = query.sort === "last-active" ? [sql`${users.lastActiveAt} ${sql.raw(query.dir)} nulls last`] : [direction(column)];

  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const total = totalRow?.n ?? 0;
  const rows = await db
    .select(userListColumns)
    .from(users)
    .where(where)
    .orderBy(...order, direction(users.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const roles = await rolesByUser(db, rows.map((r) => r.id));
  return paged(rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [] })), total, query.page, pageSize);
}

async function companiesOf(db: Db, userIds: string[]): Promise<Map<string, { companyId: string; companyName: string; memberRole: string }[]>> {
  const map = new Map<string, { companyId: string; companyName: string; memberRole: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: companyMembers.userId, companyId: companies.id, companyName: companies.name, memberRole: companyMembers.memberRole })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(inArray(companyMembers.userId, userIds))
    .orderBy(asc(companies.name), asc(companies.id));
  for (const { userId, ...c } of rows) map.set(userId, [...(map.get(userId) ?? []), c]);
  return map;
}

/** One user's admin page, or null. */
export async function getAdminUser(db: Db, id: string): Promise<AdminUserDetail | null> {
  const lockedBy = alias(users, "locked_by");
  const [row] = await db
    .select({
      ...userListColumns,
      lockedReason: users.lockedReason,
      lockedById: lockedBy.id,
      lockedByName: lockedBy.name,
      lockedByEmail: lockedBy.email,
    })
    .from(users)
    .leftJoin(lockedBy, eq(lockedBy.id, users.lockedByUserId))
    .where(eq(users.id, id));
  if (!row) return null;
  const [roles, methods, companiesByUser] = await Promise.all([
    rolesByUser(db, [id]),
    db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, id)).orderBy(asc(accounts.providerId)),
    companiesOf(db, [id]),
  ]);
  const { lockedById, lockedByName, lockedByEmail, ...user } = row;
  return {
    ...user,
    roles: roles.get(id) ?? [],
    lockedBy: lockedById ? { id: lockedById, name: lockedByName!, email: lockedByEmail! } : null,
    signInMethods: methods.map((m) => (m.providerId === "credential" ? "Email and password" : m.providerId.charAt(0).toUpperCase() + m.providerId.slice(1))),
    companies: companiesByUser.get(id) ?? [],
  };
}

/** A user's sessions that have not expired, most recently active first. */
export async function listUserSessions(db: Db, userId: string, now = new Date()): Promise<AdminSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
}

const actor = alias(users, "actor");
const auditColumns = {
  id: auditEvents.id,
  action: auditEvents.action,
  actorId: actor.id,
  actorName: actor.name,
  actorEmail: actor.email,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  data: auditEvents.data,
  correlationId: auditEvents.correlationId,
  createdAt: auditEvents.createdAt,
};

function toAuditRow(r: {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  targetType: string;
  targetId: string | null;
  data: Record<string, unknown>;
  correlationId: string | null;
  createdAt: Date;
}): AuditEventRow {
  const { actorId, actorName, actorEmail, ...rest } = r;
  return { ...rest, actor: actorId ? { id: actorId, name: actorName ?? "", email: actorEmail ?? "" } : null };
}

async function pagedAuditEvents(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<Paged<AuditEventRow>> {
  const [totalRow] = await db.select({ n: count() }).from(auditEvents).leftJoin(actor, eq(actor.id, auditEvents.actorUserId)).where(where);
  const rows = await db
    .select(auditColumns)
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return paged(rows.map(toAuditRow), totalRow?.n ?? 0, page, pageSize);
}

/** The audit events where the user acted or was acted on, newest first. */
export async function listUserAuditTrail(db: Db, userId: string, page: number, pageSize = AUDIT_PAGE_SIZE): Promise<Paged<AuditEventRow>> {
  const where = or(eq(auditEvents.actorUserId, userId), and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, userId)));
  return pagedAuditEvents(db, where, page, pageSize);
}

function auditLogWhere(query: AuditLogQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.action.endsWith(".*")) filters.push(sql`${auditEvents.action} like ${`${escapeLike(query.action.slice(0, -1))}%`}`);
  else if (query.action) filters.push(eq(auditEvents.action, query.action));
  if (query.actor) filters.push(ilike(actor.email, `%${escapeLike(query.actor)}%`));
  if (query.target) filters.push(eq(auditEvents.targetType, query.target));
  if (query.from) filters.push(gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditEvents.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  return filters.length ? and(...filters) : undefined;
}

/** /admin/audit-log: every audit event, filtered, newest first. */
export async function listAuditLog(db: Db, query: AuditLogQuery, pageSize = AUDIT_PAGE_SIZE): Promise<Paged<AuditEventRow>> {
  return pagedAuditEvents(db, auditLogWhere(query), query.page, pageSize);
}

/** The filtered events for the CSV, newest first, at most AUDIT_CSV_MAX_ROWS. */
export async function listAuditLogForExport(db: Db, query: AuditLogQuery): Promise<AuditEventRow[]> {
  const rows = await db
    .select(auditColumns)
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .where(auditLogWhere(query))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_CSV_MAX_ROWS);
  return rows.map(toAuditRow);
}

/**
 * The audit log's filter choices: the actions and target types recorded so far, and every security
 * action (lib/auth/security-audit.ts) even before it first happens, so "security.*" is always offered.
 */
export async function auditLogFilterOptions(db: Db): Promise<{ actions: string[]; targetTypes: string[] }> {
  const [actions, targetTypes] = await Promise.all([
    db.selectDistinct({ v: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action)).limit(500),
    db.selectDistinct({ v: auditEvents.targetType }).from(auditEvents).orderBy(asc(auditEvents.targetType)).limit(200),
  ]);
  const allActions = [...new Set([...actions.map((a) => a.v), ...SECURITY_ACTION_LIST])].sort();
  return { actions: allActions, targetTypes: targetTypes.map((t) => t.v) };
}

/**
 * /admin/recruiters: users with the Recruiter role and the companies they belong to; the search
 * matches the name, the email or one of their companies' names.
 */
export async function listRecruiters(db: Db, query: RecruitersQuery, pageSize = PEOPLE_PAGE_SIZE): Promise<Paged<RecruiterRow>> {
  const filters: SQL[] = [exists(db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, "Recruiter"))))];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(companyMembers)
            .innerJoin(companies, eq(companies.id, companyMembers.companyId))
            .where(and(eq(companyMembers.userId, users.id), ilike(companies.name, pattern))),
        ),
      )!,
    );
  }
  const where = and(...filters);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, lockedAt: users.lockedAt })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const byUser = await companiesOf(db, rows.map((r) => r.id));
  return paged(rows.map((r) => ({ ...r, companies: byUser.get(r.id) ?? [] })), totalRow?.n ?? 0, query.page, pageSize);
}
