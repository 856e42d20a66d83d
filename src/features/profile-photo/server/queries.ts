import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

/** The user's avatar URL (users.image), or null. */
export async function getAvatarUrl(db: Db, params: { userId: string }): Promise<string | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, params.userId)).limit(1);
  return row?.image ?? null;
}
