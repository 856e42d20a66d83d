import { describe, expect, it } from "vitest";
import { cronLabel, cronShapeError } from "./cron-label";

describe("feed schedules in words", () => {
  it("says the common shapes", () => {
    expect(cronLabel("0 */6 * * *")).toBe("every 6 hours at minute 0 (UTC)");
    expect(cronLabel("*/15 * * * *")).toBe("every 15 minutes");
    expect(cronLabel("30 5 * * *")).toBe("daily at 05:30 UTC");
    expect(cronLabel("0 6,18 * * *")).toBe("daily at 06:00 and 18:00 UTC");
    expect(cronLabel("0 13 * * 1")).toBe("Mondays at 13:00 UTC");
    expect(cronLabel("0 7 * * 1-5")).toBe("weekdays at 07:00 UTC");
    expect(cronLabel("0 2 1 * *")).toBe("monthly on day 1 at 02:00 UTC");
    expect(cronLabel("5 * * * *")).toBe("hourly at minute 5");
    expect(cronLabel("0 0 1 1 *")).toBe("cron 0 0 1 1 * (UTC)");
  });

  it("names what is wrong", () => {
    expect(cronShapeError("0 */6 * * *")).toBeNull();
    expect(cronShapeError("0 6 * *")).toMatch(/five fields/);
    expect(cronShapeError("61 * * * *")).toBe("The minute field must be between 0 and 59.");
    expect(cronShapeError("0 24 * * *")).toBe("The hour field must be between 0 and 23.");
    expect(cronShapeError("0 x * * *")).toMatch(/hour field “x”/);
    expect(cronShapeError("*/0 * * * *")).toMatch(/step must be at least 1/);
  });
});
