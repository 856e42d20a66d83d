/*
 * One "app instance" for the cross-process bus test (bus-processes.int.test.ts) and bench/hub: a
 * separate Node process with its own database or Redis connections that runs the live hub's bus.
 * Every event delivered to it is written to stdout as a JSON line {"delivered": event}; every JSON
 * line on stdin is an event it publishes. Run with `node --import tsx`; BUS_MODE postgres|redis,
 * DATABASE_URL or REDIS_URL.
 */
import { createInterface } from "node:readline";
import type { LiveEvent } from "@/features/notifications/live-event";
import { createPostgresBus, createRedisBus, type Bus } from "./bus";

const mode = process.env.BUS_MODE;
const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const handlers = {
  deliver: (event: LiveEvent) => say({ delivered: event, pid: process.pid }),
  onGap: () => say({ gap: true }),
  log: { info: () => {}, warn: (f: { err?: unknown }, m: string) => say({ warn: m, err: String(f.err ?? "") }) },
};

async function main() {
  let bus: Bus;
  if (mode === "postgres") {
    const pg = createPostgresBus({ ...handlers, connectionString: process.env.DATABASE_URL!, pingTimeoutMs: 5_000 });
    if (!(await pg.ready)) throw new Error("NOTIFY did not reach this process's LISTEN connection");
    bus = pg;
  } else if (mode === "redis") {
    bus = await createRedisBus({ ...handlers, url: process.env.REDIS_URL!, channel: process.env.REDIS_CHANNEL });
  } else {
    throw new Error(`BUS_MODE must be postgres or redis, not ${mode}`);
  }
  say({ ready: true, pid: process.pid });
  const lines = createInterface({ input: process.stdin });
  lines.on("line", (line) => {
    void bus
      .publish(JSON.parse(line) as LiveEvent)
      .then(() => say({ published: true }))
      .catch((err: unknown) => say({ error: String(err) }));
  });
  lines.on("close", () => void bus.stop().then(() => process.exit(0)));
}

main().catch((err: unknown) => {
  say({ error: String(err) });
  process.exit(1);
});
