import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobAlerts } from "@/db/schema";
import type { EmploymentType } from "@/db/schema/jobs";
import { attachEmailJobAlerts } from "@/lib/auth/attach-email-job-alerts";
import { ACCOUNT_CATEGORY } from "@/lib/email/categories";
import { queueEmail } from "@/lib/email/queue-email";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { queueSender } from "@/lib/queue/enqueue";
import { hitLimit, type Limit } from "@/lib/rate-limit";
import { CONFIRM_JOB_ALERT_PATH } from "../paths";
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_LIMITS, JOB_ALERT_MESSAGES as M, type JobAlertFrequency, type NewJobAlertValues } from "../schemas";
import { describeJobAlert } from "../search-path";
import type { AlertSearchColumns, JobAlert } from "../types";

/*
 * Job alerts made with just an email address (decision 037, second part). The alert is stored
 * unconfirmed (the matcher skips it) with the sha256 of a random token; the token goes out once, in
 * the confirmation mail's link, queued in the same transaction. Following the link confirms it
 * (confirmed_at set, the hash cleared) and, when that address already has a verified account, moves
 * it to the account. At most 20 alerts per address; creating is rate-limited per client address and
 * per email address, so the form cannot be used to flood someone's inbox.
 */
export const EMAIL_JOB_ALERT_LIMITS = {
  perClient: { max: 10, windowSeconds: 3600 },
  perEmail: { max: 5, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[0-9a-f]{64}$/;
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const frequencyLabel = (f: JobAlertFrequency) => JOB_ALERT_FREQUENCIES.find((o) => o.value === f)?.label ?? f;

async function checkLimits(db: Db, email: string, client: string) {
  const perClient = await hitLimit(db, `job-alert:client:${client}`, EMAIL_JOB_ALERT_LIMITS.perClient);
  if (perClient.limited) {
    throw new AppError("RATE_LIMITED", M.rateLimited(minutes(perClient.retryAfterSeconds)), { headers: { "Retry-After": String(perClient.retryAfterSeconds) } });
  }
  const perEmail = await hitLimit(db, `job-alert:email:${email}`, EMAIL_JOB_ALERT_LIMITS.perEmail);
  if (perEmail.limited) {
    const message = M.emailRateLimited(minutes(perEmail.retryAfterSeconds));
    throw new AppError("RATE_LIMITED", message, { issues: [{ path: "email", message }], headers: { "Retry-After": String(perEmail.retryAfterSeconds) } });
  }
}

/** Stores the unconfirmed alert and queues its confirmation mail; answers the address it went to. */
export async function createEmailJobAlert(db: Db, params: { input: NewJobAlertValues; client: string }): Promise<{ email: string }> {
  const { email: typed, ...input } = params.input;
  const email = typed.trim().toLowerCase();
  if (!email) throw new AppError("BAD_REQUEST", M.emailRequired, { issues: [{ path: "email", message: M.emailRequired }] });
  await checkLimits(db, email, params.client);
  const token = randomBytes(32).toString("hex");
  await queueSender();
  await db.transaction(async (tx) => {
    // One address's alerts are counted and added one request at a time: parallel posts cannot pass 20.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-alerts:${email}`}, 0))`);
    const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from job_alerts where user_id is null and email = ${email}`);
    if (count.rows[0]!.n >= JOB_ALERT_LIMITS.perPerson) throw new AppError("CONFLICT", M.emailLimit, { issues: [{ path: "email", message: M.emailLimit }] });
    const [row] = await tx
      .insert(jobAlerts)
      .values({ ...input, userId: null, email, confirmTokenHash: sha256(token) })
      .returning({ id: jobAlerts.id });
    const url = new URL(CONFIRM_JOB_ALERT_PATH, env().BASE_URL);
    url.searchParams.set("token", token);
    await queueEmail(
      {
        key: `job-alert-confirm:${row!.id}`,
        to: email,
        userId: null,
        category: ACCOUNT_CATEGORY,
        template: "job-alert-confirm",
        props: {
          subject: `Confirm your job alert: ${input.name}`.slice(0, 200),
          alertName: input.name,
          search: describeJobAlert(input),
          frequency: frequencyLabel(input.frequency),
          url: url.toString(),
        },
      },
      { tx },
    );
  });
  return { email };
}

type AlertRow = AlertSearchColumns & {
  name: string;
  frequency: string;
  active: boolean;
  paused_reason: string | null;
  last_sent_at: Date | string | null;
  email: string;
  unsubscribe_token: string;
  user_id: string | null;
};

const COLUMNS = sql.raw(
  "id, name, keywords, location, radius_miles, remote_only, employment_types, category_slug, subcategory_slug, company_slug, min_salary, frequency, active, paused_reason, last_sent_at, created_at, email, unsubscribe_token, user_id",
);

/** An alert found by one of its tokens; email is "" once it belongs to an account (inAccount). */
export type TokenJobAlert = JobAlert & { email: string; unsubscribeToken: string; inAccount: boolean };

function toAlert(r: AlertRow): TokenJobAlert {
  return {
    id: r.id,
    name: r.name,
    keywords: r.keywords,
    location: r.location,
    radiusMiles: r.radius_miles,
    remoteOnly: r.remote_only,
    employmentTypes: r.employment_types as EmploymentType[],
    categorySlug: r.category_slug,
    subcategorySlug: r.subcategory_slug,
    companySlug: r.company_slug,
    minSalary: r.min_salary,
    frequency: r.frequency as JobAlertFrequency,
    active: r.active,
    pausedReason: r.paused_reason === "unopened" ? "unopened" : null,
    lastSentAt: r.last_sent_at ? new Date(r.last_sent_at).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
    email: r.email,
    unsubscribeToken: r.unsubscribe_token,
    inAccount: r.user_id !== null,
  };
}

/** The unconfirmed alert a confirmation link names, or null (a wrong, used or malformed token). */
export async function pendingAlertByConfirmToken(db: Db, token: string): Promise<TokenJobAlert | null> {
  if (!TOKEN.test(token)) return null;
  const res = await db.execute<AlertRow>(sql`select ${COLUMNS} from job_alerts where confirm_token_hash = ${sha256(token)} and confirmed_at is null`);
  return res.rows[0] ? toAlert(res.rows[0]) : null;
}

/** A confirmed alert by its unsubscribe token (the page after confirming shows it), or null. */
export async function confirmedAlertByToken(db: Db, unsubscribeToken: string): Promise<TokenJobAlert | null> {
  if (!TOKEN.test(unsubscribeToken)) return null;
  const res = await db.execute<AlertRow>(sql`select ${COLUMNS} from job_alerts where unsubscribe_token = ${unsubscribeToken} and confirmed_at is not null`);
  return res.rows[0] ? toAlert(res.rows[0]) : null;
}

/**
 * Follows a confirmation link: the alert may be mailed from now on (only jobs first seen from its
 * creation, as every alert); the token is spent. An address whose account is verified gets the alert
 * in the account. Null for a wrong or spent token (nothing changes).
 */
export async function confirmEmailJobAlert(db: Db, token: string): Promise<{ unsubscribeToken: string; attached: boolean } | null> {
  if (!TOKEN.test(token)) return null;
  const res = await db.execute<{ email: string; unsubscribe_token: string }>(sql`
    update job_alerts set confirmed_at = now(), confirm_token_hash = null, updated_at = now()
    where confirm_token_hash = ${sha256(token)} and confirmed_at is null returning email, unsubscribe_token`);
  const row = res.rows[0];
  if (!row) return null;
  const account = await db.execute<{ id: string }>(sql`select id from users where lower(email) = ${row.email} and email_verified`);
  const attached = account.rows[0] ? (await attachEmailJobAlerts(db, { userId: account.rows[0].id, email: row.email })) > 0 : false;
  return { unsubscribeToken: row.unsubscribe_token, attached };
}
