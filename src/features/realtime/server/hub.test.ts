import { describe, expect, it } from "vitest";
import type { LiveEvent } from "@/features/notifications/live-event";
import { Hub, HubLimitError } from "./hub";
import { sseComment, sseMessage } from "./sse";

/* The per-process hub on its own: limits, the 100000-byte buffer, each stored notification once. */
const USER = "00000000-0000-4000-8000-000000000001";
const silent = { info: () => {}, warn: () => {}, error: () => {} };

function hub(limits = { perUser: 2, total: 3 }) {
  return new Hub({ limits, liveSessions: async (ids) => new Set(ids), log: silent });
}

function toast(message: string, userId = USER): LiveEvent {
  return { userId, target: "toast", content: { eventName: "toast", eventData: { message } } };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}

describe("Hub", () => {
  it("refuses past the per-person and the per-process limit, and counts closed connections out", () => {
    const h = hub();
    const first = h.open({ userId: USER, sessionId: "s1" });
    h.open({ userId: USER, sessionId: "s1" });
    expect(() => h.open({ userId: USER, sessionId: "s1" })).toThrow(HubLimitError);
    h.open({ userId: "00000000-0000-4000-8000-000000000002", sessionId: "s2" });
    expect(() => h.open({ userId: "00000000-0000-4000-8000-000000000003", sessionId: "s3" })).toThrow(/capacity/);
    first.close("test");
    expect(h.connectionCount).toBe(2);
    expect(() => h.open({ userId: USER, sessionId: "s1" })).not.toThrow();
  });

  it("closes a connection whose unread data passes the 100000-byte buffer", () => {
    const h = hub();
    const c = h.open({ userId: USER, sessionId: "s1" });
    c.finishReplay([]);
    const event = toast("x".repeat(1_000));
    const size = sseMessage(event).byteLength;
    const fits = Math.floor((100_000 - sseComment("connected").byteLength) / size);
    for (let i = 0; i < fits; i++) h.deliver(event);
    expect(c.closed).toBe(false);
    h.deliver(event);
    expect(c.closed).toBe(true);
    expect(h.connectionCount).toBe(0);
  });

  it("sends a stored notification once whether it comes by replay or live, and live events after the replay", async () => {
    const h = hub();
    const c = h.open({ userId: USER, sessionId: "s1" });
    const stored = (seq: number): LiveEvent => ({ userId: USER, seq, target: "notification", content: { eventName: "notification.created", eventData: { n: seq } } });
    h.deliver(stored(2)); // arrives live while the replay is read
    h.deliver(toast("live"));
    c.finishReplay([stored(1), stored(2)]);
    h.deliver(stored(2));
    h.deliver(stored(3));
    c.close("done");
    const text = await readAll(c.stream);
    expect(text.match(/^id: \d+$/gm)).toEqual(["id: 1", "id: 2", "id: 3"]);
    expect(text.indexOf("live")).toBeGreaterThan(text.indexOf("id: 2"));
    expect(text.startsWith(": connected\n\n")).toBe(true);
  });

  it("closes the streams of sessions that ended at the tick, after a keep-alive to all", async () => {
    const h = new Hub({ limits: { perUser: 5, total: 5 }, liveSessions: async () => new Set(["live"]), log: silent });
    const keep = h.open({ userId: USER, sessionId: "live" });
    const end = h.open({ userId: USER, sessionId: "ended" });
    keep.finishReplay([]);
    end.finishReplay([]);
    await h.tick();
    expect(keep.closed).toBe(false);
    expect(end.closed).toBe(true);
    expect(await readAll(end.stream)).toContain(": keep-alive\n\n");
    await h.stop();
    expect(keep.closed).toBe(true);
  });
});
