import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages, candidateReferences, certifications, education, workHistory } from "@/db/schema";
import { AppError } from "@/lib/errors";

const TABLES = { work_history: workHistory, education, certifications, candidate_languages: candidateLanguages, candidate_references: candidateReferences } as const;

/**
 * Rewrites the positions of one person's entries of one list (jobs, schools, certifications, languages,
 * references) to the order of `ids` (0 first), in a transaction
 * that locks them. An id that is not one of the person's entries is 404 (it may be someone else's);
 * a list that leaves out or repeats one of theirs is 400: a reorder names every entry once.
 */
export async function reorderOwnedEntries(db: Db, params: { table: keyof typeof TABLES; userId: string; ids: string[] }): Promise<void> {
  const table = TABLES[params.table];
  await db.transaction(async (tx) => {
    const owned = await tx.select({ id: table.id }).from(table).where(eq(table.userId, params.userId)).for("update");
    const mine = new Set(owned.map((r) => r.id));
    if (params.ids.some((id) => !mine.has(id))) throw new AppError("NOT_FOUND", "Not found.");
    if (new Set(params.ids).size !== params.ids.length || params.ids.length !== mine.size) {
      throw new AppError("BAD_REQUEST", "Send every entry once, in the new order.", { issues: [{ path: "ids", message: "Send every entry once, in the new order." }] });
    }
    for (const [position, id] of params.ids.entries()) {
      await tx.update(table).set({ position }).where(and(eq(table.id, id), eq(table.userId, params.userId), inArray(table.id, params.ids)));
    }
  });
}
