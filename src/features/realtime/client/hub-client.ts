import { hubContentSchema, hubWireMessageSchema } from "../schemas";
import { RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS, TEMP_KEY_HEADER } from "../hub-constants";
import type { HubEvent } from "./hub-events";
import { SseParser } from "./sse-parser";

/*
 * The browser's live hub connection (spec 4): states Disconnected, Connecting, Connected,
 * Reconnecting, Disconnecting. start() opens one connection when none exists: a fresh key from
 * GET /api/get-redis-key, then a fetch-based SSE stream sending it as the tempKey header (EventSource
 * cannot send headers). A stream that ends, fails, or stays silent for the server timeout (30 s;
 * the server's keep-alive comes every 15 s) is dropped and retried after 0, 2, 10 and 30 s, each time
 * with a fresh key and Last-Event-ID, so the server replays the stored notifications missed in between;
 * after the fourth failed retry it stops (Disconnected). A connection that opens resets the schedule.
 * Errors are logged, never shown (spec 8).
 */
export type HubState = "Disconnected" | "Connecting" | "Connected" | "Reconnecting" | "Disconnecting";

export type HubClientOptions = {
  url: string;
  fetchKey: () => Promise<string>;
  onEvent: (event: HubEvent) => void;
  onStateChange?: (state: HubState) => void;
  log?: (message: string, error?: unknown) => void;
  fetch?: typeof fetch;
  delaysMs?: readonly number[];
  serverTimeoutMs?: number;
};

export class HubClient {
  private current: HubState = "Disconnected";
  private retries = 0;
  private abort: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private lastId: string | null = null;
  /** Each connection attempt's number: a late answer of an abandoned attempt changes nothing. */
  private attemptId = 0;

  constructor(private readonly options: HubClientOptions) {}

  get state(): HubState {
    return this.current;
  }

  /** The last stored notification's event id received (sent as Last-Event-ID on reconnect). */
  get lastEventId(): string | null {
    return this.lastId;
  }

  /** Connects unless a connection exists or is being made. */
  start(): void {
    if (this.current !== "Disconnected") return;
    this.retries = 0;
    void this.connect("Connecting");
  }

  /** Closes the connection and cancels any retry (sign-out). */
  stop(): void {
    if (this.current === "Disconnected") return;
    this.setState("Disconnecting");
    this.attemptId += 1;
    this.clearTimers();
    this.abort?.abort();
    this.abort = null;
    this.setState("Disconnected");
  }

  private setState(next: HubState): void {
    if (next === this.current) return;
    this.current = next;
    this.options.onStateChange?.(next);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.retryTimer = this.watchdog = null;
  }

  private armWatchdog(abort: AbortController): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => abort.abort(new Error("no data from the hub for the server timeout")), this.options.serverTimeoutMs ?? SERVER_TIMEOUT_MS);
  }

  private async connect(state: "Connecting" | "Reconnecting"): Promise<void> {
    const attempt = ++this.attemptId;
    this.setState(state);
    const abort = new AbortController();
    this.abort = abort;
    const live = () => attempt === this.attemptId;
    try {
      const key = await this.options.fetchKey();
      if (!live()) return;
      const headers: Record<string, string> = { [TEMP_KEY_HEADER]: key, Accept: "text/event-stream" };
      if (this.lastId !== null) headers["Last-Event-ID"] = this.lastId;
      const response = await (this.options.fetch ?? fetch)(this.options.url, { headers, signal: abort.signal, cache: "no-store", credentials: "same-origin" });
      if (!live()) return;
      if (!response.ok || !response.body) throw new Error(`the hub answered ${response.status}`);
      this.retries = 0;
      this.setState("Connected");
      this.armWatchdog(abort);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (!live()) return;
        if (done) throw new Error("the hub closed the stream");
        this.armWatchdog(abort);
        for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
          if (message.id !== null) this.lastId = message.id;
          this.handle(message.data, message.id);
        }
      }
    } catch (error) {
      if (!live()) return;
      this.options.log?.("live hub connection dropped", error);
      abort.abort();
      this.scheduleRetry();
    }
  }

  private handle(data: string, id: string | null): void {
    try {
      const wire = hubWireMessageSchema.parse(JSON.parse(data));
      const content = hubContentSchema.parse(JSON.parse(wire.content));
      const seq = id !== null && /^\d+$/.test(id) ? Number(id) : undefined;
      this.options.onEvent({ target: wire.target, content, ...(seq !== undefined ? { seq } : {}) });
    } catch (error) {
      this.options.log?.("live hub: ignored a malformed message", error);
    }
  }

  private scheduleRetry(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    const delays = this.options.delaysMs ?? RECONNECT_DELAYS_MS;
    if (this.retries >= delays.length) {
      this.options.log?.("live hub: gave up reconnecting");
      this.abort = null;
      this.setState("Disconnected");
      return;
    }
    const delay = delays[this.retries]!;
    this.retries += 1;
    this.setState("Reconnecting");
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect("Reconnecting");
    }, delay);
  }
}
