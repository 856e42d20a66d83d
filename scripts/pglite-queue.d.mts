import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export declare class BatchQueryQueue {
  constructor(db: PGlite);
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  getQueueLength(): number;
  clearQueueForHandler(handlerId: number): void;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/** Replaces a PGLiteSocketServer's queue before it accepts connections. */
export declare function withBatchQueue<T extends PGLiteSocketServer>(server: T): T;
