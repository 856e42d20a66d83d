import { describe, expect, it } from "vitest";
import { idSchema, updateFeatureFlagSchema, DESCRIPTION_MAX } from "./schemas";
import { ADMIN_MESSAGES } from "./messages";

describe("idSchema", () => {
  it("accepts UUIDs and rejects anything else with one message", () => {
    expect(idSchema.safeParse("7a0c8d4e-2f51-4b8e-9a39-0d6f0e3b2c11").success).toBe(true);
    expect(idSchema.safeParse("7A0C8D4E-2F51-4B8E-9A39-0D6F0E3B2C11").success).toBe(true);
    for (const bad of ["", "123", "not-a-uuid", "7a0c8d4e2f514b8e9a390d6f0e3b2c11", "7a0c8d4e-2f51-4b8e-9a39-0d6f0e3b2c1", "' or 1=1 --", undefined, 42]) {
      const r = idSchema.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      if (typeof bad === "string") expect(r.error!.issues[0]!.message).toBe(ADMIN_MESSAGES.invalidId);
    }
  });
});

describe("updateFeatureFlagSchema", () => {
  it("accepts enabled, description or both", () => {
    expect(updateFeatureFlagSchema.parse({ enabled: true })).toEqual({ enabled: true });
    expect(updateFeatureFlagSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(updateFeatureFlagSchema.parse({ description: "  Shows jobs.  " })).toEqual({ description: "Shows jobs." });
    expect(updateFeatureFlagSchema.parse({ enabled: true, description: "x" })).toEqual({ enabled: true, description: "x" });
  });

  it("rejects an empty patch, wrong types, unknown fields and non-objects", () => {
    const empty = updateFeatureFlagSchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]!.message).toBe(ADMIN_MESSAGES.patchNeedsAField);
    expect(updateFeatureFlagSchema.safeParse({ enabled: "yes" }).error!.issues[0]!.path).toEqual(["enabled"]);
    expect(updateFeatureFlagSchema.safeParse({ enabled: 1 }).success).toBe(false);
    expect(updateFeatureFlagSchema.safeParse({ enabled: null }).success).toBe(false);
    expect(updateFeatureFlagSchema.safeParse({ enabled: true, key: "x" }).success).toBe(false);
    expect(updateFeatureFlagSchema.safeParse({ title: "x" }).success).toBe(false);
    for (const v of [undefined, null, [], "enabled", true]) expect(updateFeatureFlagSchema.safeParse(v).success).toBe(false);
  });

  it("bounds the description to 1-500 characters after trimming", () => {
    expect(updateFeatureFlagSchema.safeParse({ description: "" }).error!.issues[0]!.message).toBe(ADMIN_MESSAGES.descriptionRequired);
    expect(updateFeatureFlagSchema.safeParse({ description: "   " }).error!.issues[0]!.message).toBe(ADMIN_MESSAGES.descriptionRequired);
    expect(updateFeatureFlagSchema.safeParse({ description: "x".repeat(DESCRIPTION_MAX) }).success).toBe(true);
    expect(updateFeatureFlagSchema.safeParse({ description: ` ${"x".repeat(DESCRIPTION_MAX)} ` }).success).toBe(true);
    expect(updateFeatureFlagSchema.safeParse({ description: "x".repeat(DESCRIPTION_MAX + 1) }).error!.issues[0]!.message).toBe(ADMIN_MESSAGES.descriptionTooLong);
    expect(updateFeatureFlagSchema.safeParse({ description: 5 }).success).toBe(false);
  });
});
