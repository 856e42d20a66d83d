import { describe, expect, it } from "vitest";
import { RefreshingCache } from "./refreshing-cache";

function setup(maxEntries = 10) {
  let now = 0;
  let version = 0;
  const loads: string[] = [];
  const cache = new RefreshingCache<string>({ freshMs: 1000, staleMs: 10_000, maxEntries, now: () => now });
  const load = (key: string) => () => {
    loads.push(key);
    version++;
    return Promise.resolve(`${key}@${version}`);
  };
  return { cache, load, loads, advance: (ms: number) => (now += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("RefreshingCache", () => {
  it("serves a fresh value without loading", async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get("a", load("a"))).toBe("a@1");
    advance(999);
    expect(await cache.get("a", load("a"))).toBe("a@1");
    expect(loads).toEqual(["a"]);
    expect(cache.stats).toEqual({ fresh: 1, stale: 0, misses: 1 });
  });

  it("serves a stale value at once and refreshes it once in the background", async () => {
    const { cache, load, loads, advance } = setup();
    await cache.get("a", load("a"));
    advance(1500);
    const stale = cache.get("a", load("a"));
    const again = cache.get("a", load("a")); // the refresh is already under way: no second load
    expect([await stale, await again]).toEqual(["a@1", "a@1"]);
    await settle();
    expect(await cache.get("a", load("a"))).toBe("a@2");
    expect(loads).toEqual(["a", "a"]);
  });

  it("waits for a new load when the value is too old", async () => {
    const { cache, load, advance } = setup();
    await cache.get("a", load("a"));
    advance(10_000);
    expect(await cache.get("a", load("a"))).toBe("a@2");
    expect(cache.stats.misses).toBe(2);
  });

  it("shares a load in flight, and forgets a failed one", async () => {
    const { cache } = setup();
    let calls = 0;
    let fail!: (e: Error) => void;
    const failing = () => {
      calls++;
      return new Promise<string>((_, reject) => (fail = reject));
    };
    const first = cache.get("a", failing);
    const second = cache.get("a", failing);
    expect(second).toBe(first);
    fail(new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    await settle();
    expect(cache.size).toBe(0);
    expect(calls).toBe(1);
  });

  it("keeps the old value when a background refresh fails, and reports the error", async () => {
    const errors: unknown[] = [];
    let now = 0;
    const cache = new RefreshingCache<string>({ freshMs: 1000, staleMs: 10_000, maxEntries: 10, now: () => now, onRefreshError: (e) => errors.push(e) });
    await cache.get("a", () => Promise.resolve("old"));
    now = 2000;
    expect(await cache.get("a", () => Promise.reject(new Error("timeout")))).toBe("old");
    await settle();
    expect(errors).toHaveLength(1);
    expect(await cache.get("a", () => Promise.resolve("new"))).toBe("old"); // refreshing again
    await settle();
    expect(await cache.get("a", () => Promise.resolve("newer"))).toBe("new");
  });

  it("evicts the least recently used key", async () => {
    const { cache, load, loads } = setup(2);
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a"));
    await cache.get("c", load("c")); // b goes
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });
});
