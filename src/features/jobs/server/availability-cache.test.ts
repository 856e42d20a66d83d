import { describe, expect, it } from "vitest";
import { JobAvailabilityCache } from "./availability-cache";
import type { JobAvailabilityRow } from "../job-availability";

const JOB_A = "11111111-1111-4111-8111-111111111111";
const JOB_B = "22222222-2222-4222-8222-222222222222";
const COMPANY_1 = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const COMPANY_2 = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

function database(rows: Record<string, JobAvailabilityRow>) {
  const reads: string[] = [];
  return {
    rows,
    reads,
    load: async (id: string) => {
      reads.push(id);
      return rows[id] ? { ...rows[id]! } : null;
    },
  };
}

const open = (version: string, companyId = COMPANY_1, validThrough: Date | null = null): JobAvailabilityRow => ({ status: "open", validThrough, companyId, version });

describe("JobAvailabilityCache", () => {
  it("reads the database on every request until it is live", async () => {
    const db = database({ [JOB_A]: open("v1") });
    const cache = new JobAvailabilityCache();
    await cache.get(JOB_A, db.load);
    await cache.get(JOB_A, db.load);
    expect(db.reads).toEqual([JOB_A, JOB_A]);
    expect(cache.size).toBe(0);
  });

  it("answers from memory while live, and a notification naming the job drops it", async () => {
    const db = database({ [JOB_A]: open("v1"), [JOB_B]: open("w1") });
    const cache = new JobAvailabilityCache();
    cache.setLive(true);
    expect(await cache.get(JOB_A, db.load)).toEqual({ state: "open", version: "v1" });
    expect(await cache.get(JOB_A.toUpperCase(), db.load)).toEqual({ state: "open", version: "v1" });
    await cache.get(JOB_B, db.load);
    expect(db.reads).toEqual([JOB_A, JOB_B]);

    db.rows[JOB_A] = { ...open("v2"), status: "closed" };
    cache.invalidate(`job:${JOB_A}`);
    expect(await cache.get(JOB_A, db.load)).toEqual({ state: "gone", version: "v2" });
    expect(await cache.get(JOB_B, db.load)).toEqual({ state: "open", version: "w1" });
    expect(db.reads).toEqual([JOB_A, JOB_B, JOB_A]);
  });

  it("drops every job of a notified company, and everything on a '*' notification", async () => {
    const db = database({ [JOB_A]: open("v1", COMPANY_1), [JOB_B]: open("w1", COMPANY_2) });
    const cache = new JobAvailabilityCache();
    cache.setLive(true);
    await cache.get(JOB_A, db.load);
    await cache.get(JOB_B, db.load);
    cache.invalidate(`company:${COMPANY_2},${COMPANY_2}`);
    expect(cache.size).toBe(1);
    cache.invalidate("job:*");
    expect(cache.size).toBe(0);
    await cache.get(JOB_A, db.load);
    cache.invalidate("company:*");
    expect(cache.size).toBe(0);
  });

  it("does not keep a read that a notification overtook", async () => {
    const db = database({ [JOB_A]: open("v1") });
    const cache = new JobAvailabilityCache();
    cache.setLive(true);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async (id: string) => {
      const row = await db.load(id); // the row as it was before the change
      await gate;
      return row;
    };
    const pending = cache.get(JOB_A, slow);
    db.rows[JOB_A] = open("v2");
    cache.invalidate(`job:${JOB_A}`);
    release();
    expect((await pending).version).toBe("v1");
    expect(await cache.get(JOB_A, db.load)).toEqual({ state: "open", version: "v2" });
  });

  it("turns a cached open job gone when its valid-through date passes, with no notification", async () => {
    let now = Date.parse("2026-11-22T12:00:00Z");
    const db = database({ [JOB_A]: open("v1", COMPANY_1, new Date("2026-11-22T13:00:00Z")) });
    const cache = new JobAvailabilityCache({ now: () => now, maxAgeMs: 86_400_000 });
    cache.setLive(true);
    expect((await cache.get(JOB_A, db.load)).state).toBe("open");
    now += 2 * 3_600_000;
    expect((await cache.get(JOB_A, db.load)).state).toBe("gone");
    expect(db.reads).toHaveLength(1);
  });

  it("never keeps unknown jobs, reads again after maxAgeMs, and keeps at most maxEntries", async () => {
    let now = 0;
    const db = database({ [JOB_A]: open("v1"), [JOB_B]: open("w1") });
    const cache = new JobAvailabilityCache({ maxEntries: 1, maxAgeMs: 1000, now: () => now });
    cache.setLive(true);
    const unknown = "33333333-3333-4333-8333-333333333333";
    expect(await cache.get(unknown, db.load)).toEqual({ state: "unknown", version: null });
    expect(cache.size).toBe(0);
    await cache.get(JOB_A, db.load);
    await cache.get(JOB_B, db.load);
    expect(cache.size).toBe(1);
    await cache.get(JOB_A, db.load); // B pushed A out
    now += 1000;
    await cache.get(JOB_A, db.load); // too old
    expect(db.reads).toEqual([unknown, JOB_A, JOB_B, JOB_A, JOB_A]);
  });

  it("empties itself when it stops being live", async () => {
    const db = database({ [JOB_A]: open("v1") });
    const cache = new JobAvailabilityCache();
    cache.setLive(true);
    await cache.get(JOB_A, db.load);
    cache.setLive(false);
    expect(cache.size).toBe(0);
    expect(cache.isLive).toBe(false);
  });
});
