import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { createUserWithPassword } from "@/seed/demo";
import type { Role } from "@/lib/auth/roles";
import { users } from "@/db/schema";
import { eq } from "drizzle-orm";

export const TEST_PASSWORD = "correct-horse-battery";

export async function createUser(opts: { roles?: Role[]; email?: string; name?: string; verified?: boolean; twoFactorEnabled?: boolean } = {}) {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const id = await createUserWithPassword(getDb(), {
    email,
    name: opts.name ?? "Test User",
    password: TEST_PASSWORD,
    roles: opts.roles ?? [],
    emailVerified: opts.verified ?? true,
  });
  if (opts.twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
  return { id, email, password: TEST_PASSWORD };
}
