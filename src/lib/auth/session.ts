import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userRoles } from "@/db/schema";
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
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
    createdAt: new Date(u.createdAt),
    roles: await rolesOf(u.id),
    sessionId: result.session.id,
  };
}
