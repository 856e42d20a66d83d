import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { okrKeyResults, okrObjectives } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";

/**
 * An administrator deletes an objective and its key results. The audit event keeps all of it
 * (objective and key results), so it can be typed back in.
 */
export async function deleteObjective(db: Db, actor: CurrentUser, id: string, correlationId: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(okrObjectives).where(eq(okrObjectives.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This objective no longer exists.");
    const keyResults = await tx
      .select({ title: okrKeyResults.title, metricKey: okrKeyResults.metricKey, baseline: okrKeyResults.baseline, target: okrKeyResults.target, direction: okrKeyResults.direction })
      .from(okrKeyResults)
      .where(eq(okrKeyResults.objectiveId, id));
    await tx.delete(okrObjectives).where(eq(okrObjectives.id, id));
    const { title, ownerName, periodStart, periodEnd } = before;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: OKR_AUDIT.objectiveDelete,
      targetType: "okr-objective",
      targetId: id,
      data: { before: { title, ownerName, periodStart, periodEnd, keyResults } },
      correlationId,
    });
    return { deleted: true };
  });
}
