import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, resumes, users } from "@/db/schema";
import { deleteStoredFile } from "@/lib/uploads/user-files";
import { canDeleteResume, type ResumeActor } from "../permissions";
import { loadResumeFor, resumeNotFound } from "./resume-access";

/**
 * DELETE /api/candidates/resumes/{id}: the owner or an administrator deletes a resume (404 for anyone
 * else; an administrator's deletion is recorded in audit_events). When it was the default, the newest
 * remaining resume becomes the default, in the same transaction under a lock on the owner's row. The
 * file is removed after the row (a file without a row is never served).
 */
export async function deleteResume(db: Db, params: { actor: ResumeActor; id: string; correlationId?: string }): Promise<void> {
  const { row, access } = await loadResumeFor(db, params.id, (r) => canDeleteResume(params.actor, r));
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
    const [deleted] = await tx.delete(resumes).where(eq(resumes.id, row.id)).returning({ isDefault: resumes.isDefault });
    if (!deleted) throw resumeNotFound();
    if (deleted.isDefault) {
      const [newest] = await tx
        .select({ id: resumes.id })
        .from(resumes)
        .where(eq(resumes.userId, row.userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id))
        .limit(1);
      if (newest) await tx.update(resumes).set({ isDefault: true }).where(and(eq(resumes.id, newest.id), eq(resumes.userId, row.userId)));
    }
    if (access !== "owner") {
      await tx.insert(auditEvents).values({
        actorUserId: params.actor.id,
        action: "resume.delete",
        targetType: "resume",
        targetId: row.id,
        data: { ownerUserId: row.userId, fileName: row.originalFileName, access },
        correlationId: params.correlationId ?? null,
      });
    }
  });
  await deleteStoredFile(row.storageKey, "a deleted resume");
}
