import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobPromotions, jobs } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { CurrentUser } from "@/lib/auth/session";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { utcDay } from "../format";
import { PROMOTION_MESSAGES as M } from "../messages";
import type { CreatePromotionInput, UpdatePromotionInput } from "../schemas";
import type { PromotionDto } from "../types";
import { requireAdmin } from "./guard";
import { schedulePromotionRuns } from "./schedule";
import { syncPromotions } from "./sync-promotions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const field = (path: string, message: string) => new AppError("BAD_REQUEST", message, { issues: [{ path, message }] });

async function refuseOverlap(tx: Tx, jobId: string, startsAt: Date, endsAt: Date, exceptId: string | null): Promise<void> {
  const clash = await tx
    .select({ id: jobPromotions.id })
    .from(jobPromotions)
    .where(
      and(
        eq(jobPromotions.jobId, jobId),
        inArray(jobPromotions.status, ["scheduled", "active"]),
        sql`${jobPromotions.startsAt} < ${endsAt.toISOString()}::timestamptz and ${jobPromotions.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        exceptId ? ne(jobPromotions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash.length) throw field("startDate", M.overlap);
}

function dto(row: { id: string; status: PromotionDto["status"]; startsAt: Date; endsAt: Date; boost: number }): PromotionDto {
  return { id: row.id, status: row.status, startDate: utcDay(row.startsAt), endDate: utcDay(row.endsAt), boost: row.boost };
}

/**
 * Promotes an open job from 00:00 UTC on the start date to 00:00 UTC on the end date. A promotion
 * starting today is active at once (the tag and boost apply before this returns); a later one is
 * started by the queue.
 */
export async function createPromotion(db: Db, actor: CurrentUser | null, input: CreatePromotionInput, ctx: { correlationId: string; now?: Date }): Promise<PromotionDto> {
  const admin = requireAdmin(actor);
  const now = ctx.now ?? new Date();
  if (input.startDate < utcDay(now)) throw field("startDate", M.startInPast);
  const startsAt = at(input.startDate);
  const endsAt = at(input.endDate);
  const row = await db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id, status: jobs.status, title: jobs.title }).from(jobs).where(eq(jobs.id, input.jobId)).for("update");
    if (!job) throw field("jobId", M.jobNotFound);
    if (job.status !== "open") throw field("jobId", M.jobNotOpen);
    await refuseOverlap(tx, job.id, startsAt, endsAt, null);
    const [created] = await tx
      .insert(jobPromotions)
      .values({ jobId: job.id, startsAt, endsAt, boost: input.boost, createdByUserId: admin.id })
      .returning({ id: jobPromotions.id, status: jobPromotions.status, startsAt: jobPromotions.startsAt, endsAt: jobPromotions.endsAt, boost: jobPromotions.boost });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.promotion.create",
      targetType: "job_promotion",
      targetId: created!.id,
      data: { jobId: job.id, jobTitle: job.title, after: { startDate: input.startDate, endDate: input.endDate, boost: input.boost } },
      correlationId: ctx.correlationId,
    });
    return created!;
  });
  await syncPromotions(db, now);
  await schedulePromotionRuns(row.id, [startsAt, endsAt], now);
  const [fresh] = await db.select().from(jobPromotions).where(eq(jobPromotions.id, row.id));
  return dto(fresh!);
}

/** New dates or boost. A scheduled promotion can move; an active one keeps its start and can end later or sooner (not in the past). */
export async function updatePromotion(db: Db, actor: CurrentUser | null, id: string, input: UpdatePromotionInput, ctx: { correlationId: string; now?: Date }): Promise<PromotionDto> {
  const admin = requireAdmin(actor);
  const now = ctx.now ?? new Date();
  const startsAt = at(input.startDate);
  const endsAt = at(input.endDate);
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobPromotions).where(eq(jobPromotions.id, id)).for("update");
    if (!current) throw new AppError("NOT_FOUND", M.notFound);
    if (current.status === "ended" || current.status === "cancelled") throw new AppError("CONFLICT", M.notEditable);
    if (current.status === "active") {
      if (utcDay(current.startsAt) !== input.startDate) throw field("startDate", M.activeStartFixed);
      if (endsAt.getTime() <= now.getTime()) throw field("endDate", M.endInPast);
    } else if (input.startDate < utcDay(now)) throw field("startDate", M.startInPast);
    await refuseOverlap(tx, current.jobId, startsAt, endsAt, id);
    const [row] = await tx.update(jobPromotions).set({ startsAt, endsAt, boost: input.boost, updatedAt: sql`now()` }).where(eq(jobPromotions.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: "admin.promotion.update",
      targetType: "job_promotion",
      targetId: id,
      data: {
        jobId: current.jobId,
        before: { startDate: utcDay(current.startsAt), endDate: utcDay(current.endsAt), boost: current.boost },
        after: { startDate: input.startDate, endDate: input.endDate, boost: input.boost },
      },
      correlationId: ctx.correlationId,
    });
    return row!;
  });
  const sync = await syncPromotions(db, now);
  // A boost change of an active promotion changes ranking without a tag change.
  if (!sync.retagged && updated.status === "active") await refreshJobSearch(db);
  await schedulePromotionRuns(id, [startsAt, endsAt], now);
  const [fresh] = await db.select().from(jobPromotions).where(eq(jobPromotions.id, id));
  return dto(fresh!);
}
