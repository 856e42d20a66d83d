import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { resumeIdSchema } from "@/features/resumes/schemas";
import { findResume, type ResumeRow } from "@/features/resumes/server/queries";

/** Nothing tells apart a resume that does not exist, another person's and an id that is not one. */
export function parseNotFound(): AppError {
  return new AppError("NOT_FOUND", "Not found.");
}

/**
 * The signed-in person's own resume, or 404. Parsing and reviewing are the owner's alone (decision
 * 029): an administrator, who may download anyone's resume (decision 023), may not run the parser on
 * it or read what it found.
 */
export async function loadOwnResume(db: Db, params: { userId: string; resumeId: string }): Promise<ResumeRow> {
  if (!resumeIdSchema.safeParse(params.resumeId).success) throw parseNotFound();
  const row = await findResume(db, { id: params.resumeId });
  if (!row || row.userId !== params.userId) throw parseNotFound();
  return row;
}
