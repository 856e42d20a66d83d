import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { adminMetricManualValues } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";
import type { ManualFigureValues } from "../schemas";
import { manualMetric } from "./check-metric";

/**
 * An administrator records a Google Analytics figure for a day (replacing the day's earlier figure);
 * audited with the value before, so a mistake can be put back.
 */
export async function recordManualFigure(db: Db, actor: CurrentUser, input: ManualFigureValues, correlationId: string | null) {
  manualMetric(input.metricKey);
  return db.transaction(async (tx) => {
    const where = and(eq(adminMetricManualValues.metricKey, input.metricKey), eq(adminMetricManualValues.day, input.day));
    const [before] = await tx.select({ value: adminMetricManualValues.value }).from(adminMetricManualValues).where(where).for("update");
    await tx
      .insert(adminMetricManualValues)
      .values({ metricKey: input.metricKey, day: input.day, value: input.value, recordedByUserId: actor.id })
      .onConflictDoUpdate({ target: [adminMetricManualValues.metricKey, adminMetricManualValues.day], set: { value: input.value, recordedByUserId: actor.id, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: OKR_AUDIT.figureRecord,
      targetType: "metric-figure",
      targetId: null,
      data: { metricKey: input.metricKey, day: input.day, before: before ? before.value : null, after: input.value },
      correlationId,
    });
    return { figure: { metricKey: input.metricKey, day: input.day, value: input.value } };
  });
}

/** Removes a recorded figure (404 when there is none). */
export async function deleteManualFigure(db: Db, actor: CurrentUser, key: { metricKey: string; day: string }, correlationId: string | null) {
  return db.transaction(async (tx) => {
    const where = and(eq(adminMetricManualValues.metricKey, key.metricKey), eq(adminMetricManualValues.day, key.day));
    const [before] = await tx.delete(adminMetricManualValues).where(where).returning({ value: adminMetricManualValues.value });
    if (!before) throw new AppError("NOT_FOUND", "No figure is recorded for that metric and day.");
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.figureDelete, targetType: "metric-figure", data: { metricKey: key.metricKey, day: key.day, before: before.value, after: null }, correlationId });
    return { deleted: true };
  });
}
