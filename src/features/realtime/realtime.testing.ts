import { expect } from "vitest";
import { getDb } from "@/db/client";
import { notifications } from "@/db/schema";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type { Role } from "@/lib/auth/roles";
import { callRoute } from "@/testing/http";
import { GET as getKeyRoute } from "@/app/api/get-redis-key/route";
import { GET as hubRoute } from "@/app/api/hub/route";
import { SseParser, type SseEvent } from "./client/sse-parser";

/* Helpers for the live hub's integration tests: people, keys, streams read frame by frame. */

export async function signedIn(name = "Hub Tester", roles: Role[] = []) {
  const user = await createUser({ name, roles });
  const { response, cookie } = await logIn(user.email, user.password);
  if (response.status !== 200 || !cookie) throw new Error(`log-in failed with ${response.status}`);
  return { ...user, cookie };
}

export async function fetchKey(cookie?: string): Promise<Response> {
  return callRoute(getKeyRoute, { path: "/api/get-redis-key", cookie });
}

export async function keyFor(cookie: string): Promise<string> {
  const response = await fetchKey(cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

export function openHub(opts: { key?: string; cookie?: string; lastEventId?: string }): Promise<Response> {
  const headers: Record<string, string> = {};
  if (opts.key !== undefined) headers.tempKey = opts.key;
  if (opts.lastEventId !== undefined) headers["last-event-id"] = opts.lastEventId;
  return callRoute(hubRoute, { path: "/api/hub", cookie: opts.cookie, headers });
}

export type HubMessage = { id: string | null; target: string; eventName: string; eventData: Record<string, unknown> };

/** Reads a hub response's frames: `next(n)` waits for n messages; `comments` counts keep-alives. */
export function hubReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const queue: SseEvent[] = [];
  let raw = "";
  let ended = false;
  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return;
    }
    const text = decoder.decode(value, { stream: true });
    raw += text;
    queue.push(...parser.feed(text));
  };
  const toMessage = (e: SseEvent): HubMessage => {
    const data = JSON.parse(e.data) as { target: string; content: string };
    const content = JSON.parse(data.content) as { eventName: string; eventData: Record<string, unknown> };
    return { id: e.id, target: data.target, ...content };
  };
  return {
    async next(n = 1): Promise<HubMessage[]> {
      while (queue.length < n && !ended) await pull();
      if (queue.length < n) throw new Error(`stream ended after ${queue.length} of ${n} messages`);
      return queue.splice(0, n).map(toMessage);
    },
    /** Reads until the raw text contains `text` (a comment, say). */
    async until(text: string): Promise<void> {
      while (!raw.includes(text) && !ended) await pull();
      if (!raw.includes(text)) throw new Error(`stream ended before ${JSON.stringify(text)}`);
    },
    /** Reads until the server ends the stream. */
    async end(): Promise<void> {
      while (!ended) await pull();
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

export async function storeNotification(userId: string, title: string) {
  const [row] = await getDb().insert(notifications).values({ userId, type: "test", title, body: `${title} body` }).returning();
  return row!;
}
