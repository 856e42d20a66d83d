import { describe, expect, it } from "vitest";
import { config } from "zod";
import { configureZodForBrowser } from "./zod-browser-config";

describe("configureZodForBrowser", () => {
  it("sets jitless in the object zod reads its settings from", () => {
    const before = config().jitless;
    try {
      configureZodForBrowser();
      expect(config().jitless).toBe(true);
      expect((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig).toBe(config());
    } finally {
      config({ jitless: before });
    }
  });
});
