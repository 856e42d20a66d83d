import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { featureFlags } from "@/db/schema";
import { FLAG_DEFINITIONS, type FeatureFlag, type FlagKey } from "./definitions";

const columns = {
  id: featureFlags.id,
  key: featureFlags.key,
  title: featureFlags.title,
  description: featureFlags.description,
  apiVersion: featureFlags.apiVersion,
  enabled: featureFlags.enabled,
  updatedAt: featureFlags.updatedAt,
} satisfies Record<keyof FeatureFlag, unknown>;

export async function listFlags(db: Db = getDb()): Promise<FeatureFlag[]> {
  return db.select(columns).from(featureFlags).orderBy(asc(featureFlags.key));
}

export async function getFlagById(db: Db, id: string): Promise<FeatureFlag | null> {
  const rows = await db.select(columns).from(featureFlags).where(eq(featureFlags.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function enabledFeatureKeys(db: Db = getDb()): Promise<string[]> {
  const rows = await db
    .select({ key: featureFlags.key })
    .from(featureFlags)
    .where(eq(featureFlags.enabled, true))
    .orderBy(asc(featureFlags.key));
  return rows.map((r) => r.key);
}

export async function isFeatureEnabled(key: FlagKey, db: Db = getDb()): Promise<boolean> {
  const rows = await db.select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.key, key)).limit(1);
  return rows[0]?.enabled ?? false;
}

/**
 * Inserts missing definitions and refreshes titles and apiVersions; keeps each flag's on/off state,
 * and keeps a description an administrator has edited (updated_by_user_id set).
 */
export async function syncFlagDefinitions(db: Db): Promise<void> {
  await db
    .insert(featureFlags)
    .values(FLAG_DEFINITIONS.map((f) => ({ key: f.key, title: f.title, description: f.description, apiVersion: f.apiVersion, enabled: f.enabled })))
    .onConflictDoUpdate({
      target: featureFlags.key,
      set: {
        title: sql`excluded.title`,
        description: sql`CASE WHEN ${featureFlags.updatedByUserId} IS NULL THEN excluded.description ELSE ${featureFlags.description} END`,
        apiVersion: sql`excluded.api_version`,
      },
    });
}
