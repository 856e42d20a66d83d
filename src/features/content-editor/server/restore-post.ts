import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentAuthors, contentPosts, contentTags } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { EDITOR_MESSAGES } from "../schemas";
import { formatNoteTime, requireEditor } from "./editor-input";
import { getRevisionSnapshot, isRestorable } from "./revisions";
import { savePost, type SavedPost } from "./save-post";

/*
 * Restore a post's earlier version: its snapshot (the form values of that save) is written back
 * through savePost, so it is checked, sanitised and recorded like any save ("Restored the version of
 * <date>"). The content comes back; the publishing state stays as it is now (an old version's
 * schedule is in the past, and restoring wording should not take a live post down). Authors and tags
 * deleted since are left out.
 */
export async function restorePost(db: Db, actorIn: CurrentUser | null, postId: string, revisionId: string, correlationId: string): Promise<SavedPost> {
  const actor = requireEditor(actorIn);
  const revision = await getRevisionSnapshot(db, "post", postId, revisionId);
  if (!revision) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.revisionNotFound);
  if (!isRestorable(revision.snapshot)) throw new AppError("BAD_REQUEST", EDITOR_MESSAGES.revisionNotRestorable);
  const [current] = await db
    .select({
      status: contentPosts.status,
      publishAt: contentPosts.publishAt,
      unpublishAt: contentPosts.unpublishAt,
    })
    .from(contentPosts)
    .where(eq(contentPosts.id, postId));
  if (!current) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.postNotFound);

  const snap = revision.snapshot as Record<string, unknown> & {
    authorIds?: string[];
    tagIds?: string[];
    primaryTagId?: string | null;
  };
  const authorIds = await existing(db, "author", snap.authorIds ?? []);
  const tagIds = await existing(db, "tag", snap.tagIds ?? []);
  const input = {
    ...snap,
    authorIds,
    tagIds,
    primaryTagId: snap.primaryTagId && tagIds.includes(snap.primaryTagId) ? snap.primaryTagId : null,
    publishing: {
      status: current.status,
      publishAt: current.publishAt?.toISOString() ?? null,
      unpublishAt: current.unpublishAt?.toISOString() ?? null,
    },
  };
  return savePost(db, actor, input, {
    id: postId,
    correlationId,
    note: `Restored the version of ${formatNoteTime(revision.createdAt)}`,
  });
}

async function existing(db: Db, kind: "author" | "tag", ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const table = kind === "author" ? contentAuthors : contentTags;
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
  return ids.filter((id) => found.has(id));
}
