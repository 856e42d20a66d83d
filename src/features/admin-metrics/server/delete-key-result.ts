import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { okrKeyResults } from "@/db/schema";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { OKR_AUDIT } from "../labels";
import { KEY_RESULT_COLUMNS } from "./create-key-result";

/** An administrator deletes a key result; the audit event keeps what it was. */
export async function deleteKeyResult(db: Db, actor: CurrentUser, id: string, correlationId: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(KEY_RESULT_COLUMNS).from(okrKeyResults).where(eq(okrKeyResults.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This key result no longer exists.");
    await tx.delete(okrKeyResults).where(eq(okrKeyResults.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: OKR_AUDIT.keyResultDelete, targetType: "okr-key-result", targetId: id, data: { before }, correlationId });
    return { deleted: true };
  });
}
