import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobAlerts } from "@/db/schema";
import type { EmploymentType } from "@/db/schema/jobs";
import type { JobAlertFrequency } from "../schemas";
import type { JobAlert } from "../types";

/* Reads of a person's job alerts (decision 027), always by owner. */

export const jobAlertColumns = {
  id: jobAlerts.id,
  name: jobAlerts.name,
  keywords: jobAlerts.keywords,
  location: jobAlerts.location,
  radiusMiles: jobAlerts.radiusMiles,
  remoteOnly: jobAlerts.remoteOnly,
  employmentTypes: jobAlerts.employmentTypes,
  categorySlug: jobAlerts.categorySlug,
  subcategorySlug: jobAlerts.subcategorySlug,
  companySlug: jobAlerts.companySlug,
  minSalary: jobAlerts.minSalary,
  frequency: jobAlerts.frequency,
  active: jobAlerts.active,
  pausedReason: jobAlerts.pausedReason,
  lastSentAt: jobAlerts.lastSentAt,
  createdAt: jobAlerts.createdAt,
};

type Row = Pick<typeof jobAlerts.$inferSelect, keyof typeof jobAlertColumns>;

export function toJobAlert(row: Row): JobAlert {
  return {
    ...row,
    employmentTypes: row.employmentTypes as EmploymentType[],
    frequency: row.frequency as JobAlertFrequency,
    pausedReason: row.pausedReason === "unopened" ? "unopened" : null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The person's alerts, oldest first (the order they made them; at most 20). */
export async function listJobAlerts(db: Db, userId: string): Promise<JobAlert[]> {
  const rows = await db.select(jobAlertColumns).from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map(toJobAlert);
}

/** One of the person's alerts, or null (another person's, or none). */
export async function findJobAlert(db: Db, params: { userId: string; id: string }): Promise<JobAlert | null> {
  const [row] = await db
    .select(jobAlertColumns)
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, params.id), eq(jobAlerts.userId, params.userId)));
  return row ? toJobAlert(row) : null;
}

/** How many alerts the person has, and how many are on (for the overview and the dashboard). */
export async function countJobAlerts(db: Db, userId: string): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${jobAlerts.active})`.mapWith(Number) })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}
