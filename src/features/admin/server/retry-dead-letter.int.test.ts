import { beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents } from "@/db/schema";
import { POST as retryPost } from "@/app/api/admin/system/dead-letters/[id]/retry/route";
import { queueSender } from "@/lib/queue/enqueue";
import { DEAD_LETTER_QUEUE } from "@/lib/queue/queues";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "../admin-session.testing";
import { DEAD_LETTER_RETRY_ACTION } from "./retry-dead-letter";

function retry(id: string, cookie?: string) {
  return callRoute(retryPost, { method: "POST", path: `/api/admin/system/dead-letters/${id}/retry`, params: { id }, cookie });
}

/** A job that failed every attempt, as pg-boss leaves it: failed in its queue, a copy in the dead-letter queue. */
async function deadLetter(): Promise<string> {
  const boss = await queueSender();
  const id = (await boss.send("sweep", { batch: 1 }, { retryLimit: 0 }))!;
  const [job] = await boss.fetch("sweep");
  expect(job?.id).toBe(id);
  await boss.fail("sweep", id, new Error("disk full"));
  const [letter] = await boss.findJobs(DEAD_LETTER_QUEUE, { queued: true });
  return letter!.id;
}

describe("POST /api/admin/system/dead-letters/[id]/retry", () => {
  beforeEach(async () => {
    await getDb().execute(sql`truncate pgboss.job`);
  });

  it("sends the dead letter back to its queue as a new job and audits it", async () => {
    const admin = await signedInAdmin();
    const id = await deadLetter();
    const res = await retry(id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ queue: "sweep" });
    const db = getDb();
    const queued = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'sweep' and state = 'created'`);
    expect(queued.rows[0]!.n).toBe(1);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, DEAD_LETTER_RETRY_ACTION));
    expect(audit).toMatchObject({ actorUserId: admin.id, targetType: "queue-job", targetId: id, data: { queue: "sweep" } });
    // Twice is 404: it is no longer waiting.
    const again = await retry(id, admin.cookie);
    expect(again.status).toBe(404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const admin = await signedInAdmin();
    expect((await retry(randomUUID(), admin.cookie)).status).toBe(404);
    expect((await retry("not-an-id", admin.cookie)).status).toBe(400);
  });

  it("refuses everyone but an administrator, and leaves the dead letter waiting", async () => {
    const id = await deadLetter();
    expect((await retry(id)).status).toBe(401);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"]] as const) {
      const user = await signedInUser({ roles: [...roles] });
      expect((await retry(id, user.cookie)).status).toBe(403);
    }
    const [letter] = await (await queueSender()).findJobs(DEAD_LETTER_QUEUE, { queued: true });
    expect(letter?.id).toBe(id);
  });
});
