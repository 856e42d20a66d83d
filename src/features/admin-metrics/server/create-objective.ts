import "server-only";
import type { Db } from "@/db/client";
import { okrObjectives } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { OKR_AUDIT } from "../labels";
import type { ObjectiveValues } from "../schemas";

/** An administrator adds an objective (the route checked the permission); audited with what was saved. */
export async function createObjective(db: Db, actor: CurrentUser, input: ObjectiveValues, correlationId: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrObjectives)
      .values({ title: input.title, ownerName: input.ownerName, periodStart: input.periodStart, periodEnd: input.periodEnd, createdByUserId: actor.id })
      .returning({ id: okrObjectives.id, title: okrObjectives.title, ownerName: okrObjectives.ownerName, periodStart: okrObjectives.periodStart, periodEnd: okrObjectives.periodEnd });
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.objectiveCreate, targetType: "okr-objective", targetId: row!.id, data: { after: row }, correlationId });
    return { objective: row! };
  });
}
