import { describe, expect, it } from "vitest";
import { notificationCreatedEvent, notificationReadEvent, type NotificationView } from "@/features/notifications/live-event";
import { NOTIFICATION_TOAST_MAX_AGE_MS, toastForHubEvent } from "./hub-toasts";

const USER = "00000000-0000-4000-8000-000000000001";
const view: NotificationView = { id: "n-1", seq: 3, type: "application-update", title: "Your application moved on", body: "", link: null, data: {}, createdAt: "2026-11-25T10:00:00.000Z", readAt: null };

describe("toastForHubEvent", () => {
  it("shows a toast event's eventData.message or eventData.Message, with its content", () => {
    expect(toastForHubEvent({ target: "toast", content: { eventName: "toast", eventData: { message: "Saved", content: "Your search alert is on." } } })).toEqual({
      kind: "default",
      message: "Saved",
      detail: "Your search alert is on.",
      toastId: null,
    });
    expect(toastForHubEvent({ target: "toast", content: { eventName: "toast", eventData: { Message: "Hello" } } })?.message).toBe("Hello");
    expect(toastForHubEvent({ target: "toast", content: { eventName: "toast", eventData: {} } })).toBeNull();
  });

  it("shows resume-upload events as informational toasts", () => {
    expect(toastForHubEvent({ target: "resume-upload", content: { eventName: "parsed", eventData: {} } })).toMatchObject({ kind: "info", message: "Your resume upload has been processed." });
    expect(toastForHubEvent({ target: "resume-upload", content: { eventName: "parsed", eventData: { message: "Resume read" } } })?.message).toBe("Resume read");
  });

  it("shows a new notification's title once per notification, and nothing for read-state changes", () => {
    const created = notificationCreatedEvent(USER, view, 1);
    const now = Date.parse(view.createdAt) + 1_000;
    expect(toastForHubEvent(created, now)).toEqual({ kind: "default", message: "Your application moved on", detail: null, toastId: "notification:n-1" });
    expect(toastForHubEvent(notificationReadEvent(USER, { all: true }, 0), now)).toBeNull();
  });

  it("shows no toast for a notification replayed long after it was created (the bell still counts it)", () => {
    const created = notificationCreatedEvent(USER, view, 1);
    expect(toastForHubEvent(created, Date.parse(view.createdAt) + NOTIFICATION_TOAST_MAX_AGE_MS)).not.toBeNull();
    expect(toastForHubEvent(created, Date.parse(view.createdAt) + NOTIFICATION_TOAST_MAX_AGE_MS + 1)).toBeNull();
  });

  it("cuts a very long message", () => {
    const toast = toastForHubEvent({ target: "toast", content: { eventName: "toast", eventData: { message: "x".repeat(1000) } } });
    expect(toast!.message).toHaveLength(300);
  });
});
