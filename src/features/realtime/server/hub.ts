import "server-only";
import type { LiveEvent } from "@/features/notifications/live-event";
import { HUB_BUFFER_BYTES, KEEP_ALIVE_MS } from "../hub-constants";
import { createMemoryBus, type Bus, type BusLog, type BusMode } from "./bus";
import { sseComment, sseMessage } from "./sse";

/*
 * One process's side of the live hub (decision 019): the open SSE connections by person, the bus that
 * brings every app instance's events here, and a tick every 15 s that sends each connection a
 * keep-alive comment and closes those whose session has ended or expired. Limits: so many connections
 * per person and per process, and a connection whose unsent data passes the spec's 100000-byte buffer
 * (a client that stopped reading) is closed; it reconnects and replays what is stored.
 */
export type HubLimits = { perUser: number; total: number };

/** How many recent stored-notification seqs a connection remembers to send each only once. */
const SENT_SEQS_KEPT = 1_000;

export type HubConnection = {
  readonly userId: string;
  readonly sessionId: string;
  /** Sends one live event (buffered while the connection is still replaying). */
  send: (event: LiveEvent) => void;
  /** The stream as the route hands it to the response. */
  readonly stream: ReadableStream<Uint8Array>;
  /** Replays `events` first, then lets buffered live events through (those not replayed). */
  finishReplay: (events: LiveEvent[]) => void;
  keepAlive: () => void;
  close: (reason: string) => void;
  readonly closed: boolean;
};

export class HubLimitError extends Error {
  constructor(readonly scope: "user" | "process") {
    super(scope === "user" ? "Too many live connections for this account. Close another tab and try again." : "The live hub is at capacity. Please try again shortly.");
    this.name = "HubLimitError";
  }
}

export type HubOptions = {
  limits: HubLimits;
  /** The sessions of these ids that are still live (ended or expired ones have their streams closed). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  log: BusLog & { error: (fields: { err?: unknown }, message: string) => void };
  keepAliveMs?: number;
  bufferBytes?: number;
};

export class Hub {
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private bus: Bus | null = null;
  private busReady: Promise<Bus> | null = null;

  constructor(private readonly options: HubOptions) {}

  get connectionCount(): number {
    return this.count;
  }

  get busMode(): BusMode | null {
    return this.bus?.mode ?? null;
  }

  /** Uses `create` to start the bus (once); publishes wait for it. */
  useBus(create: (handlers: { deliver: (e: LiveEvent) => void; onGap: () => void; log: BusLog }) => Promise<Bus>): Promise<Bus> {
    this.busReady ??= create({ deliver: (e) => this.deliver(e), onGap: () => this.closeAll("bus gap"), log: this.options.log }).then((bus) => {
      this.bus = bus;
      this.options.log.info(`live hub: ${bus.mode} bus`);
      return bus;
    });
    return this.busReady;
  }

  async publish(event: LiveEvent): Promise<void> {
    if (!this.busReady) this.useBus(async (h) => createMemoryBus(h));
    const bus = await this.busReady!;
    await bus.publish(event);
  }

  /** The people with an open connection in this process. */
  connectedUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** Delivers an event that arrived from the bus to this process's connections of its person. */
  deliver(event: LiveEvent): void {
    const mine = this.byUser.get(event.userId);
    if (!mine) return;
    for (const connection of mine) connection.send(event);
  }

  /** Opens a connection (replay buffered) or throws HubLimitError. */
  open(owner: { userId: string; sessionId: string }): HubConnection {
    const mine = this.byUser.get(owner.userId);
    if ((mine?.size ?? 0) >= this.options.limits.perUser) throw new HubLimitError("user");
    if (this.count >= this.options.limits.total) throw new HubLimitError("process");
    const connection = this.createConnection(owner);
    const set = mine ?? new Set<HubConnection>();
    set.add(connection);
    this.byUser.set(owner.userId, set);
    this.count += 1;
    this.ensureTimer();
    return connection;
  }

  private remove(connection: HubConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    this.count -= 1;
    if (set.size === 0) this.byUser.delete(connection.userId);
    if (this.count === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.keepAliveMs ?? KEEP_ALIVE_MS);
    this.timer.unref();
  }

  /** Keep-alive to every connection, then closes those whose session has ended or expired. */
  async tick(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((s) => [...s]);
    for (const c of all) c.keepAlive();
    if (all.length === 0) return;
    try {
      const live = await this.options.liveSessions([...new Set(all.map((c) => c.sessionId))]);
      for (const c of all) if (!live.has(c.sessionId)) c.close("session ended");
    } catch (err) {
      this.options.log.error({ err }, "live hub: session check failed");
    }
  }

  /** Closes every connection (the bus may have missed events: the clients reconnect and replay). */
  closeAll(reason: string): void {
    for (const set of [...this.byUser.values()]) for (const c of [...set]) c.close(reason);
  }

  async stop(): Promise<void> {
    this.closeAll("hub stopped");
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const bus = await this.busReady?.catch(() => null);
    await bus?.stop();
    this.bus = null;
    this.busReady = null;
  }

  private createConnection(owner: { userId: string; sessionId: string }): HubConnection {
    const bufferBytes = this.options.bufferBytes ?? HUB_BUFFER_BYTES;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let pending: LiveEvent[] | null = [];
    let closed = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (c) => {
          controller = c;
          // A first chunk at once: servers send the headers with it, and the client counts as connected.
          c.enqueue(sseComment("connected"));
        },
        cancel: () => close("client went away"),
      },
      { highWaterMark: bufferBytes, size: (chunk) => chunk.byteLength },
    );
    // The seqs this connection has sent lately: a stored notification that reaches it twice (the
    // replay and the live push, or the push and the embedded mode's poll) is sent once.
    const sentSeqs = new Set<number>();
    const sendEvent = (event: LiveEvent) => {
      if (event.seq !== undefined) {
        if (sentSeqs.has(event.seq)) return;
        sentSeqs.add(event.seq);
        if (sentSeqs.size > SENT_SEQS_KEPT) sentSeqs.delete(sentSeqs.values().next().value!);
      }
      write(sseMessage(event));
    };
    const write = (bytes: Uint8Array) => {
      if (closed) return;
      controller.enqueue(bytes);
      if ((controller.desiredSize ?? 0) < 0) close("client too slow (buffer full)");
    };
    const close = (reason: string) => {
      if (closed) return;
      closed = true;
      this.remove(connection);
      try {
        controller.close();
      } catch {
        /* already cancelled by the client */
      }
      this.options.log.info(`live hub: connection closed (${reason})`);
    };
    const connection: HubConnection = {
      userId: owner.userId,
      sessionId: owner.sessionId,
      stream,
      get closed() {
        return closed;
      },
      send: (event) => {
        if (pending) pending.push(event);
        else sendEvent(event);
      },
      finishReplay: (events) => {
        for (const e of events) sendEvent(e);
        const live = pending ?? [];
        pending = null;
        for (const e of live) sendEvent(e);
      },
      keepAlive: () => write(sseComment("keep-alive")),
      close,
    };
    return connection;
  }
}
