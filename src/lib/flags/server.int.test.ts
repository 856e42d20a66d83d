import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags } from "@/db/schema";
import { FLAG_DEFINITIONS } from "./definitions";
import { enabledFeatureKeys, isFeatureEnabled, listFlags, syncFlagDefinitions } from "./server";
import { createUser } from "@/testing/factories";

describe("feature flags", () => {
  it("seeds all 25 keys of the spec with title, description and an apiVersion between 3.73 and 4.44", async () => {
    const flags = await listFlags(getDb());
    expect(flags).toHaveLength(25);
    expect(new Set(flags.map((f) => f.key))).toEqual(new Set(FLAG_DEFINITIONS.map((f) => f.key)));
    for (const f of flags) {
      expect(f.title.length).toBeGreaterThan(0);
      expect(f.description.length).toBeGreaterThan(0);
      const v = Number(f.apiVersion);
      expect(v).toBeGreaterThanOrEqual(3.73);
      expect(v).toBeLessThanOrEqual(4.44);
    }
  });

  it("lists exactly the enabled keys and answers isFeatureEnabled", async () => {
    const db = getDb();
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "browse-jobs"));
    await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "okr_non_google"));
    const keys = await enabledFeatureKeys(db);
    expect(keys).not.toContain("browse-jobs");
    expect(keys).toContain("okr_non_google");
    expect(await isFeatureEnabled("browse-jobs", db)).toBe(false);
    expect(await isFeatureEnabled("okr_non_google", db)).toBe(true);
  });

  it("re-syncing keeps on/off choices and an administrator's edited description", async () => {
    const db = getDb();
    const admin = await createUser({ roles: ["Administrator"] });
    await db.update(featureFlags).set({ enabled: false, description: "Edited by an admin", updatedByUserId: admin.id }).where(eq(featureFlags.key, "job-alerts"));
    await db.update(featureFlags).set({ description: "stale text" }).where(eq(featureFlags.key, "rss-feed"));
    await syncFlagDefinitions(db);
    const flags = await listFlags(db);
    const alerts = flags.find((f) => f.key === "job-alerts")!;
    expect(alerts.enabled).toBe(false);
    expect(alerts.description).toBe("Edited by an admin");
    const rss = flags.find((f) => f.key === "rss-feed")!;
    expect(rss.description).toBe(FLAG_DEFINITIONS.find((f) => f.key === "rss-feed")!.description);
  });
});
