import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { okrKeyResults } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";
import type { KeyResultValues } from "../schemas";
import { keyResultMetric } from "./check-metric";
import { KEY_RESULT_COLUMNS } from "./create-key-result";

/** An administrator edits a key result; audited with before and after. */
export async function updateKeyResult(db: Db, actor: CurrentUser, id: string, input: KeyResultValues, opts: { showFirstParty: boolean; correlationId: string | null }) {
  keyResultMetric(input.metricKey, opts.showFirstParty);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(KEY_RESULT_COLUMNS).from(okrKeyResults).where(eq(okrKeyResults.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This key result no longer exists.");
    const [after] = await tx
      .update(okrKeyResults)
      .set({ title: input.title, metricKey: input.metricKey, baseline: input.baseline, target: input.target, direction: input.direction, updatedAt: new Date() })
      .where(eq(okrKeyResults.id, id))
      .returning(KEY_RESULT_COLUMNS);
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.keyResultUpdate, targetType: "okr-key-result", targetId: id, data: { before, after }, correlationId: opts.correlationId });
    return { keyResult: after! };
  });
}
