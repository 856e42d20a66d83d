import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobFeedSources } from "@/db/schema/admin-job-data";
import { recordAudit } from "@/lib/audit";
import { env } from "@/lib/env";
import { AppError, type FieldIssue } from "@/lib/errors";
import { AddressAllowList, refusedLiteralHost } from "@/lib/net/public-address";
import { queueSender } from "@/lib/queue/enqueue";
import type { CurrentUser } from "@/lib/auth/session";
import { feedSourceInputSchema, feedSourceUpdateSchema } from "../schemas";
import { syncSourceSchedule } from "./feed-schedule";
import { scheduleIssue } from "./schedule-check";
import { invalid, parseInput, requireAdmin } from "./validation";

/**
 * A feed URL whose host is written as a non-public address (127.0.0.1, [::1], 10.1.2.3, localhost) is
 * refused when saved. A name is resolved only when the feed is fetched, where each connection is
 * checked again (decision 060).
 */
function feedUrlIssue(url: string): FieldIssue | null {
  const refused = refusedLiteralHost(new URL(url).hostname, new AddressAllowList(env().FEED_ALLOW_PRIVATE));
  return refused ? { path: "url", message: `Feeds are fetched from public addresses only: ${refused.host} is not one.` } : null;
}

type Row = typeof jobFeedSources.$inferSelect;
const auditView = (r: Row) => ({ sourceKey: r.sourceKey, name: r.name, url: r.url, format: r.format, cron: r.cron, enabled: r.enabled });

/** POST /api/admin/job-data/sources: a new feed source, scheduled at once when enabled; audited. */
export async function createFeedSource(db: Db, actor: CurrentUser | null, body: unknown, correlationId: string): Promise<{ id: string }> {
  const admin = requireAdmin(actor);
  const input = parseInput(feedSourceInputSchema, body);
  // Started before the transaction: the schedule is written on the transaction's connection.
  const boss = await queueSender();
  const issues = [feedUrlIssue(input.url), scheduleIssue(boss, input.cron)].filter((i) => i !== null);
  if (issues.length) throw invalid(issues);
  const taken = await db.select({ id: jobFeedSources.id }).from(jobFeedSources).where(eq(jobFeedSources.sourceKey, input.sourceKey)).limit(1);
  if (taken.length) throw invalid([{ path: "sourceKey", message: `The source key “${input.sourceKey}” is already used by another feed.` }]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobFeedSources)
      .values({ ...input, origin: "admin", createdBy: admin.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalid([{ path: "sourceKey", message: `The source key “${input.sourceKey}” is already used by another feed.` }]);
    await syncSourceSchedule(boss, tx, row);
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.feed-source.create", targetType: "feed-source", targetId: row.id, data: { after: auditView(row) }, correlationId });
    return { id: row.id };
  });
}

/**
 * PATCH /api/admin/job-data/sources/{id}: edits a source (any of name, URL, format, schedule,
 * enabled; the source key names its jobs and runs, so it stays). Its schedule follows in the same
 * transaction: changed, added when enabled, removed when disabled. Audited with before and after.
 */
export async function updateFeedSource(db: Db, actor: CurrentUser | null, id: string, body: unknown, correlationId: string): Promise<{ id: string; enabled: boolean }> {
  const admin = requireAdmin(actor);
  const patch = parseInput(feedSourceUpdateSchema, body);
  const boss = await queueSender();
  const issues = [patch.url !== undefined ? feedUrlIssue(patch.url) : null, patch.cron !== undefined ? scheduleIssue(boss, patch.cron) : null].filter((i) => i !== null);
  if (issues.length) throw invalid(issues);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobFeedSources).where(eq(jobFeedSources.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This feed source does not exist.");
    const [after] = await tx
      .update(jobFeedSources)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(jobFeedSources.id, id))
      .returning();
    await syncSourceSchedule(boss, tx, after!);
    const action = patch.enabled !== undefined && patch.enabled !== before.enabled && Object.keys(patch).length === 1 ? (patch.enabled ? "admin.feed-source.enable" : "admin.feed-source.disable") : "admin.feed-source.update";
    await recordAudit(tx, { actorUserId: admin.id, action, targetType: "feed-source", targetId: id, data: { before: auditView(before), after: auditView(after!) }, correlationId });
    return { id, enabled: after!.enabled };
  });
}
