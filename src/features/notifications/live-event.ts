/*
 * The shapes the live hub carries (spec 3: "Real-time message with Target: JSON content with
 * eventName"; "Toast event: eventData.message or eventData.Message, and content"). Shared by the
 * server (publish, replay from stored notifications) and the browser (the hub client, the bell, the
 * toasts). No server-only import: the client bundles it.
 */

/** Targets the hub sends to. */
export const HUB_TARGETS = ["notification", "toast", "resume-upload"] as const;
export type HubTarget = (typeof HUB_TARGETS)[number];

/** What one hub message's `content` (a JSON string on the wire) holds. */
export type HubContent = { eventName: string; eventData: Record<string, unknown> };

/**
 * One live event for one person. `seq` is set for events that replay a stored notification (it is
 * the SSE event id, so `Last-Event-ID` resumes after it); events without it (read-state changes,
 * plain toasts) are live-only.
 */
export type LiveEvent = { userId: string; seq?: number; target: HubTarget; content: HubContent };

/** A stored notification as the hub and the inbox send it to the browser. */
export type NotificationView = {
  id: string;
  seq: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
};

export const NOTIFICATION_CREATED = "notification.created";
export const NOTIFICATION_READ = "notification.read";

/** The live event for a stored notification (sent when stored, and again on replay after a reconnect). */
export function notificationCreatedEvent(userId: string, n: NotificationView, unreadCount: number): LiveEvent {
  return {
    userId,
    seq: n.seq,
    target: "notification",
    content: { eventName: NOTIFICATION_CREATED, eventData: { notification: n, unreadCount, message: n.title } },
  };
}

/** Sent when one (ids) or all (all: true) notifications were marked read, so every open tab agrees. */
export function notificationReadEvent(userId: string, read: { ids?: string[]; all?: boolean }, unreadCount: number): LiveEvent {
  return { userId, target: "notification", content: { eventName: NOTIFICATION_READ, eventData: { ...read, unreadCount } } };
}
