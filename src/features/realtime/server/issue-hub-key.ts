import "server-only";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { hitLimit } from "@/lib/rate-limit";
import { HUB_KEY_RATE_LIMIT } from "../hub-constants";
import { issueHubKey } from "./hub-keys";

/** GET /api/get-redis-key for a signed-in person: counted per person first (429 past the limit). */
export async function issueHubKeyFor(db: Db, user: { id: string; sessionId: string }): Promise<{ key: string }> {
  const limit = await hitLimit(db, `hub-key:${user.id}`, HUB_KEY_RATE_LIMIT);
  if (limit.limited) {
    throw new AppError("RATE_LIMITED", "Too many live connection requests. Please wait a moment.", { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  return { key: await issueHubKey(db, { userId: user.id, sessionId: user.sessionId }) };
}
