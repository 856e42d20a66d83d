import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentFiles, contentPages, contentPosts, contentRevisions } from "@/db/schema";
import type { ContentSchedulePayload } from "@/lib/queue/content-schedule";
import { invalidateContentCache } from "./cache";

/*
 * A content-schedule job's work (issue 18 part 4). Publish: an item still `scheduled` for exactly this
 * time goes `published` (a post keeps its first published_at, or gets this time). Unpublish: an item
 * still `published` with this unpublish time goes `unpublished`. Anything else (the editor moved the
 * time, published by hand, deleted the item) is a no-op, so an old job never undoes a newer decision.
 * A change is recorded as a revision note so the history shows it.
 */
export async function runContentSchedule(db: Db, job: ContentSchedulePayload): Promise<{ changed: boolean }> {
  const at = new Date(job.at);
  const table = job.kind === "post" ? contentPosts : job.kind === "page" ? contentPages : contentFiles;
  const changed = await db.transaction(async (tx) => {
    let rows: { id: string }[];
    if (job.action === "publish") {
      const set: Record<string, unknown> = { status: "published", updatedAt: sql`now()` };
      if (job.kind === "post") set.publishedAt = sql`coalesce(${contentPosts.publishedAt}, ${at.toISOString()}::timestamptz)`;
      rows = await tx
        .update(table)
        .set(set)
        .where(and(eq(table.id, job.id), eq(table.status, "scheduled"), eq(table.publishAt, at)))
        .returning({ id: table.id });
    } else {
      rows = await tx
        .update(table)
        .set({ status: "unpublished", unpublishAt: null, updatedAt: sql`now()` })
        .where(and(eq(table.id, job.id), eq(table.status, "published"), eq(table.unpublishAt, at)))
        .returning({ id: table.id });
    }
    if (!rows.length) return false;
    if (job.kind !== "file") {
      await tx.insert(contentRevisions).values({
        kind: job.kind,
        entityId: job.id,
        snapshot: { status: job.action === "publish" ? "published" : "unpublished" },
        note: job.action === "publish" ? "Published on schedule" : "Unpublished on schedule",
      });
    }
    return true;
  });
  if (changed) invalidateContentCache();
  return { changed };
}
