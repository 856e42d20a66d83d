import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * What the links in a job alert mail do (decision 037), each guarded by an unguessable value: the
 * alert's unsubscribe token (64 hex characters, stored) for unsubscribe / undo / resume, the
 * delivery's random id for the open pixel and the tracked clicks. A wrong value changes nothing.
 */
const TOKEN = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenAlert = { id: string; name: string; active: boolean; pausedReason: string | null };

export async function alertByToken(db: Db, token: string): Promise<TokenAlert | null> {
  if (!TOKEN.test(token)) return null;
  const res = await db.execute<{ id: string; name: string; active: boolean; paused_reason: string | null }>(
    sql`select id, name, active, paused_reason from job_alerts where unsubscribe_token = ${token} and confirmed_at is not null`,
  );
  const r = res.rows[0];
  return r ? { id: r.id, name: r.name, active: r.active, pausedReason: r.paused_reason } : null;
}

/** Unsubscribing turns the alert off (kept, so "Undo" and "Resume" can turn it back on); on turns it on again. */
export async function setAlertActiveByToken(db: Db, token: string, active: boolean): Promise<TokenAlert | null> {
  if (!TOKEN.test(token)) return null;
  const res = await db.execute<{ id: string; name: string; active: boolean; paused_reason: string | null }>(sql`
    update job_alerts set active = ${active}, paused_reason = null, paused_at = ${active ? null : sql`now()`}, updated_at = now()
    where unsubscribe_token = ${token} and confirmed_at is not null returning id, name, active, paused_reason`);
  const r = res.rows[0];
  return r ? { id: r.id, name: r.name, active: r.active, pausedReason: r.paused_reason } : null;
}

/** The pixel or a click: the delivery's first open, and the alert's last (which keeps it from pausing). */
export async function recordOpen(db: Db, deliveryId: string): Promise<boolean> {
  if (!UUID.test(deliveryId)) return false;
  const res = await db.execute(sql`
    with d as (update job_alert_deliveries set opened_at = coalesce(opened_at, now()) where id = ${deliveryId}::uuid returning alert_id)
    update job_alerts set last_opened_at = now() where id in (select alert_id from d)`);
  return (res.rowCount ?? 0) > 0;
}
