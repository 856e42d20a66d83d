import "server-only";
import type { Db } from "@/db/client";
import { fileUrl } from "@/lib/uploads/storage";
import { avatarKeyOf } from "@/lib/uploads/user-files";

/** The user's avatar URL (from users.avatar_key, never users.image), or null. */
export async function getAvatarUrl(db: Db, params: { userId: string }): Promise<string | null> {
  const key = await avatarKeyOf(db, params.userId);
  return key ? fileUrl(key) : null;
}
