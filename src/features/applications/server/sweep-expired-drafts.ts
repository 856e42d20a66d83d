import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications } from "@/db/schema";

/**
 * The daily sweep's step for applications (decision 033): drafts not edited for 14 days
 * (draft_expires_at passed) are deleted. A draft holds no copied file (the resume is copied at
 * submit), so there is nothing to remove from storage.
 */
export async function deleteExpiredDrafts(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(applications)
    .where(and(eq(applications.stage, "draft"), lte(applications.draftExpiresAt, now)))
    .returning({ id: applications.id });
  return gone.length;
}
