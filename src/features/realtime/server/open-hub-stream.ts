import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { lastEventIdSchema, tempKeySchema } from "../schemas";
import { getHub } from "./get-hub";
import { HubLimitError, type HubConnection } from "./hub";
import { consumeHubKey } from "./hub-keys";
import { notificationsAfter } from "./replay";

const INVALID_KEY = "The live connection key is missing, expired or already used. Fetch a new one from /api/get-redis-key.";

/*
 * GET /api/hub: spends the tempKey, checks it belongs to the caller's session when the request carries
 * one (a key is useless with someone else's cookie), opens the connection within the limits, and
 * replays the stored notifications after Last-Event-ID before the live events. 401 for a missing,
 * unknown, expired, spent or foreign key; 429 past the per-person limit; 503 past the process's.
 */
export async function openHubStream(
  db: Db,
  input: { tempKey: string | null; lastEventId: string | null; callerSessionId: string | null; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const key = tempKeySchema.safeParse(input.tempKey ?? "");
  if (!key.success) throw new AppError("UNAUTHENTICATED", INVALID_KEY);
  let after: number | null = null;
  if (input.lastEventId !== null && input.lastEventId !== "") {
    const parsed = lastEventIdSchema.safeParse(input.lastEventId);
    if (!parsed.success) throw new AppError("BAD_REQUEST", "Last-Event-ID must be the id of a hub event.");
    after = parsed.data;
  }
  const owner = await consumeHubKey(db, key.data);
  if (!owner || (input.callerSessionId !== null && input.callerSessionId !== owner.sessionId)) {
    throw new AppError("UNAUTHENTICATED", INVALID_KEY);
  }
  const hub = getHub();
  let connection: HubConnection;
  try {
    connection = hub.open(owner);
  } catch (err) {
    if (err instanceof HubLimitError) {
      logger.warn({ userId: owner.userId, scope: err.scope }, "live hub: connection refused at its limit");
      throw new AppError(err.scope === "user" ? "RATE_LIMITED" : "UNAVAILABLE", err.message, { headers: { "Retry-After": "30" } });
    }
    throw err;
  }
  // The client going away cancels the response stream; the request's signal says so too.
  input.signal?.addEventListener("abort", () => connection.close("client went away"), { once: true });
  // Registered first (live events wait in its buffer), then the replay: nothing falls in between.
  try {
    connection.finishReplay(after === null ? [] : await notificationsAfter(db, owner.userId, after));
  } catch (err) {
    connection.close("replay failed");
    throw err;
  }
  return connection.stream;
}
