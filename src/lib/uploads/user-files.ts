import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications, auditEvents, certifications, resumes, users } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage } from "./storage";

/*
 * Which stored files belong to whom. A user's avatar is the key in users.avatar_key, a column only
 * the server writes (better-auth does not know it, and its update-user takes no field but the name:
 * lib/auth/server-owned-fields.ts), unique, so a key has one owner. Every change of a user's files
 * goes through here: the avatar API sets and clears its own user's key, account deletion removes
 * them all, and GET /api/files/{key} serves a key only while it is owned. Resumes (resumes.user_id,
 * issue 14) are changed by features/resumes and never served by key: only as an attachment after
 * its owner check; account deletion removes them here with the avatar. Certification files
 * (certifications.file_key, issue 14) likewise, changed by features/candidate-profile. The copy of
 * a resume an application carries (applications.resume_storage_key, issue 15) goes with the account.
 */

/** The user's avatar key, or null. */
export async function avatarKeyOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.key ?? null;
}

/** The audit record of an administrator's content image upload (features/content-editor): it owns the key. */
export const CONTENT_IMAGE_AUDIT_ACTION = "content.image.upload";
export const CONTENT_IMAGE_TARGET_TYPE = "content-image";

/**
 * Whether some user's avatar is this key, or an administrator uploaded it for the site's content
 * (posts, pages, authors: recorded in the audit log, indexed by target). Only owned files are served.
 */
export async function isOwnedFile(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1);
  if (row) return true;
  const [upload] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, CONTENT_IMAGE_TARGET_TYPE), eq(auditEvents.targetId, key), eq(auditEvents.action, CONTENT_IMAGE_AUDIT_ACTION)))
    .limit(1);
  return Boolean(upload);
}

/**
 * Makes `key` (a file already stored) the user's avatar, or clears it with null, under a lock on the
 * user's row; returns the key it replaced, or undefined when the user does not exist (nothing changed).
 */
export async function replaceAvatarKey(db: Db, userId: string, key: string | null): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).for("update");
    if (!row) return undefined;
    if (row.key !== key) await tx.update(users).set({ avatarKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return row.key;
  });
}

/** Removes a stored file; a failure is logged (the file is no longer owned, so it is not served). */
export async function deleteStoredFile(key: string, what: string): Promise<void> {
  await fileStorage()
    .delete(key)
    .catch((err: unknown) => logger.warn({ err, key }, `could not delete ${what}`));
}

/**
 * Account deletion (better-auth's deleteUser.beforeDelete): the user's files are disowned first, so
 * they stop being served at once even if removing one from storage fails, then removed.
 */
export async function deleteFilesOfUser(db: Db, userId: string): Promise<void> {
  const avatar = await replaceAvatarKey(db, userId, null);
  const resumeKeys = (await db.delete(resumes).where(eq(resumes.userId, userId)).returning({ key: resumes.storageKey })).map((r) => r.key);
  const certificationKeys = (await db.delete(certifications).where(eq(certifications.userId, userId)).returning({ key: certifications.fileKey })).flatMap((r) => (r.key ? [r.key] : []));
  const applicationKeys = (await db.delete(applications).where(eq(applications.userId, userId)).returning({ key: applications.resumeStorageKey })).flatMap((r) => (r.key ? [r.key] : []));
  if (avatar) await deleteStoredFile(avatar, "a deleted account's avatar");
  for (const key of resumeKeys) await deleteStoredFile(key, "a deleted account's resume");
  for (const key of certificationKeys) await deleteStoredFile(key, "a deleted account's certification file");
  for (const key of applicationKeys) await deleteStoredFile(key, "a deleted account's application resume");
}
