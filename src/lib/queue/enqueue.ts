import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss } from "pg-boss";
import { getPool, type Db } from "@/db/client";
import { logger } from "@/lib/logger";
import { createBoss } from "./boss";
import type { QueueName } from "./queues";

/*
 * Sending work to the queue from anywhere on the server (decision 018). Jobs are at-least-once: a
 * handler may run again after a crash or a retry, so every effect that must not repeat is guarded
 * (lib/queue/effects.ts, the mail log). An idempotency `key` makes the send itself idempotent: the
 * job's id is derived from the queue and the key, so a second send of the same key is a no-op
 * while the first job is kept (7 days after it finished).
 */

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type EnqueueOptions = {
  /** The same key twice sends one job. */
  key?: string;
  /** Run no earlier than this (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** Send as part of this transaction: the job exists only if the transaction commits. */
  tx?: Transaction;
};

const holder = globalThis as unknown as { upstepQueueSender?: { pool: unknown; boss: Promise<PgBoss>; ready?: PgBoss } };

/** The web process's pg-boss instance: on the app's pool, sending only. */
export function queueSender(): Promise<PgBoss> {
  const pool = getPool();
  if (holder.upstepQueueSender?.pool !== pool) {
    const boss = createBoss({ pool, role: "sender" });
    boss.on("error", (err) => logger.error({ err, module: "queue" }, "queue sender error"));
    const entry: { pool: unknown; boss: Promise<PgBoss>; ready?: PgBoss } = { pool, boss: boss.start() };
    entry.boss.then((started) => (entry.ready = started)).catch(() => {});
    holder.upstepQueueSender = entry;
  }
  return holder.upstepQueueSender.boss;
}

/** A UUID derived from the queue and the idempotency key (so a repeated send collides on the job's id). */
export function jobIdFor(queue: string, key: string): string {
  const h = createHash("sha256").update(`${queue}\u0000${key}`).digest("hex");
  // Shaped as a version-5-style UUID so PostgreSQL's uuid type takes it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Whether queueSender() has started in this process (a transactional send needs it started first). */
function startedSender(): PgBoss | null {
  const sender = holder.upstepQueueSender;
  return sender && sender.pool === getPool() ? (sender.ready ?? null) : null;
}

/**
 * Queues one job; returns its id, or null when the key was already sent.
 * With `tx`, `await queueSender()` must have run before the transaction opened: starting pg-boss
 * needs a connection of its own, which the embedded database (one session at a time) would not give
 * while the transaction holds it, so the send would wait forever. Refused with an error instead.
 */
export async function enqueue(queue: QueueName, data: Record<string, unknown>, options: EnqueueOptions = {}): Promise<string | null> {
  const boss = options.tx ? startedSender() : await queueSender();
  if (!boss) throw new Error("enqueue({ tx }) before the queue sender started: await queueSender() before opening the transaction");
  const send: Parameters<PgBoss["send"]>[2] = {};
  if (options.key) send.id = jobIdFor(queue, options.key);
  if (options.tx) send.db = fromDrizzle(options.tx, sql);
  if (options.startAfter !== undefined) send.startAfter = options.startAfter;
  return boss.send(queue, data, send);
}
