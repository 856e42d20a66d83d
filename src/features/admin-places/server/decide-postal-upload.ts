import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { postalCodeUploads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { PLACES_MESSAGES as M } from "../messages";
import type { PostalMode } from "../schemas";
import type { PostalDiff } from "../types";
import { requireAdmin } from "./guard";
import { shippedPostalCodes } from "./postal-package";
import { diffPostalCodes, loadIncoming } from "./postal-diff";

/**
 * Applies a pending upload in one transaction (upserts what is new or changed; in replace mode deletes
 * the codes the upload does not have) or discards it. The diff is worked out again inside the
 * transaction, so what is recorded is what happened even if the dataset moved since the preview.
 * Locations already made from a postal code keep their coordinates (jobs do not move).
 */
export async function decidePostalUpload(db: Db, actor: CurrentUser | null, id: string, decision: "apply" | "discard", ctx: { correlationId: string }): Promise<{ id: string; status: string; diff: PostalDiff }> {
  const admin = requireAdmin(actor);
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(postalCodeUploads).where(eq(postalCodeUploads.id, id)).for("update");
    if (!upload) throw new AppError("NOT_FOUND", M.uploadNotFound);
    if (upload.status !== "pending") throw new AppError("CONFLICT", M.uploadDecided);
    const mode: PostalMode = (upload.diff as PostalDiff).mode ?? "merge";
    if (decision === "discard") {
      await tx.update(postalCodeUploads).set({ status: "discarded", decidedAt: sql`now()` }).where(eq(postalCodeUploads.id, id));
      await recordAudit(tx, { actorUserId: admin.id, action: "admin.postal-codes.discard", targetType: "postal_code_upload", targetId: id, data: { origin: upload.origin, fileName: upload.fileName }, correlationId: ctx.correlationId });
      return { id, status: "discarded", diff: upload.diff as PostalDiff };
    }
    await loadIncoming(tx, upload.origin === "package" ? shippedPostalCodes() : upload.rows);
    const diff = await diffPostalCodes(tx, mode);
    const before = await tx.execute<{ n: number }>(sql`select count(*)::int as n from postal_codes`);
    await tx.execute(sql`
      insert into postal_codes (postal_code, city, state_code, latitude, longitude)
      select postal_code, city, state_code, latitude, longitude from postal_incoming
      on conflict (postal_code) do update set city = excluded.city, state_code = excluded.state_code, latitude = excluded.latitude, longitude = excluded.longitude
      where (postal_codes.city, postal_codes.state_code, postal_codes.latitude, postal_codes.longitude)
        is distinct from (excluded.city, excluded.state_code, excluded.latitude, excluded.longitude)`);
    if (mode === "replace") {
      await tx.execute(sql`delete from postal_codes current where not exists (select 1 from postal_incoming incoming where incoming.postal_code = current.postal_code)`);
    }
    const after = await tx.execute<{ n: number }>(sql`select count(*)::int as n from postal_codes`);
    await tx.update(postalCodeUploads).set({ status: "applied", decidedAt: sql`now()`, diff }).where(eq(postalCodeUploads.id, id));
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.postal-codes.apply",
      targetType: "postal_code_upload",
      targetId: id,
      data: {
        origin: upload.origin,
        fileName: upload.fileName,
        mode,
        before: { count: Number(before.rows[0]!.n) },
        after: { count: Number(after.rows[0]!.n) },
        added: diff.added,
        changed: diff.changed,
        removed: diff.removed,
      },
      correlationId: ctx.correlationId,
    });
    return { id, status: "applied", diff };
  });
}
