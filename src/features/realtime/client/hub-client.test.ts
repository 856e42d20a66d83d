import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HubClient, type HubState } from "./hub-client";
import type { HubEvent } from "./hub-events";

/*
 * The client's state machine on Vitest's fake timers (spec 4 and 9): retries after 0, 2, 10 and 30 s
 * then stop, a dropped stream reconnects with a fresh key and Last-Event-ID and gets the replay, the
 * 30 s server timeout, sign-out. The hub is a fetch() stand-in whose streams the test writes to.
 */
const encoder = new TextEncoder();

function fakeHub() {
  const calls: { headers: Record<string, string>; push: (text: string) => void; end: () => void; signal: AbortSignal }[] = [];
  let refuse = false;
  const fetchStub = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = init!.headers as Record<string, string>;
    if (refuse) {
      calls.push({ headers, push: () => {}, end: () => {}, signal: init!.signal! });
      return new Response(JSON.stringify({ error: { code: "UNAVAILABLE" } }), { status: 503 });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init!.signal!.addEventListener("abort", () => {
      try {
        controller.error(new DOMException("aborted", "AbortError"));
      } catch {
        /* already closed */
      }
    });
    calls.push({ headers, push: (t) => controller.enqueue(encoder.encode(t)), end: () => controller.close(), signal: init!.signal! });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  });
  return {
    calls,
    fetch: fetchStub as unknown as typeof fetch,
    refuse: (on: boolean) => void (refuse = on),
    last: () => calls[calls.length - 1]!,
  };
}

function message(opts: { id?: number; target?: string; eventName?: string; eventData?: Record<string, unknown> }): string {
  const content = JSON.stringify({ eventName: opts.eventName ?? "notification.created", eventData: opts.eventData ?? {} });
  const id = opts.id !== undefined ? `id: ${opts.id}\n` : "";
  return `event: message\n${id}data: ${JSON.stringify({ target: opts.target ?? "notification", content })}\n\n`;
}

let hub: ReturnType<typeof fakeHub>;
let events: HubEvent[];
let states: HubState[];
let keys: number;
let client: HubClient;

beforeEach(() => {
  vi.useFakeTimers();
  hub = fakeHub();
  events = [];
  states = [];
  keys = 0;
  client = new HubClient({
    url: "/api/hub",
    fetchKey: async () => `key-${++keys}`,
    fetch: hub.fetch,
    onEvent: (e) => events.push(e),
    onStateChange: (s) => states.push(s),
  });
});

afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("HubClient", () => {
  it("connects with a fresh key in the tempKey header and hands each message to the listeners", async () => {
    client.start();
    await settle();
    expect(client.state).toBe("Connected");
    expect(states).toEqual(["Connecting", "Connected"]);
    expect(hub.last().headers.tempKey).toBe("key-1");
    expect(hub.last().headers["Last-Event-ID"]).toBeUndefined();
    hub.last().push(message({ id: 5, eventData: { message: "Hello" } }) + message({ target: "toast", eventName: "toast", eventData: { Message: "Hi" } }));
    await settle();
    expect(events).toEqual([
      { target: "notification", content: { eventName: "notification.created", eventData: { message: "Hello" } }, seq: 5 },
      { target: "toast", content: { eventName: "toast", eventData: { Message: "Hi" } } },
    ]);
    expect(client.lastEventId).toBe("5");
  });

  it("starts only when no connection exists", async () => {
    client.start();
    client.start();
    await settle();
    client.start();
    await settle();
    expect(hub.calls).toHaveLength(1);
  });

  it("reconnects a dropped stream at once with a new key and Last-Event-ID, and gets the replay", async () => {
    client.start();
    await settle();
    hub.last().push(message({ id: 7, eventData: { message: "seven" } }));
    await settle();
    hub.last().end();
    await settle();
    expect(hub.calls).toHaveLength(2);
    expect(hub.last().headers).toMatchObject({ tempKey: "key-2", "Last-Event-ID": "7" });
    expect(client.state).toBe("Connected");
    expect(states).toEqual(["Connecting", "Connected", "Reconnecting", "Connected"]);
    hub.last().push(message({ id: 8, eventData: { message: "eight" } }) + message({ id: 9, eventData: { message: "nine" } }));
    await settle();
    expect(events.map((e) => e.seq)).toEqual([7, 8, 9]);
  });

  it("retries after 0, 2, 10 and 30 s, then stops", async () => {
    hub.refuse(true);
    client.start();
    await settle();
    // The first attempt failed; the first retry waits 0 s.
    const times: number[] = [];
    const started = Date.now();
    const record = () => times.push(Date.now() - started);
    expect(hub.calls).toHaveLength(2);
    record();
    for (const wait of [2_000, 10_000, 30_000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(hub.calls).toHaveLength(times.length + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(hub.calls).toHaveLength(times.length + 2);
      record();
    }
    expect(times).toEqual([0, 2_000, 12_000, 42_000]);
    expect(client.state).toBe("Disconnected");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(hub.calls).toHaveLength(5);
    expect(new Set(hub.calls.map((c) => c.headers.tempKey)).size).toBe(5);
  });

  it("a connection that opens again resets the schedule", async () => {
    client.start();
    await settle();
    hub.refuse(true);
    hub.last().end();
    await settle(); // retry at 0 s refused
    await vi.advanceTimersByTimeAsync(2_000); // retry at 2 s refused
    hub.refuse(false);
    await vi.advanceTimersByTimeAsync(10_000); // retry at 10 s connects
    expect(client.state).toBe("Connected");
    const before = hub.calls.length;
    hub.last().end();
    await settle();
    expect(hub.calls).toHaveLength(before + 1); // 0 s again, not 30 s
  });

  it("drops a connection silent for 30 s, but keep-alive comments keep it open", async () => {
    client.start();
    await settle();
    await vi.advanceTimersByTimeAsync(15_000);
    hub.last().push(": keep-alive\n\n");
    await vi.advanceTimersByTimeAsync(15_000);
    hub.last().push(": keep-alive\n\n");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hub.calls).toHaveLength(1);
    expect(client.state).toBe("Connected");
    const first = hub.last();
    await vi.advanceTimersByTimeAsync(1);
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1); // the 0 s retry (a timer: due on the next tick)
    expect(hub.calls).toHaveLength(2);
    expect(client.state).toBe("Connected");
  });

  it("stop() disconnects at once and never reconnects (sign-out)", async () => {
    client.start();
    await settle();
    const first = hub.last();
    client.stop();
    expect(states.slice(-2)).toEqual(["Disconnecting", "Disconnected"]);
    expect(first.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub.calls).toHaveLength(1);
    client.start();
    await settle();
    expect(client.state).toBe("Connected");
  });

  it("ignores a malformed message and keeps the connection", async () => {
    const logged: string[] = [];
    client = new HubClient({ url: "/api/hub", fetchKey: async () => "k", fetch: hub.fetch, onEvent: (e) => events.push(e), log: (m) => logged.push(m) });
    client.start();
    await settle();
    hub.last().push("data: not json\n\n" + message({ target: "nowhere" }) + message({ id: 1 }));
    await settle();
    expect(events).toHaveLength(1);
    expect(logged.filter((m) => m.includes("malformed"))).toHaveLength(2);
    expect(client.state).toBe("Connected");
  });
});
