import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationEvents, applications } from "@/db/schema";
import type { ApplicationStage } from "@/db/schema/applications";
import { AppError } from "@/lib/errors";
import { APPLICATION_MESSAGES } from "../messages";
import type { ApplicationDetail } from "../types";
import { getApplicationById } from "./queries";

/*
 * POST /api/candidates/applications/{id}/withdraw (decision 033): the candidate takes back a sent
 * application that is still in progress. Stage withdrawn, the history row (by the candidate); the
 * application stays, so the employer's list and the candidate's history still show it. Withdrawing
 * again answers it as it is; a draft (never sent), a hire or a "Not selected" cannot be withdrawn.
 */
const WITHDRAWABLE: readonly ApplicationStage[] = ["applied", "viewed", "in-review", "interviewing", "offer"];

export async function withdrawApplication(db: Db, params: { userId: string; applicationId: string; now?: Date }): Promise<ApplicationDetail> {
  const now = params.now ?? new Date();
  const current = await getApplicationById(db, params.userId, params.applicationId, now);
  if (!current) throw new AppError("NOT_FOUND", "Not found.");
  if (current.stage === "withdrawn") return current;
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ stage: applications.stage }).from(applications).where(eq(applications.id, current.id)).for("update");
    if (row?.stage === "withdrawn") return;
    if (!row || !WITHDRAWABLE.includes(row.stage)) throw new AppError("CONFLICT", APPLICATION_MESSAGES.notWithdrawable);
    await tx.update(applications).set({ stage: "withdrawn", withdrawnAt: now, stageChangedAt: now, updatedAt: now }).where(eq(applications.id, current.id));
    await tx.insert(applicationEvents).values({ applicationId: current.id, fromStage: row.stage, stage: "withdrawn", actorUserId: params.userId, actorRole: "candidate", createdAt: now });
  });
  return (await getApplicationById(db, params.userId, current.id, now))!;
}
