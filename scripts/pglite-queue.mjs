// One PGlite has one backend session, shared by every socket connection of PGlite's socket server.
// Its stock queue (pglite-socket 0.2.17, QueryQueueManager) runs protocol messages one at a time
// and keeps a connection's turn only while a transaction is open, so two connections' extended
// query batches (Parse, Bind, Describe, Execute, Sync) interleave: B's Parse replaces the unnamed
// statement between A's Parse and Bind ("unnamed prepared statement does not exist", or A reading
// B's rows), and one thrown message leaves the queue stuck for good (electric-sql/pglite#1046).
//
// BatchQueryQueue is a drop-in replacement: a connection keeps its turn from the first message of
// a batch until the batch ends (Sync or a simple Query) and, beyond that, while it has a
// transaction open; a thrown message fails only its own caller. Installed with withBatchQueue(server)
// by scripts/pglite-server.mjs (npm start, the browser suite) and src/testing/database.ts.

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/** Whether this frontend message ends a request: the backend answers it with ReadyForQuery. */
function endsBatch(message) {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE;
}

/** A startup or SSL/cancel request: length first, no type byte (its first byte is 0). */
function isUntyped(message) {
  return message[0] === 0;
}

export class BatchQueryQueue {
  /** @param {import("@electric-sql/pglite").PGlite} db */
  constructor(db) {
    this.db = db;
    this.queue = [];
    this.processing = false;
    /** The connection whose batch or transaction is in progress, or null. */
    this.owner = null;
  }

  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  next() {
    if (this.owner === null) return this.queue.shift() ?? null;
    const i = this.queue.findIndex((q) => q.handlerId === this.owner);
    return i === -1 ? null : this.queue.splice(i, 1)[0];
  }

  async processQueue() {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let query = this.next(); query; query = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(query.message, {
              onRawData: (data) => {
                bytes += data.length;
                query.onData(data);
              },
            }),
          );
        } catch (error) {
          // Nothing reached the client for this message: end its batch so others are not kept waiting.
          this.owner = this.db.isInTransaction() ? query.handlerId : null;
          query.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
        if (isUntyped(query.message)) {
          // Startup: keeps no turn.
        } else if (endsBatch(query.message)) {
          this.owner = this.db.isInTransaction() ? query.handlerId : null;
        } else {
          this.owner = query.handlerId;
        }
        query.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((q) => {
      if (q.handlerId !== handlerId) return true;
      q.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A connection went away: roll back what it left open and give the turn to the others. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    // A Sync ends a half-sent batch (and any error state it left) before the rollback. (exec takes
    // PGlite's query lock itself, so it runs outside runExclusive.)
    await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    await this.processQueue();
  }
}

/** Replaces a PGLiteSocketServer's queue before it accepts connections. */
export function withBatchQueue(server) {
  if (!server || !("queryQueue" in server)) throw new Error("withBatchQueue: not a PGLiteSocketServer (pglite-socket changed?)");
  server.queryQueue = new BatchQueryQueue(server.db);
  return server;
}
