import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumeParses } from "@/db/schema";
import type { ResumeParseView } from "../types";
import { toParseView } from "./get-resume-parse";
import { loadOwnResume, parseNotFound } from "./own-resume";

/**
 * POST /api/candidates/resumes/{id}/parse/dismiss ("Not now"): marks the proposal reviewed and writes
 * nothing to the profile. Dismissing twice keeps the first time. 404 when there is no parse.
 */
export async function dismissResumeProposal(db: Db, params: { userId: string; resumeId: string }): Promise<ResumeParseView> {
  await loadOwnResume(db, params);
  const [row] = await db
    .update(resumeParses)
    .set({ reviewedAt: sql`coalesce(${resumeParses.reviewedAt}, now())` })
    .where(and(eq(resumeParses.resumeId, params.resumeId), eq(resumeParses.userId, params.userId)))
    .returning();
  if (!row) throw parseNotFound();
  return toParseView(row);
}
