import { beforeAll } from "vitest";
import type pg from "pg";
import { setDatabaseForTests, type Db } from "@/db/client";
import { resetAuthForTests } from "@/lib/auth/auth";
import { resetEnvCache } from "@/lib/env";
import { createTestPool, migrateTestDatabase, resetTestDatabase } from "./database";
import { invalidateContentCache } from "@/features/content/server/cache";

type WorkerDb = { pool: pg.Pool; db: Db };
const holder = globalThis as unknown as { upstepWorkerDb?: Promise<WorkerDb> };

// One database per worker (files share it, isolate: false), emptied before each file.
beforeAll(async () => {
  holder.upstepWorkerDb ??= (async () => {
    const pool = await createTestPool();
    const db = await migrateTestDatabase(pool);
    return { pool, db };
  })();
  const { pool, db } = await holder.upstepWorkerDb;
  resetEnvCache();
  setDatabaseForTests(pool);
  resetAuthForTests();
  await resetTestDatabase(db);
  // The content cache is per process: an emptied database must not be served from it.
  invalidateContentCache();
});
