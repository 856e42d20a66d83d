import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type { Role } from "@/lib/auth/roles";

/*
 * A signed-in administrator with two-factor on. Logging in a user whose two-factor is already on
 * answers twoFactorRedirect instead of a session, so the user logs in first and two-factor is then
 * switched on in the database; the session stays valid because every request re-reads the user.
 * (Candidate for src/testing/ once another area needs it.)
 */
export async function signedInUser(opts: { roles?: Role[]; twoFactorEnabled?: boolean; name?: string; email?: string } = {}) {
  const user = await createUser({ roles: opts.roles ?? [], name: opts.name, email: opts.email });
  const { response, cookie } = await logIn(user.email, user.password);
  if (response.status !== 200 || !cookie) throw new Error(`log-in failed with ${response.status}`);
  if (opts.twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { ...user, cookie };
}

export function signedInAdmin() {
  return signedInUser({ roles: ["Administrator"], twoFactorEnabled: true, name: "Ada Admin" });
}
