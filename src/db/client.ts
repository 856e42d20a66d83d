import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { env } from "@/lib/env";

export type Db = NodePgDatabase<typeof schema>;

/*
 * One pool per process, reached by URL. In the embedded default `npm start` runs a PGlite socket
 * server that owns .data/pg and sets DATABASE_URL to it, so the app uses the same `pg` code path as
 * production PostgreSQL. Tests inject an in-process PGlite pool with setDatabaseForTests().
 * Kept on globalThis so dev hot reloads do not open a new pool each time.
 */
const holder = globalThis as unknown as { upstepDb?: { db: Db; pool: pg.Pool } };

export function getDb(): Db {
  if (!holder.upstepDb) {
    const e = env();
    // jit off: the app's queries are short, and PostgreSQL's JIT compile costs 25-40 ms on the
    // search's bigger plans for nothing. work_mem 64MB: at the default 4MB a full-text bitmap over
    // 100k matches turns lossy and every candidate's tsvector is re-read (a "nurse" facet pass went
    // from 1,030 to 630 ms at 1M jobs). Measured on PostgreSQL 15, issue 4 part 8.
    const pool = new pg.Pool({ connectionString: e.DATABASE_URL, max: e.DB_POOL_MAX, options: "-c jit=off -c work_mem=64MB" });
    pool.on("error", () => {
      /* idle client errors are reported by the next query that uses the pool */
    });
    holder.upstepDb = { pool, db: drizzle(pool, { schema }) };
  }
  return holder.upstepDb.db;
}

/** The pool behind getDb() (for a dedicated connection to the same database, e.g. a LISTEN). */
export function getPool(): pg.Pool {
  getDb();
  return holder.upstepDb!.pool;
}

export function setDatabaseForTests(pool: pg.Pool) {
  holder.upstepDb = { pool, db: drizzle(pool, { schema }) };
}
