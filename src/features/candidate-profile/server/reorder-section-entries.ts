import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages, candidateReferences, certifications } from "@/db/schema";
import { AppError } from "@/lib/errors";

const TABLES = { certifications, candidate_languages: candidateLanguages, candidate_references: candidateReferences } as const;

/**
 * reorder-entries.ts's rule for the certification, language and reference lists: positions rewritten
 * to the order of `ids` in one transaction that locks the person's rows; an id not theirs is 404, a
 * list that leaves out or repeats one of theirs is 400.
 */
export async function reorderSectionEntries(db: Db, params: { table: keyof typeof TABLES; userId: string; ids: string[] }): Promise<void> {
  const table = TABLES[params.table];
  await db.transaction(async (tx) => {
    const owned = await tx.select({ id: table.id }).from(table).where(eq(table.userId, params.userId)).for("update");
    const mine = new Set(owned.map((r) => r.id));
    if (params.ids.some((id) => !mine.has(id))) throw new AppError("NOT_FOUND", "Not found.");
    if (new Set(params.ids).size !== params.ids.length || params.ids.length !== mine.size) {
      throw new AppError("BAD_REQUEST", "Send every entry once, in the new order.", { issues: [{ path: "ids", message: "Send every entry once, in the new order." }] });
    }
    for (const [position, id] of params.ids.entries()) {
      await tx.update(table).set({ position }).where(and(eq(table.id, id), eq(table.userId, params.userId)));
    }
  });
}
