import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { talentSavedSearches } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";

/*
 * The one check of every saved search read and write (decision 044): a saved search is its owner's
 * alone, in the company it was saved in, while they may search talent there (talent.search). A
 * made-up id, a colleague's saved search (an owner's too) and another company's all answer the same
 * 404; a member whose role no longer searches talent gets 403.
 */
export const NO_SUCH_SAVED_SEARCH = "No such saved search.";

export type SavedSearchRow = typeof talentSavedSearches.$inferSelect;

function notFound(): never {
  throw new AppError("NOT_FOUND", NO_SUCH_SAVED_SEARCH);
}

export async function requireSavedSearch(db: Db, actor: CompanyActor, savedSearchId: string): Promise<SavedSearchRow> {
  if (!z.uuid().safeParse(savedSearchId).success) notFound();
  const [row] = await db.select().from(talentSavedSearches).where(eq(talentSavedSearches.id, savedSearchId.toLowerCase())).limit(1);
  if (!row || row.userId !== actor.id) notFound();
  try {
    await requireCompanyCapability(db, actor, row.companyId, "talent.search");
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  return row;
}
