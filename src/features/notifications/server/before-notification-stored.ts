import "server-only";

/*
 * HOOK POINT FOR EMAIL, the step before: notify() awaits this once per call BEFORE it opens the
 * transaction that stores the notification (and runs afterNotificationStored inside it). Put here
 * what must not happen inside that transaction, such as starting the queue's sender: on the
 * embedded database (PGlite serves one session at a time) a pg-boss start that needs a second
 * connection while notify()'s transaction holds the first waits forever. Measured: a cold
 * `queueSender()` reached from afterNotificationStored hangs notify(); with `await queueSender()`
 * first it returns in about a second. Today it does nothing.
 */
export async function beforeNotificationStored(): Promise<void> {}
