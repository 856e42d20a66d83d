import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { fileStorage, fileUrl, keyOfFileUrl, newFileKey } from "@/lib/uploads/storage";
import { AVATAR_MESSAGES, AVATAR_STORED_PX, AVATAR_TOO_MANY_PIXELS_MESSAGE } from "../messages";
import type { AvatarUpload } from "../schemas";

/*
 * PUT /api/profiles/avatar: the user's own avatar (authorization: the signed-in user, nobody else's).
 * The content decides the type (magic bytes); the size limit is 10,000,000 bytes and 40 megapixels
 * (read from the header, before decoding); PNG/JPEG are turned upright, cropped to a 330px square and
 * re-encoded without metadata, SVG is neutralised, before storing. users.image then points at the
 * new file and the previous stored file is deleted. A refused upload changes nothing.
 */
export async function setAvatar(db: Db, params: { userId: string; upload: AvatarUpload }): Promise<{ url: string }> {
  const upload = params.upload;
  if (!upload?.base64EncodedData || !upload.fileName) {
    throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.noFile, { issues: [{ path: "base64EncodedData", message: AVATAR_MESSAGES.selectFile }] });
  }
  const prepared = await prepareImage(upload.base64EncodedData, { square: AVATAR_STORED_PX });
  if (!prepared.ok) {
    if (prepared.reason === "too-large") throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_MESSAGES.tooLarge);
    if (prepared.reason === "too-many-pixels") throw new AppError("PAYLOAD_TOO_LARGE", AVATAR_TOO_MANY_PIXELS_MESSAGE);
    if (prepared.reason === "no-file") {
      throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.noFile, { issues: [{ path: "base64EncodedData", message: AVATAR_MESSAGES.selectFile }] });
    }
    throw new AppError("BAD_REQUEST", AVATAR_MESSAGES.invalidImage);
  }
  const key = newFileKey(prepared.image.kind);
  const storage = fileStorage();
  await storage.put(key, prepared.image.bytes);
  const url = fileUrl(key);
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, params.userId)).for("update");
      if (!row) throw new AppError("NOT_FOUND", "Not found.");
      await tx.update(users).set({ image: url, updatedAt: new Date() }).where(eq(users.id, params.userId));
      return row.image;
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  const oldKey = keyOfFileUrl(previous);
  if (oldKey && oldKey !== key) await storage.delete(oldKey).catch((err) => logger.warn({ err, key: oldKey }, "could not delete the previous avatar"));
  return { url };
}
