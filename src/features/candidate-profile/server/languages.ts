import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { duplicateLanguageMessage, type LanguageValues } from "../language-schemas";
import type { LanguageEntry } from "../types";
import { listLanguages } from "./queries";
import { reorderOwnedEntries } from "./reorder-entries";

/*
 * The language section's use cases (spec 2.7 language): owner-scoped like work-history.ts. A language
 * is listed once per person (candidate_languages_user_language_idx); a second one is 409 with the
 * message under the Language field, whether the check or the index (two saves at once) refuses it.
 */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

function duplicate(code: string): AppError {
  const message = duplicateLanguageMessage(code);
  return new AppError("CONFLICT", message, { issues: [{ path: "language", message }] });
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

async function listedElsewhere(db: Db, userId: string, language: string, exceptId?: string): Promise<boolean> {
  const where = [eq(candidateLanguages.userId, userId), eq(candidateLanguages.language, language)];
  if (exceptId) where.push(ne(candidateLanguages.id, exceptId));
  const [row] = await db.select({ id: candidateLanguages.id }).from(candidateLanguages).where(and(...where)).limit(1);
  return Boolean(row);
}

export async function addLanguage(db: Db, params: { userId: string; input: LanguageValues }): Promise<LanguageEntry> {
  const { language, proficiency } = params.input;
  if (await listedElsewhere(db, params.userId, language)) throw duplicate(language);
  try {
    const [row] = await db
      .insert(candidateLanguages)
      .values({
        userId: params.userId,
        language,
        proficiency,
        position: sql`(select coalesce(max(${candidateLanguages.position}) + 1, 0) from ${candidateLanguages} where ${candidateLanguages.userId} = ${params.userId})`,
      })
      .returning({ id: candidateLanguages.id, language: candidateLanguages.language, proficiency: candidateLanguages.proficiency });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(language);
    throw err;
  }
}

export async function editLanguage(db: Db, params: { userId: string; id: string; input: LanguageValues }): Promise<LanguageEntry> {
  const { language, proficiency } = params.input;
  if (await listedElsewhere(db, params.userId, language, params.id)) throw duplicate(language);
  try {
    const [row] = await db
      .update(candidateLanguages)
      .set({ language, proficiency })
      .where(and(eq(candidateLanguages.id, params.id), eq(candidateLanguages.userId, params.userId)))
      .returning({ id: candidateLanguages.id, language: candidateLanguages.language, proficiency: candidateLanguages.proficiency });
    if (!row) throw notFound();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(language);
    throw err;
  }
}

export async function deleteLanguage(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db
    .delete(candidateLanguages)
    .where(and(eq(candidateLanguages.id, params.id), eq(candidateLanguages.userId, params.userId)))
    .returning({ id: candidateLanguages.id });
  if (!row) throw notFound();
}

export async function reorderLanguages(db: Db, params: { userId: string; ids: string[] }): Promise<LanguageEntry[]> {
  await reorderOwnedEntries(db, { table: "candidate_languages", userId: params.userId, ids: params.ids });
  return listLanguages(db, params.userId);
}
