import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { Role } from "@/lib/auth/roles";
import { createUser } from "@/testing/factories";

/*
 * Rows for the admin metrics' tests (decision 058), written with their timestamps, so a test can put
 * events on each side of a day's edge.
 */
export async function userAt(createdAt: string, roles: Role[] = []) {
  const user = await createUser({ roles });
  await getDb().execute(sql`update users set created_at = ${createdAt}::timestamptz where id = ${user.id}`);
  return user.id;
}

export async function companyAt(name: string, claimedAt: string | null = null): Promise<string> {
  const id = randomUUID();
  await getDb().execute(sql`insert into companies (id, slug, name, claimed_at) values (${id}, ${`${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${id.slice(0, 6)}`}, ${name}, ${claimedAt}::timestamptz)`);
  return id;
}

export async function jobOf(companyId: string, title: string, source = "upstep"): Promise<string> {
  const id = randomUUID();
  await getDb().execute(sql`insert into jobs (id, source, external_ref, title, company_id, posted_at, content_hash, apply_on_platform)
    values (${id}, ${source}, ${id}, ${title}, ${companyId}, now(), 'hash', true)`);
  return id;
}

export async function postingPublishedAt(companyId: string, at: string): Promise<void> {
  await getDb().execute(sql`insert into job_postings (company_id, status, title, first_published_at, published_at) values (${companyId}, 'published', 'A posting', ${at}::timestamptz, ${at}::timestamptz)`);
}

export async function importRunAt(at: string, created: number): Promise<void> {
  await getDb().execute(sql`insert into import_runs (source, status, started_at, created_count) values ('feed', 'succeeded', ${at}::timestamptz, ${created})`);
}

export async function applicationAt(jobId: string, companyId: string, at: string): Promise<void> {
  const user = await createUser();
  await getDb().execute(sql`insert into applications (job_id, user_id, company_id, stage, submitted_at) values (${jobId}, ${user.id}, ${companyId}, 'applied', ${at}::timestamptz)`);
}

export async function dailyStats(jobId: string, day: string, views: number, applyClicks: number): Promise<void> {
  await getDb().execute(sql`insert into job_daily_stats (job_id, day, views, apply_clicks) values (${jobId}, ${day}::date, ${views}, ${applyClicks})`);
}

export async function alertEmailAt(at: string): Promise<void> {
  const user = await createUser();
  const alertId = randomUUID();
  await getDb().execute(sql`insert into job_alerts (id, user_id, name) values (${alertId}, ${user.id}, 'Welders')`);
  await getDb().execute(sql`insert into job_alert_deliveries (alert_id, sent_at, job_count, matched_count) values (${alertId}, ${at}::timestamptz, 3, 3)`);
}

export async function failedQueueJobAt(at: string): Promise<void> {
  await getDb().execute(sql`insert into pgboss.job (name, state, created_on, started_on, completed_on) values ('sweep', 'failed', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
}

export async function deadLetterAt(at: string): Promise<void> {
  await getDb().execute(sql`insert into pgboss.job (name, state, created_on, source_name) values ('dead-letter', 'created', ${at}::timestamptz, 'sweep')`);
}

export async function manualFigure(metricKey: string, day: string, value: number): Promise<void> {
  await getDb().execute(sql`insert into admin_metric_manual_values (metric_key, day, value) values (${metricKey}, ${day}::date, ${value})`);
}
