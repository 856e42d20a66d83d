import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumes } from "@/db/schema";
import type { ResumeSummary } from "../types";

export type ResumeRow = typeof resumes.$inferSelect;

export function resumeDownloadUrl(id: string): string {
  return `/api/candidates/resumes/${id}/download`;
}

export function toSummary(row: ResumeRow): ResumeSummary {
  return {
    id: row.id,
    fileName: row.originalFileName,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: resumeDownloadUrl(row.id),
  };
}

/** A person's resumes, the default first, then the newest. Authorization is the caller's (canListResumesOf). */
export async function listResumes(db: Db, params: { ownerId: string }): Promise<ResumeSummary[]> {
  const rows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, params.ownerId))
    .orderBy(desc(resumes.isDefault), desc(resumes.createdAt), desc(resumes.id));
  return rows.map(toSummary);
}

/** The resume with this id, or null. Authorization is the caller's. */
export async function findResume(db: Db, params: { id: string }): Promise<ResumeRow | null> {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, params.id)).limit(1);
  return row ?? null;
}

/** The person's default resume, or null when they have none (later parts: applying, prefilling). */
export async function defaultResumeOf(db: Db, params: { ownerId: string }): Promise<ResumeSummary | null> {
  const [row] = await db.select().from(resumes).where(and(eq(resumes.userId, params.ownerId), eq(resumes.isDefault, true))).limit(1);
  return row ? toSummary(row) : null;
}
