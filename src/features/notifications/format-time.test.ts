import { describe, expect, it } from "vitest";
import { formatNotificationDateTime, formatNotificationTime } from "./format-time";

describe("formatNotificationTime", () => {
  const now = new Date("2026-11-25T15:00:00Z");
  const ago = (ms: number) => formatNotificationTime(new Date(now.getTime() - ms), now);
  it("says how long ago, then the date", () => {
    expect(ago(0)).toBe("just now");
    expect(ago(-5000)).toBe("just now");
    expect(ago(59_000)).toBe("just now");
    expect(ago(60_000)).toBe("1 minute ago");
    expect(ago(59 * 60_000)).toBe("59 minutes ago");
    expect(ago(3_600_000)).toBe("1 hour ago");
    expect(ago(23 * 3_600_000)).toBe("23 hours ago");
    expect(ago(24 * 3_600_000)).toBe("yesterday");
    expect(ago(6 * 86_400_000)).toBe("6 days ago");
    expect(ago(13 * 86_400_000)).toBe("Nov 12");
    expect(formatNotificationTime(new Date("2025-12-30T10:00:00Z"), now)).toBe("Dec 30, 2025");
  });
  it("writes the full time in UTC", () => {
    expect(formatNotificationDateTime(new Date("2026-11-25T15:04:00Z"))).toBe("Nov 25, 2026, 3:04 PM UTC");
  });
});
