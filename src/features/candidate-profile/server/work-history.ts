import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workHistory } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { WorkHistoryValues } from "../schemas";
import type { WorkHistoryEntry } from "../types";
import { listWorkHistory } from "./queries";
import { reorderOwnedEntries } from "./reorder-entries";

/*
 * The work history use cases (decision 024): add, edit, delete and reorder the signed-in person's
 * jobs. Every write is scoped by owner in its WHERE clause: another person's entry id is the same
 * 404 as an id that does not exist.
 */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

export async function addWorkHistory(db: Db, params: { userId: string; input: WorkHistoryValues }): Promise<WorkHistoryEntry> {
  const [row] = await db
    .insert(workHistory)
    .values({
      ...params.input,
      userId: params.userId,
      position: sql`(select coalesce(max(${workHistory.position}) + 1, 0) from ${workHistory} where ${workHistory.userId} = ${params.userId})`,
    })
    .returning({ id: workHistory.id });
  return (await listWorkHistory(db, params.userId)).find((e) => e.id === row!.id)!;
}

export async function editWorkHistory(db: Db, params: { userId: string; id: string; input: WorkHistoryValues }): Promise<WorkHistoryEntry> {
  const [row] = await db
    .update(workHistory)
    .set({ ...params.input, updatedAt: sql`now()` })
    .where(and(eq(workHistory.id, params.id), eq(workHistory.userId, params.userId)))
    .returning({ id: workHistory.id });
  if (!row) throw notFound();
  return (await listWorkHistory(db, params.userId)).find((e) => e.id === row.id)!;
}

export async function deleteWorkHistory(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db.delete(workHistory).where(and(eq(workHistory.id, params.id), eq(workHistory.userId, params.userId))).returning({ id: workHistory.id });
  if (!row) throw notFound();
}

export async function reorderWorkHistory(db: Db, params: { userId: string; ids: string[] }): Promise<WorkHistoryEntry[]> {
  await reorderOwnedEntries(db, { table: "work_history", userId: params.userId, ids: params.ids });
  return listWorkHistory(db, params.userId);
}
