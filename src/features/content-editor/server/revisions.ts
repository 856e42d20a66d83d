import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentRevisions, users, type ContentRevisionKind } from "@/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * Revision history (issue 18 part 4). Every save of a post or a page (campaigns and landings are
 * pages) records the editor's whole form values as `snapshot`; restoring writes a snapshot back
 * through the same save use case (a new revision noted "Restored the version of <date>"). The
 * queue's scheduled changes add event rows whose snapshot has only { status }: shown in the history,
 * not restorable (isRestorable).
 */
export async function recordRevision(
  tx: Tx | Db,
  r: { kind: ContentRevisionKind; entityId: string; snapshot: Record<string, unknown>; note: string; userId: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(contentRevisions)
    .values({ kind: r.kind, entityId: r.entityId, snapshot: r.snapshot, note: r.note, createdByUserId: r.userId })
    .returning({ id: contentRevisions.id });
  return row!.id;
}

export type RevisionSummary = { id: string; note: string; createdAt: string; by: string | null; restorable: boolean };

export function isRestorable(snapshot: Record<string, unknown>): boolean {
  return typeof snapshot.title === "string";
}

/** Newest first, at most `limit`. */
export async function listRevisions(db: Db, kind: ContentRevisionKind, entityId: string, limit = 50): Promise<RevisionSummary[]> {
  const rows = await db
    .select({ id: contentRevisions.id, note: contentRevisions.note, createdAt: contentRevisions.createdAt, snapshot: contentRevisions.snapshot, by: users.name })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.createdByUserId))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, note: r.note, createdAt: r.createdAt.toISOString(), by: r.by ?? null, restorable: isRestorable(r.snapshot) }));
}

/** One revision's snapshot, only if it belongs to this item (else null: 404). */
export async function getRevisionSnapshot(db: Db, kind: ContentRevisionKind, entityId: string, revisionId: string): Promise<{ snapshot: Record<string, unknown>; createdAt: Date } | null> {
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot, createdAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.kind, kind), eq(contentRevisions.entityId, entityId)));
  return row ?? null;
}
