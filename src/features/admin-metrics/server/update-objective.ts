import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { okrObjectives } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";
import type { ObjectiveValues } from "../schemas";

const COLUMNS = { id: okrObjectives.id, title: okrObjectives.title, ownerName: okrObjectives.ownerName, periodStart: okrObjectives.periodStart, periodEnd: okrObjectives.periodEnd };

/** An administrator edits an objective; audited with before and after (404 for an unknown id). */
export async function updateObjective(db: Db, actor: CurrentUser, id: string, input: ObjectiveValues, correlationId: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(COLUMNS).from(okrObjectives).where(eq(okrObjectives.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This objective no longer exists.");
    const [after] = await tx
      .update(okrObjectives)
      .set({ title: input.title, ownerName: input.ownerName, periodStart: input.periodStart, periodEnd: input.periodEnd, updatedAt: new Date() })
      .where(eq(okrObjectives.id, id))
      .returning(COLUMNS);
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.objectiveUpdate, targetType: "okr-objective", targetId: id, data: { before, after }, correlationId });
    return { objective: after! };
  });
}
