import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { wantsEmail } from "@/lib/email/preferences";
import { JOB_ALERT_MAIL_JOBS } from "@/lib/email/templates/job-alert";
import { queueSender } from "@/lib/queue/enqueue";
import { jobDetailPath } from "@/lib/job-routes";
import { logger } from "@/lib/logger";
import type { SendJobAlertsPayload } from "@/lib/queue/alert-matching";
import { formatSalary } from "@/features/jobs/components/format-salary";
import { notify } from "@/features/notifications/server/notify";
import { countNewJobsForAlert, MAX_MATCHES_PER_RUN } from "@/features/alert-matching/server/queries";
import { jobAlertClickPath, jobAlertOpenPixelPath, jobAlertUnsubscribeApiPath, jobAlertUnsubscribePath } from "../paths";
import { describeJobAlert, jobAlertSearchPath } from "../search-path";
import { pauseUnopenedAlerts } from "./pause-unopened";
import type { AlertSearchColumns } from "../types";

/*
 * The send-job-alerts queue (decision 037): for each due alert with unsent matches, one mail with its
 * newest open matches (at most 20; "See all N new jobs" past that), then every unsent match of the
 * alert is marked sent with the delivery, shown or not: the next mail has only jobs new since this
 * one, and never a job twice. A job closed or expired since it matched is dropped here. Account alerts
 * follow the person's "job-alerts" email preference and also leave an in-app notification; email-only
 * alerts carry their own one-click unsubscribe. Daily and weekly runs first pause alerts unopened for
 * 3 months.
 */
type DueAlert = AlertSearchColumns & {
  user_id: string | null;
  email: string;
  user_email: string | null;
  user_name: string | null;
  name: string;
  unsubscribe_token: string;
  last_sent_at: Date | string | null;
};

type MatchRow = {
  id: string;
  title: string;
  company: string;
  city: string | null;
  state_code: string | null;
  location_name: string | null;
  remote: boolean;
  salary_min_cents: number | null;
  salary_max_cents: number | null;
  salary_currency: string | null;
  salary_period: "hour" | "year" | null;
};

const absolute = (path: string) => new URL(path, env().BASE_URL).toString();
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || "";

function placeOf(r: MatchRow): string {
  if (r.city && r.state_code) return `${r.city}, ${r.state_code}${r.remote ? " or remote" : ""}`;
  return r.remote ? "Remote" : (r.location_name ?? "");
}

const searchOf = (a: DueAlert) => ({
  keywords: a.keywords,
  location: a.location,
  radiusMiles: a.radius_miles,
  remoteOnly: a.remote_only,
  employmentTypes: a.employment_types as never[],
  categorySlug: a.category_slug,
  subcategorySlug: a.subcategory_slug,
  companySlug: a.company_slug,
  minSalary: a.min_salary,
});

export type SendStats = { mailed: number; skipped: number; paused: number };

/** Marks every unsent match of an alert handled (no mail: preference off, or none still open). */
async function dropUnsent(db: Db, alertId: string, now: Date) {
  await db.execute(sql`update job_alert_matches set sent_at = ${now.toISOString()}::timestamptz where alert_id = ${alertId} and sent_at is null`);
}

async function sendOne(db: Db, alert: DueAlert, now: Date): Promise<boolean> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  if (alert.user_id && !(await wantsEmail(db, alert.user_id, "job-alerts"))) {
    await dropUnsent(db, alert.id, now);
    return false;
  }
  const open = sql`j.status = 'open' and (j.valid_through is null or j.valid_through > ${nowSql})`;
  const [jobs, counts] = await Promise.all([
    db.execute<MatchRow>(sql`
      select j.id, j.title, c.name as company, l.city, l.state_code, l.name as location_name, j.remote,
        j.salary_min_cents, j.salary_max_cents, j.salary_currency, j.salary_period
      from job_alert_matches m join jobs j on j.id = m.job_id join companies c on c.id = j.company_id
      left join locations l on l.id = j.primary_location_id
      where m.alert_id = ${alert.id} and m.sent_at is null and ${open}
      order by j.posted_at desc, j.id limit ${JOB_ALERT_MAIL_JOBS}`),
    db.execute<{ stored: number; open: number }>(sql`
      select count(*)::int as stored, count(*) filter (where ${open})::int as open
      from job_alert_matches m join jobs j on j.id = m.job_id where m.alert_id = ${alert.id} and m.sent_at is null`),
  ]);
  if (!jobs.rows.length) {
    await dropUnsent(db, alert.id, now);
    return false;
  }
  let total = counts.rows[0]!.open;
  // Past the stored cap a run kept only its newest matches: the search itself counts them.
  if (counts.rows[0]!.stored >= MAX_MATCHES_PER_RUN) {
    const since = new Date(alert.last_sent_at ?? alert.created_at);
    total = Math.max(total, await countNewJobsForAlert(db, { id: alert.id, createdAt: new Date(alert.created_at), ...searchOf(alert) }, since));
  }
  const deliveryId = crypto.randomUUID();
  const search = searchOf(alert);
  const to = alert.user_id ? alert.user_email! : alert.email;
  const token = alert.unsubscribe_token;
  await queueSender();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into job_alert_deliveries (id, alert_id, sent_at, job_count, matched_count) values (${deliveryId}, ${alert.id}, ${nowSql}, ${jobs.rows.length}, ${total})`);
    await tx.execute(sql`update job_alert_matches set sent_at = ${nowSql}, delivery_id = ${deliveryId} where alert_id = ${alert.id} and sent_at is null`);
    await tx.execute(sql`update job_alerts set last_sent_at = ${nowSql} where id = ${alert.id}`);
    await queueEmail(
      {
        key: `job-alert:${deliveryId}`,
        to,
        userId: alert.user_id,
        category: "job-alerts",
        template: "job-alert",
        props: {
          subject: `${total === 1 ? "1 new job" : `${total} new jobs`} for ${alert.name}`,
          greeting: firstName(alert.user_name) ? `Hi ${firstName(alert.user_name)},` : "Hi,",
          alertName: alert.name,
          search: describeJobAlert(search),
          jobs: jobs.rows.map((r) => ({
            title: r.title,
            company: r.company,
            place: placeOf(r),
            pay: formatSalary({ salaryMinCents: r.salary_min_cents, salaryMaxCents: r.salary_max_cents, salaryCurrency: r.salary_currency, salaryPeriod: r.salary_period }) ?? "",
            // ?from=job-alert: an application started from this job page records where it came from (decision 040).
            url: absolute(jobAlertClickPath(deliveryId, `${jobDetailPath(r.id)}?from=job-alert`)),
          })),
          total,
          seeAllUrl: absolute(jobAlertClickPath(deliveryId, jobAlertSearchPath(search))),
          pixelUrl: absolute(jobAlertOpenPixelPath(deliveryId)),
        },
        unsubscribe: { oneClickUrl: absolute(jobAlertUnsubscribeApiPath(token)), pageUrl: absolute(jobAlertUnsubscribePath(token)), label: `Unsubscribe from ${alert.name}` },
      },
      { tx },
    );
  });
  if (alert.user_id) {
    try {
      await notify(
        alert.user_id,
        { type: "job-alert", title: `${total === 1 ? "1 new job" : `${total} new jobs`} for ${alert.name}`.slice(0, 200), body: describeJobAlert(search).slice(0, 2000), link: jobAlertSearchPath(search), data: { alertId: alert.id, deliveryId } },
        { db, mailedByCaller: true },
      );
    } catch (err) {
      logger.warn({ err, alertId: alert.id }, "could not store the job alert's notification");
    }
  }
  return true;
}

/** One send-job-alerts job: the instant alerts named (or all with unsent matches), or the daily or weekly ones. */
export async function sendJobAlerts(db: Db, payload: SendJobAlertsPayload, now: Date = new Date()): Promise<SendStats> {
  const stats: SendStats = { mailed: 0, skipped: 0, paused: 0 };
  if (payload.frequency !== "instant") stats.paused = await pauseUnopenedAlerts(db, now);
  const ids = payload.frequency === "instant" ? payload.alertIds : undefined;
  const due = await db.execute<DueAlert>(sql`
    select a.id, a.user_id, a.email, u.email as user_email, u.name as user_name, a.name, a.keywords, a.location, a.radius_miles, a.remote_only,
      a.employment_types, a.category_slug, a.subcategory_slug, a.company_slug, a.min_salary, a.unsubscribe_token, a.created_at, a.last_sent_at
    from job_alerts a left join users u on u.id = a.user_id
    where a.active and a.confirmed_at is not null and a.frequency = ${payload.frequency}
      ${ids ? sql`and a.id = any(${sql.param(ids)}::uuid[])` : sql``}
      and exists (select 1 from job_alert_matches m where m.alert_id = a.id and m.sent_at is null)
    order by a.id`);
  for (const alert of due.rows) {
    if (await sendOne(db, alert, now)) stats.mailed++;
    else stats.skipped++;
  }
  return stats;
}
