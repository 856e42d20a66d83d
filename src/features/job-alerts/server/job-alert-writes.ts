import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobAlerts, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hasSearchCriteria, JOB_ALERT_LIMITS, JOB_ALERT_MESSAGES, type JobAlertPatch, type JobAlertValues } from "../schemas";
import type { JobAlert } from "../types";
import { findJobAlert, jobAlertColumns, toJobAlert } from "./queries";

/*
 * The job alert use cases (decision 027): create (at most 20 per person), edit or pause/resume, delete.
 * Every write is scoped by owner in its WHERE clause: another person's alert is the same 404 as one
 * that does not exist.
 */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

export async function createJobAlert(db: Db, params: { userId: string; input: JobAlertValues }): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    // Counting and inserting under a lock on the person's row: parallel creates cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
    const [row] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, params.userId));
    if ((row?.n ?? 0) >= JOB_ALERT_LIMITS.perPerson) throw new AppError("CONFLICT", JOB_ALERT_MESSAGES.limit);
    const [created] = await tx
      .insert(jobAlerts)
      // An account's alert may be mailed at once: the account's address is confirmed (decision 037).
      .values({ ...params.input, userId: params.userId, confirmedAt: sql`now()` })
      .returning(jobAlertColumns);
    return toJobAlert(created!);
  });
}

/** Any of the alert's fields; what results must still look for something (400 otherwise). */
export async function updateJobAlert(db: Db, params: { userId: string; id: string; patch: JobAlertPatch }): Promise<JobAlert> {
  const current = await findJobAlert(db, params);
  if (!current) throw notFound();
  const patch = Object.fromEntries(Object.entries(params.patch).filter(([, v]) => v !== undefined)) as JobAlertPatch;
  if (!hasSearchCriteria({ ...current, ...patch })) {
    throw new AppError("BAD_REQUEST", JOB_ALERT_MESSAGES.noCriteria, { issues: [{ path: "keywords", message: JOB_ALERT_MESSAGES.noCriteria }] });
  }
  if (Object.keys(patch).length === 0) return current;
  const [row] = await db
    .update(jobAlerts)
    // Resuming clears a pause for unopened mail; pausing by hand is a pause without a reason.
    .set({ ...patch, ...(patch.active !== undefined ? { pausedReason: null, pausedAt: patch.active ? null : sql`now()` } : {}), updatedAt: sql`now()` })
    .where(and(eq(jobAlerts.id, params.id), eq(jobAlerts.userId, params.userId)))
    .returning(jobAlertColumns);
  if (!row) throw notFound();
  return toJobAlert(row);
}

export async function deleteJobAlert(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, params.id), eq(jobAlerts.userId, params.userId)))
    .returning({ id: jobAlerts.id });
  if (!row) throw notFound();
}
