import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { okrKeyResults, okrObjectives } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";
import type { KeyResultValues } from "../schemas";
import { keyResultMetric } from "./check-metric";

export const KEY_RESULT_COLUMNS = {
  id: okrKeyResults.id,
  objectiveId: okrKeyResults.objectiveId,
  title: okrKeyResults.title,
  metricKey: okrKeyResults.metricKey,
  baseline: okrKeyResults.baseline,
  target: okrKeyResults.target,
  direction: okrKeyResults.direction,
};

/** An administrator adds a key result to an objective, bound to a catalogue metric the flag allows. */
export async function createKeyResult(db: Db, actor: CurrentUser, objectiveId: string, input: KeyResultValues, opts: { showFirstParty: boolean; correlationId: string | null }) {
  keyResultMetric(input.metricKey, opts.showFirstParty);
  return db.transaction(async (tx) => {
    const [objective] = await tx.select({ id: okrObjectives.id }).from(okrObjectives).where(eq(okrObjectives.id, objectiveId)).for("update");
    if (!objective) throw new AppError("NOT_FOUND", "This objective no longer exists.");
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${okrKeyResults.position}), -1)::int + 1` })
      .from(okrKeyResults)
      .where(eq(okrKeyResults.objectiveId, objectiveId))) as [{ next: number }];
    const [row] = await tx
      .insert(okrKeyResults)
      .values({ objectiveId, title: input.title, metricKey: input.metricKey, baseline: input.baseline, target: input.target, direction: input.direction, position: next })
      .returning(KEY_RESULT_COLUMNS);
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.keyResultCreate, targetType: "okr-key-result", targetId: row!.id, data: { after: row }, correlationId: opts.correlationId });
    return { keyResult: row! };
  });
}
