import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages, candidateProfiles, candidateSkills, education, resumeParses, skills, workHistory } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { invalidMessage } from "@/lib/validation/fields";
import { CONTACT_FIELDS, PROPOSAL_LIMITS, RESUME_PARSING_MESSAGES, type AcceptProposal, type ContactField } from "../schemas";
import type { AcceptedProposal } from "../types";
import { loadOwnResume, parseNotFound } from "./own-resume";

/**
 * POST /api/candidates/resumes/{id}/parse/accept: writes the parts of the proposal the person ticked
 * (as they edited them) to their profile, in one transaction (decision 029):
 * - personal info: only the fields given, upserting candidate_profiles; a field not given is kept;
 * - work history and education: appended after the existing entries, in the order given;
 * - skills: the union, existing ones first in their order, new ones after (vocabulary skills only,
 *   at most PROPOSAL_LIMITS.skills in all);
 * - languages: added unless already listed (the listed one's proficiency stays);
 * - the parse is marked reviewed. The parse row is locked first, so a second accept (a double
 *   click, a second tab) finds it reviewed and writes nothing (409).
 * Answers what was added.
 */
export async function acceptResumeProposal(db: Db, params: { userId: string; resumeId: string; input: AcceptProposal }): Promise<AcceptedProposal> {
  const { userId, resumeId, input } = params;
  await loadOwnResume(db, { userId, resumeId });
  const proposedSkills = [...new Set(input.skills)];
  const skillNames = await knownSkills(db, proposedSkills);

  return db.transaction(async (tx) => {
    const [parse] = await tx
      .select({ status: resumeParses.status, reviewedAt: resumeParses.reviewedAt })
      .from(resumeParses)
      .where(and(eq(resumeParses.resumeId, resumeId), eq(resumeParses.userId, userId)))
      .for("update");
    if (!parse) throw parseNotFound();
    if (parse.reviewedAt) throw new AppError("CONFLICT", RESUME_PARSING_MESSAGES.alreadyReviewed);
    if (parse.status !== "parsed") throw new AppError("CONFLICT", RESUME_PARSING_MESSAGES.nothingToAccept);

    // Personal info: the given fields only.
    const personal: Partial<Record<ContactField | "summary", string>> = {};
    for (const field of CONTACT_FIELDS) {
      const value = input.contact?.[field];
      if (value !== undefined) personal[field] = value;
    }
    if (input.summary !== undefined) personal.summary = input.summary;
    if (Object.keys(personal).length > 0) {
      await tx
        .insert(candidateProfiles)
        .values({ userId, ...personal })
        .onConflictDoUpdate({ target: candidateProfiles.userId, set: { ...personal, updatedAt: sql`now()` } });
    }

    // Work history and education: after the existing entries.
    let addedWork: AcceptedProposal["workHistory"] = [];
    if (input.workHistory.length) {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${workHistory.position}) + 1, 0)::int` })
        .from(workHistory)
        .where(eq(workHistory.userId, userId));
      addedWork = await tx
        .insert(workHistory)
        .values(input.workHistory.map((entry, i) => ({ ...entry, userId, position: next + i })))
        .returning({ id: workHistory.id, employer: workHistory.employer, title: workHistory.title, position: workHistory.position })
        .then((rows) => rows.sort((a, b) => a.position - b.position).map(({ id, employer, title }) => ({ id, employer, title })));
    }
    let addedEducation: AcceptedProposal["education"] = [];
    if (input.education.length) {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${education.position}) + 1, 0)::int` })
        .from(education)
        .where(eq(education.userId, userId));
      addedEducation = await tx
        .insert(education)
        .values(input.education.map((entry, i) => ({ ...entry, userId, position: next + i })))
        .returning({ id: education.id, school: education.school, position: education.position })
        .then((rows) => rows.sort((a, b) => a.position - b.position).map(({ id, school }) => ({ id, school })));
    }

    // Skills: the union, in the existing order, new ones appended.
    let addedSkills: AcceptedProposal["skills"] = [];
    if (proposedSkills.length) {
      const existing = await tx.select({ slug: candidateSkills.skillSlug, position: candidateSkills.position }).from(candidateSkills).where(eq(candidateSkills.userId, userId)).orderBy(asc(candidateSkills.position));
      const have = new Set(existing.map((s) => s.slug));
      const fresh = proposedSkills.filter((slug) => !have.has(slug));
      if (existing.length + fresh.length > PROPOSAL_LIMITS.skills) {
        throw new AppError("BAD_REQUEST", RESUME_PARSING_MESSAGES.tooManySkills, { issues: [{ path: "skills", message: RESUME_PARSING_MESSAGES.tooManySkills }] });
      }
      const start = existing.reduce((max, s) => Math.max(max, s.position + 1), 0);
      if (fresh.length) await tx.insert(candidateSkills).values(fresh.map((skillSlug, i) => ({ userId, skillSlug, position: start + i })));
      addedSkills = fresh.map((slug) => ({ slug, name: skillNames.get(slug)! }));
    }

    // Languages: skip the ones already listed (and repeats within the list).
    let addedLanguages: AcceptedProposal["languages"] = [];
    if (input.languages.length) {
      const existing = await tx.select({ language: candidateLanguages.language, position: candidateLanguages.position }).from(candidateLanguages).where(eq(candidateLanguages.userId, userId));
      const have = new Set<string>(existing.map((l) => l.language));
      for (const l of input.languages) {
        if (have.has(l.language)) continue;
        have.add(l.language);
        addedLanguages.push(l);
      }
      const start = existing.reduce((max, l) => Math.max(max, l.position + 1), 0);
      if (addedLanguages.length) {
        const inserted = await tx
          .insert(candidateLanguages)
          .values(addedLanguages.map((l, i) => ({ userId, language: l.language, proficiency: l.proficiency, position: start + i })))
          .onConflictDoNothing()
          .returning({ language: candidateLanguages.language });
        const written = new Set(inserted.map((l) => l.language));
        addedLanguages = addedLanguages.filter((l) => written.has(l.language));
      }
    }

    await tx.update(resumeParses).set({ reviewedAt: sql`now()` }).where(eq(resumeParses.resumeId, resumeId));
    return {
      contact: CONTACT_FIELDS.filter((f) => personal[f] !== undefined),
      summary: personal.summary !== undefined,
      workHistory: addedWork,
      education: addedEducation,
      skills: addedSkills,
      languages: addedLanguages,
    };
  });
}

/** The names of the given vocabulary skills; 400 when any is not a current one. */
async function knownSkills(db: Db, slugs: string[]): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await db.select({ slug: skills.slug, name: skills.name }).from(skills).where(and(inArray(skills.slug, slugs), isNull(skills.retiredAt)));
  if (rows.length !== slugs.length) {
    throw new AppError("BAD_REQUEST", invalidMessage("Skill"), { issues: [{ path: "skills", message: invalidMessage("Skill") }] });
  }
  return new Map(rows.map((r) => [r.slug, r.name]));
}
