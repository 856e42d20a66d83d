import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidatePreferences } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { invalidMessage } from "@/lib/validation/fields";
import type { CompensationPrefs, EmploymentPrefs, ExperienceValues } from "../schemas";
import type { CandidatePreferences } from "../types";
import { getCandidatePreferences, knownJobCategorySlugs } from "./queries";

/*
 * PUT /api/candidates/profile/preferences/{employment|compensation|experience} (decision 027): the
 * signed-in person's one row, created on the first save of any section. Each use case writes only its
 * section's columns, on insert and on conflict, so saving one section never clears another.
 */
type Columns = Partial<typeof candidatePreferences.$inferInsert>;

async function upsertSection(db: Db, userId: string, values: Columns): Promise<CandidatePreferences> {
  await db
    .insert(candidatePreferences)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: candidatePreferences.userId, set: { ...values, updatedAt: sql`now()` } });
  return getCandidatePreferences(db, userId);
}

/** Every slug must be a top-level job category; else 400 with the field's message under it. */
async function checkCategories(db: Db, slugs: string[], path: string, field: string): Promise<void> {
  const known = await knownJobCategorySlugs(db, slugs);
  if (slugs.some((s) => !known.has(s))) throw new AppError("BAD_REQUEST", invalidMessage(field), { issues: [{ path, message: invalidMessage(field) }] });
}

export async function updateEmploymentPreferences(db: Db, params: { userId: string; input: EmploymentPrefs }): Promise<CandidatePreferences> {
  await checkCategories(db, params.input.desiredCategories, "desiredCategories", "Job category");
  return upsertSection(db, params.userId, params.input);
}

export async function updateCompensationPreferences(db: Db, params: { userId: string; input: CompensationPrefs }): Promise<CandidatePreferences> {
  const { payMin, payTarget, payPeriod, openToNegotiation } = params.input;
  return upsertSection(db, params.userId, { payMinCents: payMin, payTargetCents: payTarget, payPeriod, openToNegotiation });
}

export async function updateExperience(db: Db, params: { userId: string; input: ExperienceValues }): Promise<CandidatePreferences> {
  await checkCategories(db, params.input.industries, "industries", "Industry");
  return upsertSection(db, params.userId, params.input);
}
