import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { notify } from "@/features/notifications/server/notify";
import { logger } from "@/lib/logger";
import { enqueue } from "@/lib/queue/enqueue";
import { requisitionPath } from "@/lib/employer-routes";
import { requisitionLabel } from "../schemas";

/*
 * Who hears about a requisition (decision 045): the approver whose turn it is, and the creator when
 * it is approved (opened) or rejected. A notification ("employer-message", a link to the
 * requisition) with its email queued at once, as applicant tracking's @mentions do. A failure is
 * logged, never undoes the change that caused it.
 */
type Ref = { id: string; number: number; title: string };

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

async function nameOf(db: Db, userId: string | null): Promise<string> {
  if (!userId) return "A colleague";
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name || "A colleague";
}

async function tell(db: Db, userId: string, title: string, body: string, ref: Ref, data: Record<string, unknown>): Promise<void> {
  try {
    const { notification } = await notify(userId, { type: "employer-message", title: clip(title, 200), body: clip(body, 600), link: requisitionPath(ref.id), data: { requisitionId: ref.id, ...data } }, { db });
    await enqueue("notification-email", { mode: "now", notificationId: notification.id }, { key: `notification:${notification.id}` });
  } catch (err) {
    logger.error({ err, requisitionId: ref.id, userId }, "could not tell a member about a requisition");
  }
}

export async function tellApprover(db: Db, ref: Ref, approverUserId: string, requesterUserId: string | null): Promise<void> {
  const requester = await nameOf(db, requesterUserId);
  await tell(db, approverUserId, `Your approval is needed: ${requisitionLabel(ref.number)} ${ref.title}`, `${requester} asks you to approve the requisition ${requisitionLabel(ref.number)} ${ref.title}. Open it to approve or reject it.`, ref, { kind: "approval-needed" });
}

export async function tellCreator(db: Db, ref: Ref, creatorUserId: string | null, actorUserId: string, outcome: "approved" | "rejected", comment: string): Promise<void> {
  if (!creatorUserId || creatorUserId === actorUserId) return;
  const who = await nameOf(db, actorUserId);
  const label = `${requisitionLabel(ref.number)} ${ref.title}`;
  const title = outcome === "approved" ? `Requisition approved: ${label}` : `Requisition rejected: ${label}`;
  const body =
    outcome === "approved"
      ? `${who} gave the last approval; ${label} is open.${comment ? ` "${comment}"` : ""}`
      : `${who} rejected ${label}; it is back in draft. "${comment}"`;
  await tell(db, creatorUserId, title, body, ref, { kind: outcome });
}
