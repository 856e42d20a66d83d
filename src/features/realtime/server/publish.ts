import "server-only";
import type { LiveEvent } from "@/features/notifications/live-event";

/*
 * INTERFACE (issue 13): pushes one live event to every open hub connection of `event.userId`, in
 * this process and every other app instance (in-process bus in the embedded mode, LISTEN/NOTIFY on
 * PostgreSQL, Redis pub/sub when REDIS_URL is set). Never throws for a person with no open
 * connection; a stored notification is replayed from the table on reconnect, so a lost push loses
 * nothing. The realtime module replaces this placeholder body with the bus.
 */
export async function publishLive(event: LiveEvent): Promise<void> {
  void event;
}
