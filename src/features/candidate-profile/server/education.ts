import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { education } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { EducationValues } from "../schemas";
import type { EducationEntry } from "../types";
import { listEducation } from "./queries";
import { reorderOwnedEntries } from "./reorder-entries";

/* The education use cases, as work-history.ts: owner-scoped writes, 404 for anyone else's entry. */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

export async function addEducation(db: Db, params: { userId: string; input: EducationValues }): Promise<EducationEntry> {
  const [row] = await db
    .insert(education)
    .values({
      ...params.input,
      userId: params.userId,
      position: sql`(select coalesce(max(${education.position}) + 1, 0) from ${education} where ${education.userId} = ${params.userId})`,
    })
    .returning({ id: education.id });
  return (await listEducation(db, params.userId)).find((e) => e.id === row!.id)!;
}

export async function editEducation(db: Db, params: { userId: string; id: string; input: EducationValues }): Promise<EducationEntry> {
  const [row] = await db
    .update(education)
    .set({ ...params.input, updatedAt: sql`now()` })
    .where(and(eq(education.id, params.id), eq(education.userId, params.userId)))
    .returning({ id: education.id });
  if (!row) throw notFound();
  return (await listEducation(db, params.userId)).find((e) => e.id === row.id)!;
}

export async function deleteEducation(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db.delete(education).where(and(eq(education.id, params.id), eq(education.userId, params.userId))).returning({ id: education.id });
  if (!row) throw notFound();
}

export async function reorderEducation(db: Db, params: { userId: string; ids: string[] }): Promise<EducationEntry[]> {
  await reorderOwnedEntries(db, { table: "education", userId: params.userId, ids: params.ids });
  return listEducation(db, params.userId);
}
