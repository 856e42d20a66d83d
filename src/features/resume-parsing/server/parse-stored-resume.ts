import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { resumeParses } from "@/db/schema";
import { logger } from "@/lib/logger";
import { fileStorage, parseFileKey } from "@/lib/uploads/storage";
import { RESUME_PARSING_MESSAGES } from "../schemas";
import type { ResumeParseView } from "../types";
import { MAX_TEXT, type ResumeKind } from "./extract-text";
import { toParseView } from "./get-resume-parse";
import { loadOwnResume } from "./own-resume";
import { PARSER_VERSION, parseResume, ResumeTextError } from "./parse-resume";

const RESUME_KINDS: readonly string[] = ["pdf", "doc", "docx", "rtf", "txt"] satisfies ResumeKind[];
const ERROR_MAX = 500;

/**
 * POST /api/candidates/resumes/{id}/parse: runs the parser on the owner's stored resume and keeps
 * the result (decision 029): the text, the proposal, how long it took and the parser's version, in
 * resume_parses (one row per resume; parsing again replaces it and asks for a new review). A resume
 * whose text cannot be read is stored as "failed" with the reason in the person's words. Nothing
 * reaches the profile here: the person reviews the proposal and accepts what they want.
 */
export async function parseStoredResume(db: Db, params: { userId: string; resumeId: string }): Promise<ResumeParseView> {
  const resume = await loadOwnResume(db, params);
  const kind = parseFileKey(resume.storageKey);
  const bytes = await fileStorage().get(resume.storageKey);
  const started = performance.now();
  let outcome: { status: "parsed"; text: string; proposal: unknown } | { status: "failed"; error: string };
  if (!bytes || !kind || !RESUME_KINDS.includes(kind)) {
    logger.warn({ resumeId: resume.id, key: resume.storageKey }, "a resume's file is missing from storage or of an unknown kind");
    outcome = { status: "failed", error: RESUME_PARSING_MESSAGES.missingFile };
  } else {
    try {
      const parsed = await parseResume(bytes, kind as ResumeKind, { db });
      outcome = { status: "parsed", text: parsed.text.slice(0, MAX_TEXT), proposal: parsed.proposal };
    } catch (err) {
      if (err instanceof ResumeTextError) {
        outcome = { status: "failed", error: err.message.slice(0, ERROR_MAX) };
      } else {
        // A fault of ours (a parser bug, a library's crash on a strange file): logged, and the person is told plainly.
        logger.error({ err, resumeId: resume.id, kind }, "the resume parser failed");
        outcome = { status: "failed", error: RESUME_PARSING_MESSAGES.unreadable };
      }
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const values = {
    status: outcome.status,
    parserVersion: PARSER_VERSION,
    text: outcome.status === "parsed" ? outcome.text : "",
    proposal: outcome.status === "parsed" ? outcome.proposal : null,
    error: outcome.status === "failed" ? outcome.error : null,
    durationMs,
    reviewedAt: null,
  };
  try {
    const [row] = await db
      .insert(resumeParses)
      .values({ resumeId: resume.id, userId: resume.userId, ...values })
      .onConflictDoUpdate({ target: resumeParses.resumeId, set: { ...values, createdAt: sql`now()` } })
      .returning();
    return toParseView(row!);
  } catch (err) {
    // The resume was deleted while it was being read: it is gone, as for any other missing resume.
    await loadOwnResume(db, params);
    throw err;
  }
}
