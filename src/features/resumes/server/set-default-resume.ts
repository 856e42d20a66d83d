import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumes, users } from "@/db/schema";
import type { ResumeActor } from "../permissions";
import { canEditResume } from "../permissions";
import type { ResumeSummary } from "../types";
import { listResumes } from "./queries";
import { loadResumeFor, resumeNotFound } from "./resume-access";

/**
 * PUT /api/candidates/resumes/{id}/default: the owner makes this resume their default (404 for anyone
 * else). The previous default is cleared first, under a lock on the owner's row, so the partial
 * unique index never sees two. Answers the owner's list.
 */
export async function setDefaultResume(db: Db, params: { actor: ResumeActor; id: string }): Promise<ResumeSummary[]> {
  const { row } = await loadResumeFor(db, params.id, (r) => canEditResume(params.actor, r));
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
    const [still] = await tx.select({ id: resumes.id }).from(resumes).where(and(eq(resumes.id, row.id), eq(resumes.userId, row.userId)));
    if (!still) throw resumeNotFound();
    await tx.update(resumes).set({ isDefault: false }).where(and(eq(resumes.userId, row.userId), eq(resumes.isDefault, true)));
    await tx.update(resumes).set({ isDefault: true }).where(eq(resumes.id, row.id));
  });
  return listResumes(db, { ownerId: row.userId });
}
