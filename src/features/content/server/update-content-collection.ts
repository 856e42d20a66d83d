import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentCollections } from "@/db/schema";
import { zodIssues } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";
import { CONTENT_MESSAGES, collectionDataSchema, isCollectionKey, type CollectionKey } from "../schemas";
import { invalidateContentCache } from "./cache";
import { sanitizeBannerHtml } from "./sanitize";

export const CONTENT_COLLECTION_UPDATE_ACTION = "content.collection.update";

/*
 * An administrator replaces a content collection (navbar items, footer items or the notification
 * banner). The data is validated against the contract, banner HTML is sanitised before it is
 * stored, the change is written to the audit log with the old and new values, and the content
 * cache is cleared so the site shows the edit on the next request.
 */
export async function updateContentCollection(
  db: Db,
  actor: CurrentUser | null,
  key: string,
  data: unknown,
  correlationId: string,
): Promise<{ key: CollectionKey; data: unknown; updatedAt: string }> {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  if (!isCollectionKey(key)) throw new AppError("NOT_FOUND", CONTENT_MESSAGES.unknownCollection);
  const parsed = collectionDataSchema(key).safeParse(data);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error).map((i) => ({ ...i, path: i.path === "(root)" ? "data" : `data.${i.path}` }));
    throw new AppError("BAD_REQUEST", `Invalid body: ${issues[0]!.path} ${issues[0]!.message.charAt(0).toLowerCase()}${issues[0]!.message.slice(1)}`, { issues });
  }
  let value: unknown = parsed.data;
  if (key === "notification-banner") {
    const banner = parsed.data as { content: string };
    value = { ...banner, content: sanitizeBannerHtml(banner.content) };
  }
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select({ data: contentCollections.data }).from(contentCollections).where(eq(contentCollections.key, key)).for("update");
    const [saved] = await tx
      .insert(contentCollections)
      .values({ key, data: value, updatedByUserId: actor!.id })
      .onConflictDoUpdate({ target: contentCollections.key, set: { data: value, updatedByUserId: actor!.id, updatedAt: sql`now()` } })
      .returning({ key: contentCollections.key, data: contentCollections.data, updatedAt: contentCollections.updatedAt });
    await tx.insert(auditEvents).values({
      actorUserId: actor!.id,
      action: CONTENT_COLLECTION_UPDATE_ACTION,
      targetType: "content-collection",
      targetId: key,
      data: { key, old: current?.data ?? null, new: value },
      correlationId,
    });
    return saved!;
  });
  invalidateContentCache();
  return { key, data: result.data, updatedAt: result.updatedAt.toISOString() };
}
