import "server-only";
import type { Db } from "@/db/client";
import { getSkillsBySlugs, matchSkills } from "@/features/skills/server/queries";
import type { ResumeProposal } from "../types";
import { parseResumeText } from "../parser/parse-text";
import { extractText, type ResumeKind } from "./extract-text";

/*
 * A resume file -> its text and what it proposes for the profile (decision 028). Nothing is written:
 * the caller stores the proposal and the person accepts it part by part.
 */

/** Stored with each parse (resume_parses.parser_version); raised when the parser's output changes. */
export const PARSER_VERSION = 1;

/** No text could be read from the file; the message is for the person. */
export class ResumeTextError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ResumeTextError";
  }
}

const NO_TEXT =
  "We could not find any text in this resume. If it is a scan or a photo, upload the PDF or Word file it was made from, or fill in your profile yourself.";
const UNREADABLE = "We could not read this file. It may be damaged or password-protected; save it again as PDF or Word and upload it once more.";

/** Skills mentioned in the skills section first, then those mentioned anywhere else. */
const MAX_SKILLS = 40;

export async function parseResume(bytes: Uint8Array, kind: ResumeKind, deps: { db: Db }): Promise<{ text: string; proposal: ResumeProposal }> {
  let text: string;
  try {
    text = await extractText(bytes, kind);
  } catch (cause) {
    throw new ResumeTextError(UNREADABLE, { cause });
  }
  // A scanned PDF has a few stray characters at most.
  if (text.replace(/\s+/g, "").length < 40) throw new ResumeTextError(NO_TEXT);
  const parsed = parseResumeText(text);
  const slugs = [...new Set([...(parsed.skillsText ? await matchSkills(deps.db, parsed.skillsText) : []), ...(await matchSkills(deps.db, text))])].slice(0, MAX_SKILLS);
  const names = new Map((await getSkillsBySlugs(deps.db, slugs)).map((s) => [s.slug, s.name]));
  const { skillsText: _, ...rest } = parsed;
  return { text, proposal: { ...rest, skills: slugs.filter((s) => names.has(s)).map((slug) => ({ slug, name: names.get(slug)! })) } };
}
