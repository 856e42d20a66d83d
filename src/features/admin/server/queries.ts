import "server-only";
import { and, asc, count, desc, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, userRoles } from "@/db/schema";
import type { FeatureFlag } from "@/lib/flags/definitions";
import { getFlagById, listFlags } from "@/lib/flags/server";
import { isRole, type Role } from "@/lib/auth/roles";
import type { FeatureFlagDto } from "../types";
import { USERS_PAGE_SIZE } from "../schemas";

export function toFeatureFlagDto(flag: FeatureFlag): FeatureFlagDto {
  return {
    id: flag.id,
    key: flag.key,
    title: flag.title,
    description: flag.description,
    apiVersion: flag.apiVersion,
    enabled: flag.enabled,
    updatedAt: flag.updatedAt.toISOString(),
  };
}

export async function listFeatureFlags(db: Db): Promise<FeatureFlagDto[]> {
  return (await listFlags(db)).map(toFeatureFlagDto);
}

export async function getFeatureFlag(db: Db, id: string): Promise<FeatureFlagDto | null> {
  const flag = await getFlagById(db, id);
  return flag ? toFeatureFlagDto(flag) : null;
}

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  twoFactorEnabled: boolean;
  createdAt: Date;
};

export type AdminUsersPage = {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** LIKE treats % and _ as wildcards; a search for "a_b" means the characters a, _ and b. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of users, newest first, optionally filtered by a case-insensitive substring of the
 * email or the name. Ordered by (created_at, id) so pages are stable when two users share a time.
 */
export async function listUsersPage(db: Db, opts: { q: string; page: number; pageSize?: number }): Promise<AdminUsersPage> {
  const pageSize = opts.pageSize ?? USERS_PAGE_SIZE;
  const filters: SQL[] = [];
  if (opts.q) {
    const pattern = `%${escapeLike(opts.q)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const total = totalRow?.n ?? 0;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, twoFactorEnabled: users.twoFactorEnabled, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((opts.page - 1) * pageSize);
  const ids = rows.map((r) => r.id);
  const roleRows = ids.length
    ? await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.role))
    : [];
  const rolesByUser = new Map<string, Role[]>();
  for (const r of roleRows) {
    if (!isRole(r.role)) continue;
    rolesByUser.set(r.userId, [...(rolesByUser.get(r.userId) ?? []), r.role]);
  }
  return {
    users: rows.map((r) => ({ ...r, roles: rolesByUser.get(r.id) ?? [] })),
    total,
    page: opts.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
