import pg from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import net from "node:net";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { citext } from "@electric-sql/pglite/contrib/citext";
import * as schema from "@/db/schema";
import type { Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { installQueues } from "@/lib/queue/boss";
import { syncFlagDefinitions } from "@/lib/flags/server";
import { withBatchQueue } from "../../scripts/pglite-queue.mjs";

export function testDatabasePrefix(runPid: number): string {
  return `upstep_test_${runPid}_w`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/*
 * The test database of one Vitest worker: an in-memory PGlite served in-process by PGlite's socket
 * server and reached with the `pg` driver over loopback — the same path `npm start` uses — or,
 * when TEST_DATABASE_URL is set, a database of its own on that PostgreSQL server.
 * (PGlite's node-postgres shim was tried first: drizzle's migrator hangs on it.)
 */
export async function createTestPool(): Promise<pg.Pool> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const pglite = await PGlite.create({ extensions: { pg_trgm, unaccent, btree_gin, cube, earthdistance, citext } });
    const port = await freePort();
    // Our queue, as in npm start: the stock one interleaves concurrent connections' statements.
    const server = withBatchQueue(new PGLiteSocketServer({ db: pglite, port, host: "127.0.0.1", maxConnections: 16 }));
    await server.start();
    return new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, max: 8 });
  }
  // Unique per run (the Vitest main process is the worker's parent) so that two runs on one server
  // never drop each other's databases; global-setup.ts drops this run's databases at the end.
  const name = `${testDatabasePrefix(process.ppid)}${process.env.VITEST_POOL_ID ?? "0"}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return new pg.Pool({ connectionString: target.toString(), max: 5 });
}

/** Applies the migrations; the flag definitions are synced by resetTestDatabase, before every file. */
export async function migrateTestDatabase(pool: pg.Pool): Promise<Db> {
  const db = drizzle(pool, { schema });
  await migrateDatabase(db);
  await installQueues({ pool });
  return db;
}

/** Empties every table (keeping the migration journal) and restores the flag definitions. */
export async function resetTestDatabase(db: Db): Promise<void> {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = result.rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await db.execute(sql.raw(`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
  // The queue's jobs and schedules (its queues and their policies stay, as installQueues made them).
  await db.execute(sql.raw(`TRUNCATE pgboss.job, pgboss.schedule`));
  await syncFlagDefinitions(db);
}
