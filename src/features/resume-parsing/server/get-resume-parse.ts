import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumeParses } from "@/db/schema";
import type { ResumeParseState, ResumeParseView, ResumeProposal } from "../types";
import { loadOwnResume, parseNotFound } from "./own-resume";

export type ResumeParseRow = typeof resumeParses.$inferSelect;

/** The stored parse as the API answers it: never the extracted text (decision 029). */
export function toParseView(row: ResumeParseRow): ResumeParseView {
  return {
    resumeId: row.resumeId,
    status: row.status === "failed" ? "failed" : "parsed",
    proposal: row.status === "failed" ? null : ((row.proposal as ResumeProposal | null) ?? null),
    error: row.error,
    durationMs: row.durationMs,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** GET /api/candidates/resumes/{id}/parse: the owner's stored parse; 404 when there is none (or it is not theirs). */
export async function getResumeParse(db: Db, params: { userId: string; resumeId: string }): Promise<ResumeParseView> {
  await loadOwnResume(db, params);
  const [row] = await db
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.resumeId, params.resumeId), eq(resumeParses.userId, params.userId)))
    .limit(1);
  if (!row) throw parseNotFound();
  return toParseView(row);
}

/** Each of the person's parsed resumes: its status and whether it was reviewed (the resume page). */
export async function listResumeParseStates(db: Db, userId: string): Promise<Record<string, ResumeParseState>> {
  const rows = await db
    .select({ resumeId: resumeParses.resumeId, status: resumeParses.status, reviewedAt: resumeParses.reviewedAt })
    .from(resumeParses)
    .where(eq(resumeParses.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.resumeId, { status: r.status === "failed" ? "failed" : "parsed", reviewed: r.reviewedAt !== null }]));
}
