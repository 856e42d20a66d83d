import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRONT_FILL_HEADER } from "@/server/job-page-front";
import { FRONT_FILL_HEADER_NAME, isCountableView, isLikelyBot, JOB_STATS_FLUSH_SQL, JobStatsCounter } from "./job-stats-counter";

/*
 * The job stats counter (decision 039): counts in memory, one statement per flush, on a timer and at
 * stop, and keeps the counts of a failed flush. Fake timers: nothing here sleeps.
 */
const A = "0a0a0a0a-0000-4000-8000-000000000001";
const B = "0b0b0b0b-0000-4000-8000-000000000002";

type Call = { text: string; values: unknown[] };

function counter(opts: { fail?: () => boolean; maxKeys?: number } = {}) {
  const calls: Call[] = [];
  const c = new JobStatsCounter({
    flushMs: 5_000,
    maxKeys: opts.maxKeys,
    now: () => Date.now(),
    query: async (text, values) => {
      calls.push({ text, values });
      if (opts.fail?.()) throw new Error("database down");
    },
    onError: () => {},
  });
  return { c, calls };
}

const rows = (call: Call) => {
  const [ids, days, views, clicks] = call.values as [string[], string[], number[], number[]];
  return ids.map((id, i) => ({ id, day: days[i], views: views[i], clicks: clicks[i] }));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-26T23:59:58.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("JobStatsCounter", () => {
  it("adds up views and apply clicks per job and day and writes them in one statement every flush interval", async () => {
    const { c, calls } = counter();
    c.start();
    for (let i = 0; i < 250; i++) c.countView(A);
    c.countView(B.toUpperCase());
    c.countApplyClick(A);
    c.countApplyClick(A);
    c.countView("not-a-job-id");
    expect(c.size).toBe(2);
    expect(calls).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.text).toBe(JOB_STATS_FLUSH_SQL);
    expect(rows(calls[0]!)).toEqual([
      { id: A, day: "2026-11-26", views: 250, clicks: 2 },
      { id: B, day: "2026-11-26", views: 1, clicks: 0 },
    ]);
    expect(c.size).toBe(0);

    // Past midnight (UTC) a view counts for the next day; an empty interval writes nothing.
    c.countView(A);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rows(calls[1]!)).toEqual([{ id: A, day: "2026-11-27", views: 1, clicks: 0 }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(2);
    await c.stop();
  });

  it("keeps the counts of a failed flush and adds them to the next", async () => {
    let down = true;
    const { c, calls } = counter({ fail: () => down });
    c.countView(A);
    await c.flush();
    expect(c.size).toBe(1);
    c.countView(A);
    down = false;
    await c.flush();
    expect(rows(calls[1]!)).toEqual([{ id: A, day: "2026-11-26", views: 2, clicks: 0 }]);
    expect(c.size).toBe(0);
  });

  it("stop() writes what is pending and stops the timer", async () => {
    const { c, calls } = counter();
    c.start();
    c.countApplyClick(B);
    await c.stop();
    expect(rows(calls[0]!)).toEqual([{ id: B, day: "2026-11-26", views: 0, clicks: 1 }]);
    c.countView(B);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it("counts arriving during a flush wait for the next one; a flush during a flush waits for it", async () => {
    let release!: () => void;
    const calls: Call[] = [];
    const c = new JobStatsCounter({
      query: (text, values) => {
        calls.push({ text, values });
        return calls.length === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
    });
    c.countView(A);
    const first = c.flush();
    c.countView(A);
    const second = c.flush();
    expect(calls).toHaveLength(1);
    release();
    await first;
    await second;
    expect(calls.map((call) => rows(call)[0]!.views)).toEqual([1, 1]);
  });

  it("holds at most maxKeys job-days, counting what it drops", () => {
    const { c } = counter({ maxKeys: 1 });
    c.countView(A);
    c.countView(B);
    c.countView(A);
    expect(c.size).toBe(1);
    expect(c.dropped).toBe(1);
  });
});

describe("which requests are views", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
  const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

  it("a browser's GET, including a headless one and a client navigation", () => {
    expect(isCountableView("GET", headers({ "user-agent": chrome }))).toBe(true);
    expect(isCountableView("GET", headers({ "user-agent": chrome.replace("Chrome", "HeadlessChrome") }))).toBe(true);
    expect(isCountableView("GET", headers({ "user-agent": chrome, rsc: "1" }))).toBe(true);
  });

  it("not HEAD, the front's own fill, prefetches or bots", () => {
    expect(isCountableView("HEAD", headers({ "user-agent": chrome }))).toBe(false);
    expect(FRONT_FILL_HEADER).toBe(FRONT_FILL_HEADER_NAME);
    expect(isCountableView("GET", headers({ "user-agent": chrome, [FRONT_FILL_HEADER]: "x" }))).toBe(false);
    expect(isCountableView("GET", headers({ "user-agent": chrome, "next-router-prefetch": "1" }))).toBe(false);
    expect(isCountableView("GET", headers({ "user-agent": chrome, "sec-purpose": "prefetch;prerender" }))).toBe(false);
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "curl/8.5.0",
      "python-requests/2.32",
      "Go-http-client/1.1",
      "",
    ]) {
      expect(isLikelyBot(ua), ua).toBe(true);
    }
    expect(isLikelyBot(chrome)).toBe(false);
    expect(isLikelyBot("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe(false);
  });
});
