import { describe, expect, it } from "vitest";
import { APP_CONTEXT_RETRY, APP_CONTEXT_STALE_MS, appContextRetryDelay } from "./types";

describe("app context query options", () => {
  it("retries up to 10 times and caches for 2 minutes (spec 7 and 9)", () => {
    expect(APP_CONTEXT_RETRY).toBe(10);
    expect(APP_CONTEXT_STALE_MS).toBe(120_000);
  });

  it("backs off exponentially and gives up within 20 seconds", () => {
    const delays = Array.from({ length: APP_CONTEXT_RETRY }, (_, i) => appContextRetryDelay(i));
    expect(delays.slice(0, 4)).toEqual([250, 500, 1000, 2000]);
    expect(delays.every((d) => d <= 2000)).toBe(true);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThan(20_000);
  });
});
