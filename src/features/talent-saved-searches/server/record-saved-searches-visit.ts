import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { talentSavedSearches } from "@/db/schema";

/**
 * The member opened /talent/saved-searches in this company: their searches' "new since your last
 * visit" starts again from now (decision 044). Called by the page after it has read the counts it
 * shows; only the member's own rows in the company they act for.
 */
export async function recordSavedSearchesVisit(db: Db, q: { companyId: string; userId: string; at?: Date }): Promise<void> {
  await db
    .update(talentSavedSearches)
    .set({ lastViewedAt: q.at ?? sql`now()` })
    .where(and(eq(talentSavedSearches.companyId, q.companyId), eq(talentSavedSearches.userId, q.userId)));
}
