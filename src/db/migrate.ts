import "server-only";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";
import { syncFlagDefinitions } from "@/lib/flags/server";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src", "db", "migrations");

/** Applies the committed migrations and brings the feature flag definitions up to date. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await syncFlagDefinitions(db);
}
