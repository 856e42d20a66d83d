import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationActivity } from "@/db/schema";
import { markViewed } from "@/features/application-status/server/queries";
import type { ApplicantRef } from "./access";

/*
 * A member opening an application (decision 040): the first time any member of its company opens
 * it, the candidate-facing stage becomes Viewed (application-status's markViewed, silent, once); each
 * member's first open is one "viewed" activity. An administrator's look (the back office) changes
 * nothing.
 */
export async function recordApplicantView(db: Db, ref: ApplicantRef, actorId: string, now: Date = new Date()): Promise<{ markedViewed: boolean }> {
  if (ref.standing === "admin") return { markedViewed: false };
  const markedViewed = await markViewed(db, ref.applicationId, now);
  const [seen] = await db
    .select({ id: applicationActivity.id })
    .from(applicationActivity)
    .where(and(eq(applicationActivity.applicationId, ref.applicationId), eq(applicationActivity.actorUserId, actorId), eq(applicationActivity.kind, "viewed")))
    .limit(1);
  if (!seen) await db.insert(applicationActivity).values({ applicationId: ref.applicationId, companyId: ref.companyId, actorUserId: actorId, kind: "viewed", detail: {}, createdAt: now });
  return { markedViewed };
}
