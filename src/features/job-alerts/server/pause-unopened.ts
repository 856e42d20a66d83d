import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/queue-email";
import { queueSender } from "@/lib/queue/enqueue";
import { jobAlertUnsubscribeApiPath, jobAlertUnsubscribePath } from "../paths";
import { describeJobAlert } from "../search-path";

/*
 * Alerts nobody reads are paused (decision 037): when an alert's mails since it was last opened (every
 * mail, if never) number at least UNOPENED_MAILS and the first of them went out UNOPENED_DAYS ago or
 * more, the alert is paused (active false, paused_reason "unopened") and one mail says so, with a
 * one-click resume link. An open (the pixel, or a click on any of the mail's links) resets the count.
 */
export const UNOPENED_DAYS = 90;
export const UNOPENED_MAILS = 3;

type Paused = { id: string; user_id: string | null; to: string; user_name: string | null; name: string; unsubscribe_token: string } & Record<string, unknown>;

export async function pauseUnopenedAlerts(db: Db, now: Date): Promise<number> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await queueSender();
  return db.transaction(async (tx) => {
    const res = await tx.execute<Paused>(sql`
      with unopened as (
        select d.alert_id, count(*) as mails, min(d.sent_at) as first_sent
        from job_alert_deliveries d join job_alerts a on a.id = d.alert_id
        where a.active and d.opened_at is null and d.sent_at > coalesce(a.last_opened_at, '-infinity'::timestamptz)
        group by d.alert_id
      )
      update job_alerts a set active = false, paused_reason = 'unopened', paused_at = ${nowSql}, updated_at = ${nowSql}
      from unopened u
      where u.alert_id = a.id and u.mails >= ${UNOPENED_MAILS} and u.first_sent <= ${nowSql} - make_interval(days => ${UNOPENED_DAYS})
      returning a.id, a.user_id, coalesce((select email from users where users.id = a.user_id), a.email) as "to",
        (select name from users where users.id = a.user_id) as user_name, a.name, a.unsubscribe_token,
        a.keywords, a.location, a.radius_miles, a.remote_only, a.employment_types, a.category_slug, a.subcategory_slug, a.company_slug, a.min_salary`);
    for (const a of res.rows) {
      const url = (path: string) => new URL(path, env().BASE_URL).toString();
      const first = a.user_name?.trim().split(/\s+/)[0];
      await queueEmail(
        {
          key: `job-alert-paused:${a.id}:${now.toISOString()}`,
          to: a.to,
          userId: a.user_id,
          category: "job-alerts",
          template: "job-alert-paused",
          props: {
            subject: `We paused your job alert ${a.name}`.slice(0, 200),
            greeting: first ? `Hi ${first},` : "Hi,",
            alertName: a.name,
            search: describeJobAlert({
              keywords: a.keywords as string,
              location: a.location as string,
              radiusMiles: a.radius_miles as number | null,
              remoteOnly: a.remote_only as boolean,
              employmentTypes: a.employment_types as never[],
              categorySlug: a.category_slug as string,
              subcategorySlug: a.subcategory_slug as string,
              companySlug: a.company_slug as string,
              minSalary: a.min_salary as number | null,
            }),
            resumeUrl: url(jobAlertUnsubscribePath(a.unsubscribe_token)),
          },
          unsubscribe: { oneClickUrl: url(jobAlertUnsubscribeApiPath(a.unsubscribe_token)), pageUrl: url(jobAlertUnsubscribePath(a.unsubscribe_token)), label: `Unsubscribe from ${a.name}` },
        },
        { tx },
      );
    }
    return res.rows.length;
  });
}
