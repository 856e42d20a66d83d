import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateReferences, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { REFERENCE_LIMIT_MESSAGE, REFERENCE_LIMIT_PER_PERSON, type ReferenceValues } from "../reference-schemas";
import type { ReferenceEntry } from "../types";
import { listReferences } from "./queries";
import { reorderOwnedEntries } from "./reorder-entries";

/*
 * The self-reference section's use cases (decision 026): owner-scoped like work-history.ts, at most
 * REFERENCE_LIMIT_PER_PERSON per person, counted and inserted under a lock on the person's users row
 * so two saves at once cannot pass the limit together.
 */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

export async function addReference(db: Db, params: { userId: string; input: ReferenceValues }): Promise<ReferenceEntry> {
  const id = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
    if (!user) throw notFound();
    const [existing] = await tx.select({ n: count() }).from(candidateReferences).where(eq(candidateReferences.userId, params.userId));
    if ((existing?.n ?? 0) >= REFERENCE_LIMIT_PER_PERSON) throw new AppError("CONFLICT", REFERENCE_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(candidateReferences)
      .values({
        ...params.input,
        userId: params.userId,
        position: sql`(select coalesce(max(${candidateReferences.position}) + 1, 0) from ${candidateReferences} where ${candidateReferences.userId} = ${params.userId})`,
      })
      .returning({ id: candidateReferences.id });
    return row!.id;
  });
  return (await listReferences(db, params.userId)).find((r) => r.id === id)!;
}

export async function editReference(db: Db, params: { userId: string; id: string; input: ReferenceValues }): Promise<ReferenceEntry> {
  const [row] = await db
    .update(candidateReferences)
    .set({ ...params.input, updatedAt: sql`now()` })
    .where(and(eq(candidateReferences.id, params.id), eq(candidateReferences.userId, params.userId)))
    .returning({ id: candidateReferences.id });
  if (!row) throw notFound();
  return (await listReferences(db, params.userId)).find((r) => r.id === row.id)!;
}

export async function deleteReference(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db
    .delete(candidateReferences)
    .where(and(eq(candidateReferences.id, params.id), eq(candidateReferences.userId, params.userId)))
    .returning({ id: candidateReferences.id });
  if (!row) throw notFound();
}

export async function reorderReferences(db: Db, params: { userId: string; ids: string[] }): Promise<ReferenceEntry[]> {
  await reorderOwnedEntries(db, { table: "candidate_references", userId: params.userId, ids: params.ids });
  return listReferences(db, params.userId);
}
