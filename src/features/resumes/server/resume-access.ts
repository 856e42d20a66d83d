import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { resumeIdSchema } from "../schemas";
import { findResume, type ResumeRow } from "./queries";

/** The one answer for a resume the actor may not reach or that does not exist: 404, so nothing tells them apart. */
export function resumeNotFound(): AppError {
  return new AppError("NOT_FOUND", "Not found.");
}

/** The resume named by a path id, when `allowed` says the actor may reach it; 404 otherwise. */
export async function loadResumeFor<T>(db: Db, id: string, allowed: (row: ResumeRow) => T | null | false): Promise<{ row: ResumeRow; access: T }> {
  if (!resumeIdSchema.safeParse(id).success) throw resumeNotFound();
  const row = await findResume(db, { id });
  if (!row) throw resumeNotFound();
  const access = allowed(row);
  if (access === null || access === false) throw resumeNotFound();
  return { row, access };
}
