import "server-only";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src", "db", "migrations");

/**
 * Applies the committed migrations, and only that: the setup step (src/seed/setup-cli.ts) syncs the
 * flag definitions after it, so db never imports lib/flags, which imports db (decision 012).
 */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
