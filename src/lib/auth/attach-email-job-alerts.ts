import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_ALERTS_PER_PERSON } from "./job-alert-limit";

/*
 * Job alerts made with just an email address (decision 037) join the account of that address once
 * the account has proven it owns the address: when the account's email is verified, and when an
 * email-only alert is confirmed for an address whose account is already verified. Attached alerts
 * are mailed to the account and follow its email settings. Only confirmed ones: an alert anyone typed
 * this address into, never confirmed, waits for its own link (confirming it then attaches it).
 * Oldest first, up to the account's limit; the rest stay email-only (still mailed, unsubscribable). Here in lib because better-auth's hook
 * (auth.ts) calls it, and lib does not import features.
 */
export async function attachEmailJobAlerts(db: Db, account: { userId: string; email: string }): Promise<number> {
  const email = account.email.trim().toLowerCase();
  if (!email) return 0;
  return db.transaction(async (tx) => {
    // The same lock as creating an account alert (job-alert-writes.ts): the limit holds under races.
    await tx.execute(sql`select id from users where id = ${account.userId} for update`);
    const res = await tx.execute(sql`
      with room as (
        select greatest(${JOB_ALERTS_PER_PERSON} - count(*), 0) as n from job_alerts where user_id = ${account.userId}
      ), moving as (
        select id from job_alerts where user_id is null and email = ${email} and confirmed_at is not null
        order by created_at, id limit (select n from room) for update
      )
      update job_alerts a set user_id = ${account.userId}, email = '', updated_at = now()
      from moving where a.id = moving.id`);
    return res.rowCount ?? 0;
  });
}
