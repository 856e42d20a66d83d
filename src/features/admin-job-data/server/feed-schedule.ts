import "server-only";
import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss } from "pg-boss";
import type { Db } from "@/db/client";
import { feedSchedule } from "@/lib/queue/feeds";
import type { FeedFormat } from "@/db/schema/admin-job-data";
import { cronLabel } from "../cron-label";

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ScheduledSource = { sourceKey: string; url: string; format: FeedFormat; cron: string; enabled: boolean };

/**
 * Makes the source's import-feed schedule match the row, inside the transaction that changed the
 * row (pg-boss writes its schedule table on the same connection): enabled sources have one schedule
 * keyed by their source, disabled ones none. The worker's cron pass reads that table, so the change
 * needs no restart; the worker also re-reads the sources every minute (decision 055).
 */
export async function syncSourceSchedule(boss: PgBoss, tx: Transaction, source: ScheduledSource): Promise<void> {
  const db = fromDrizzle(tx, sql);
  if (!source.enabled) {
    await boss.unschedule("import-feed", source.sourceKey, { db });
    return;
  }
  const s = feedSchedule({ source: source.sourceKey, url: source.url, format: source.format, cron: source.cron, label: cronLabel(source.cron) });
  await boss.schedule(s.queue, s.cron, s.data, { key: s.key, tz: "UTC", db });
}
