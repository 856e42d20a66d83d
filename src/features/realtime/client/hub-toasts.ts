import { NOTIFICATION_CREATED } from "@/features/notifications/live-event";
import type { HubEvent } from "./hub-events";

/*
 * Which hub messages show a toast (spec 3 and 4): a toast event shows eventData.message (or
 * eventData.Message) and its content; a resume-upload event an informational toast; a new stored
 * notification its title. Read-state changes and anything unknown show nothing. The toast host
 * keeps spec 9's rules (auto-close 4000 ms, at most 5 at once). A notification replayed after a long
 * absence (created more than NOTIFICATION_TOAST_MAX_AGE_MS ago) updates the bell without a toast,
 * so a reconnect does not queue a toast for every notification missed.
 */
export const NOTIFICATION_TOAST_MAX_AGE_MS = 2 * 60 * 1000;
export type HubToast = { kind: "default" | "info"; message: string; detail: string | null; toastId: string | null };

const MAX_TOAST_CHARS = 300;

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  return trimmed.length > MAX_TOAST_CHARS ? `${trimmed.slice(0, MAX_TOAST_CHARS - 1)}…` : trimmed;
}

export function toastForHubEvent(event: HubEvent, now = Date.now()): HubToast | null {
  const data = event.content.eventData;
  const message = text(data.message) ?? text(data.Message);
  if (event.target === "toast") {
    const detail = text(data.content) ?? text(data.Content);
    return message || detail ? { kind: "default", message: message ?? detail!, detail: message ? detail : null, toastId: null } : null;
  }
  if (event.target === "resume-upload") {
    return { kind: "info", message: message ?? "Your resume upload has been processed.", detail: text(data.content), toastId: null };
  }
  if (event.target === "notification" && event.content.eventName === NOTIFICATION_CREATED) {
    const notification = data.notification as { title?: unknown; id?: unknown; createdAt?: unknown } | undefined;
    const title = text(notification?.title) ?? message;
    if (!title) return null;
    const created = typeof notification?.createdAt === "string" ? Date.parse(notification.createdAt) : NaN;
    if (now - created > NOTIFICATION_TOAST_MAX_AGE_MS) return null;
    // One toast per notification, even when a replay brings it again.
    return { kind: "default", message: title, detail: null, toastId: typeof notification?.id === "string" ? `notification:${notification.id}` : null };
  }
  return null;
}
