import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { fileStorage, fileUrl, newFileKey } from "@/lib/uploads/storage";
import { deleteStoredFile, replaceAvatarKey } from "@/lib/uploads/user-files";
import { AVATAR_MESSAGES, AVATAR_STORED_PX, AVATAR_TOO_MANY_PIXELS_MESSAGE } from "../messages";
import type { AvatarUpload } from "../schemas";

/*
 * PUT /api/profiles/avatar: the user's own avatar (authorization: the signed-in user, nobody else's).
 * The content decides the type (magic bytes); the size limit is 10,000,000 bytes and 40 megapixels
 * (read from the header, before decoding); PNG/JPEG are turned upright, cropped to a 330px square and
 * re-encoded without metadata, SVG is neutralised, before storing under a new key. users.avatar_key
 * (which only the server writes) then names the new file and the previous one is deleted: a user can
 * only ever replace or delete the file their own row names. A refused upload changes nothing.
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
  let previous: string | null | undefined;
  try {
    previous = await replaceAvatarKey(db, params.userId, key);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (previous === undefined) {
    await storage.delete(key);
    throw new AppError("NOT_FOUND", "Not found.");
  }
  if (previous && previous !== key) await deleteStoredFile(previous, "the previous avatar");
  return { url: fileUrl(key) };
}
