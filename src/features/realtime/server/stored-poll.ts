import "server-only";
import { and, asc, gt, inArray, max } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { Hub } from "./hub";
import { notificationsAfter } from "./replay";

/*
 * The embedded mode's reach across processes (decision 019). There the bus is in-process, so a
 * notification stored and published by another process (the worker) would reach a browser only at its
 * next reconnect. While this process has open connections, it looks every `intervalMs` for
 * notifications stored since it last looked (one indexed read by seq) and sends those of its
 * connected people; a connection sends each seq once, so the ones this process published itself
 * are not sent again. Not used with a PostgreSQL or Redis bus, which reach every process.
 */
export type StoredPoll = { pollOnce: () => Promise<void>; stop: () => void };

export function startStoredNotificationPoll(hub: Hub, db: Db, options: { intervalMs: number; onError: (err: unknown) => void }): StoredPoll {
  let cursor: number | null = null;
  let running: Promise<void> | null = null;
  const readCursor = async () => {
    const [row] = await db.select({ seq: max(notifications.seq) }).from(notifications);
    return row?.seq ?? 0;
  };
  const poll = async () => {
    if (cursor === null) {
      cursor = await readCursor();
      return;
    }
    const people = hub.connectedUserIds();
    if (people.length === 0) {
      cursor = await readCursor();
      return;
    }
    // The newest seq before reading: anything stored after this read is found by the next poll.
    const latest = await readCursor();
    const rows = await db
      .select({ userId: notifications.userId, seq: notifications.seq })
      .from(notifications)
      .where(and(gt(notifications.seq, cursor), inArray(notifications.userId, people.slice(0, 5_000))))
      .orderBy(asc(notifications.seq))
      .limit(1_000);
    const after = cursor;
    const firstSeqByUser = new Map<string, number>();
    for (const r of rows) if (!firstSeqByUser.has(r.userId)) firstSeqByUser.set(r.userId, r.seq);
    for (const userId of firstSeqByUser.keys()) {
      for (const event of await notificationsAfter(db, userId, after)) hub.deliver(event);
    }
    cursor = rows.length === 1_000 ? rows[rows.length - 1]!.seq : Math.max(latest, after);
  };
  const pollOnce = () => {
    running ??= poll()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  void pollOnce();
  const timer = setInterval(() => void pollOnce(), options.intervalMs);
  timer.unref();
  return { pollOnce, stop: () => clearInterval(timer) };
}
