import "server-only";
import { queueSender } from "@/lib/queue/enqueue";

/*
 * The step before notify()'s transaction: start the queue's sender, so that afterNotificationStored
 * can queue the mail job inside the transaction. On the embedded database (PGlite serves one session
 * at a time) a pg-boss start that needs a second connection while the transaction holds the first
 * would wait forever; started (and its queue cache filled) beforehand, a send through the
 * transaction touches no other connection.
 */
export async function beforeNotificationStored(): Promise<void> {
  await queueSender();
}
