import "server-only";
import type { Db } from "@/db/client";
import { deleteStoredFile, replaceAvatarKey } from "@/lib/uploads/user-files";

/** DELETE /api/profiles/avatar: clears the user's own avatar (users.avatar_key) and deletes that stored file (idempotent). */
export async function deleteAvatar(db: Db, params: { userId: string }): Promise<void> {
  const previous = await replaceAvatarKey(db, params.userId, null);
  if (previous) await deleteStoredFile(previous, "the avatar file");
}
