import "server-only";
import type { LiveEvent } from "@/features/notifications/live-event";
import { logger } from "@/lib/logger";
import { asciiJson } from "./bus";
import { getHub } from "./get-hub";
import { liveEventSchema, MAX_EVENT_JSON_CHARS } from "../schemas";

/*
 * INTERFACE (issue 13): pushes one live event to every open hub connection of `event.userId`, in
 * this process and every other app instance (in-process bus in the embedded mode, LISTEN/NOTIFY on
 * PostgreSQL, Redis pub/sub when REDIS_URL is set; decision 019). Never throws: a failure is logged
 * (spec 8: hub errors are logged only); a stored notification is replayed from the table on
 * reconnect, so a lost push loses nothing. An event that is malformed or over MAX_EVENT_JSON_CHARS is
 * dropped with an error in the log.
 */
export async function publishLive(event: LiveEvent): Promise<void> {
  try {
    const parsed = liveEventSchema.safeParse(event);
    if (!parsed.success) {
      logger.error({ issues: parsed.error.issues.slice(0, 5) }, "live hub: publishLive got a malformed event; dropped");
      return;
    }
    if (asciiJson(parsed.data).length > MAX_EVENT_JSON_CHARS) {
      logger.error({ userId: event.userId, eventName: event.content.eventName }, "live hub: event too large to push; dropped (it stays in the inbox)");
      return;
    }
    await getHub().publish(parsed.data);
  } catch (err) {
    logger.error({ err, userId: event.userId }, "live hub: publish failed");
  }
}
