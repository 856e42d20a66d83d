import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobPromotions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { utcDay } from "../format";
import { PROMOTION_MESSAGES as M } from "../messages";
import type { EndPromotionInput } from "../schemas";
import type { PromotionDto } from "../types";
import { requireAdmin } from "./guard";
import { reconcilePromotedTags } from "./tags";

/**
 * Ends an active promotion now (the tag and boost go at once) or cancels a scheduled one (it never
 * starts; its queued runs find nothing to do). Either is undone by promoting the job again.
 */
export async function endPromotion(db: Db, actor: CurrentUser | null, id: string, input: EndPromotionInput, ctx: { correlationId: string }): Promise<PromotionDto> {
  const admin = requireAdmin(actor);
  const { row, retagged } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobPromotions).where(eq(jobPromotions.id, id)).for("update");
    if (!current) throw new AppError("NOT_FOUND", M.notFound);
    if (input.action === "end" && current.status !== "active") throw new AppError("CONFLICT", M.cannotEnd);
    if (input.action === "cancel" && current.status !== "scheduled") throw new AppError("CONFLICT", M.cannotCancel);
    const status = input.action === "end" ? "ended" : "cancelled";
    const [updated] = await tx
      .update(jobPromotions)
      .set({ status, endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jobPromotions.id, id))
      .returning();
    const changed = await reconcilePromotedTags(tx, [current.jobId]);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: input.action === "end" ? "admin.promotion.end" : "admin.promotion.cancel",
      targetType: "job_promotion",
      targetId: id,
      data: { jobId: current.jobId, before: { status: current.status }, after: { status } },
      correlationId: ctx.correlationId,
    });
    return { row: updated!, retagged: changed.length };
  });
  if (retagged) await refreshJobSearch(db);
  return { id: row.id, status: row.status, startDate: utcDay(row.startsAt), endDate: utcDay(row.endsAt), boost: row.boost };
}
