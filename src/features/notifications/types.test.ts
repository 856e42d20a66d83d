import { describe, expect, it } from "vitest";
import { bellLabel } from "./components/unread-count-store";
import { isInternalPath, listNotificationsQuerySchema, notifyEventSchema } from "./schemas";
import { EMAIL_CATEGORIES, NOTIFICATION_TYPES, notificationTypeLabel } from "./types";
import { notificationPath, notificationsPath } from "@/lib/routes";

describe("notification types", () => {
  it("each names an email category of the preferences, or none", () => {
    for (const [type, info] of Object.entries(NOTIFICATION_TYPES)) {
      if (info.emailCategory !== null) expect(EMAIL_CATEGORIES, type).toContain(info.emailCategory);
      if (info.transactional) expect(info.emailCategory, type).toBeNull();
    }
    expect(notificationTypeLabel("employer-message")).toBe("Message from an employer");
    expect(notificationTypeLabel("retired-type")).toBe("Upstep");
  });
});

describe("schemas", () => {
  it("accepts only paths inside Upstep as links", () => {
    for (const ok of ["/", "/jobs", "/jobs?q=a%20b#x", "/notifications/abc"]) expect(isInternalPath(ok), ok).toBe(true);
    for (const bad of ["", "jobs", "//evil.example", "/\\evil.example", "/\t/evil.example", "/a b", "http://x/", "\n/jobs"]) expect(isInternalPath(bad), JSON.stringify(bad)).toBe(false);
  });
  it("defaults body, link and data", () => {
    expect(notifyEventSchema.parse({ type: "system", title: " Hi " })).toEqual({ type: "system", title: "Hi", body: "", link: null, data: {} });
  });
  it("reads the inbox query", () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ unread: false, page: 1 });
    expect(listNotificationsQuerySchema.parse({ unread: "1", page: "3" })).toEqual({ unread: true, page: 3 });
    expect(listNotificationsQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});

describe("URLs and labels", () => {
  it("omits page 1 and the all filter", () => {
    expect(notificationsPath()).toBe("/notifications");
    expect(notificationsPath({ unread: true, page: 1 })).toBe("/notifications?unread=1");
    expect(notificationsPath({ page: 2 })).toBe("/notifications?page=2");
    expect(notificationPath("a/b")).toBe("/notifications/a%2Fb");
  });
  it("names the bell with its count", () => {
    expect(bellLabel(null)).toBe("Notifications");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(150)).toBe("Notifications, more than 99 unread");
  });
});
