import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage, keyOfFileUrl } from "@/lib/uploads/storage";

/** DELETE /api/profiles/avatar: clears the user's own avatar and deletes the stored file (idempotent). */
export async function deleteAvatar(db: Db, params: { userId: string }): Promise<void> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, params.userId)).limit(1);
  if (!row?.image) return;
  await db.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, params.userId));
  const key = keyOfFileUrl(row.image);
  if (key) await fileStorage().delete(key).catch((err) => logger.warn({ err, key }, "could not delete the avatar file"));
}
