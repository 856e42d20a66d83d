import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { talentSavedSearches } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "../limits";
import type { NewSavedSearchValues, SavedSearchPatch } from "../schemas";
import type { SavedTalentSearch } from "../types";
import type { SavedSearchRow } from "./access";
import { getSavedSearch } from "./queries";

/*
 * Saving, changing and deleting a saved talent search (decision 044): at most 25 per member per
 * company, names unique per member per company (case-insensitive, the database's index says so too:
 * two saves at once cannot both win). A new search starts checking from now: candidates already
 * discoverable are in its results today, not "new".
 */
const UNIQUE_VIOLATION = "23505";
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

const duplicate = () => new AppError("CONFLICT", SAVED_SEARCH_MESSAGES.duplicateName, { issues: [{ path: "name", message: SAVED_SEARCH_MESSAGES.duplicateName }] });

async function nameTaken(db: Db, q: { companyId: string; userId: string; name: string; exceptId?: string }): Promise<boolean> {
  const rows = await db
    .select({ id: talentSavedSearches.id })
    .from(talentSavedSearches)
    .where(and(eq(talentSavedSearches.companyId, q.companyId), eq(talentSavedSearches.userId, q.userId), sql`lower(${talentSavedSearches.name}) = lower(${q.name})`))
    .limit(2);
  return rows.some((r) => r.id !== q.exceptId);
}

export async function createSavedSearch(db: Db, actor: CompanyActor, companyId: string, input: NewSavedSearchValues, now: Date = new Date()): Promise<SavedTalentSearch> {
  await requireCompanyCapability(db, actor, companyId, "talent.search");
  companyId = companyId.toLowerCase();
  if (await nameTaken(db, { companyId, userId: actor.id, name: input.name })) throw duplicate();
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      // One save at a time per member and company, so the limit holds under double clicks.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved-talent-searches:${companyId}:${actor.id}`}, 0))`);
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(talentSavedSearches)
        .where(and(eq(talentSavedSearches.companyId, companyId), eq(talentSavedSearches.userId, actor.id)))) as [{ n: number }];
      if (n >= SAVED_SEARCH_LIMITS.perMember) throw new AppError("CONFLICT", SAVED_SEARCH_MESSAGES.tooMany);
      const [row] = await tx
        .insert(talentSavedSearches)
        .values({ companyId, userId: actor.id, name: input.name, params: input.params, notify: input.notify, emailFrequency: input.emailFrequency, lastCheckedAt: now, createdAt: now, updatedAt: now })
        .returning({ id: talentSavedSearches.id });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  return (await getSavedSearch(db, id))!;
}

export async function updateSavedSearch(db: Db, row: SavedSearchRow, patch: SavedSearchPatch): Promise<SavedTalentSearch> {
  if (patch.name !== undefined && (await nameTaken(db, { companyId: row.companyId, userId: row.userId, name: patch.name, exceptId: row.id }))) throw duplicate();
  const set: Partial<typeof talentSavedSearches.$inferInsert> = { updatedAt: new Date() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.params !== undefined) set.params = patch.params;
  if (patch.notify !== undefined) set.notify = patch.notify;
  if (patch.emailFrequency !== undefined) set.emailFrequency = patch.emailFrequency;
  try {
    await db.update(talentSavedSearches).set(set).where(eq(talentSavedSearches.id, row.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  return (await getSavedSearch(db, row.id))!;
}

/** Deletes the saved search and its matches (cascade). */
export async function deleteSavedSearch(db: Db, row: SavedSearchRow): Promise<void> {
  await db.delete(talentSavedSearches).where(eq(talentSavedSearches.id, row.id));
}
