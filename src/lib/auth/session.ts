import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userRoles, users } from "@/db/schema";
import { getAuth } from "./auth";
import { isRole, type Role } from "./roles";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  roles: Role[];
  sessionId: string;
};

export async function rolesOf(userId: string): Promise<Role[]> {
  const rows = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).filter(isRole).sort();
}

/** The signed-in user of a request (by its session cookie), with roles; null when signed out. */
export async function getCurrentUser(headers: Headers): Promise<CurrentUser | null> {
  const result = await getAuth().api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const u = result.user as typeof result.user & { twoFactorEnabled?: boolean | null };
  // One query for the lock (account-lock.ts: a locked user's session is refused) and the roles.
  const rows = await getDb()
    .select({ lockedAt: users.lockedAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, u.id));
  if (rows.length === 0 || rows[0]!.lockedAt) return null;
  const roles = rows.map((r) => r.role).filter((r): r is string => r !== null).filter(isRole).sort();
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
    createdAt: new Date(u.createdAt),
    roles,
    sessionId: result.session.id,
  };
}
