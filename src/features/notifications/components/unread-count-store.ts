"use client";

import { useEffect, useSyncExternalStore } from "react";
import { api } from "@/lib/api/client";
import { subscribeHubEvents } from "@/features/realtime/client/hub-events";
import { NOTIFICATION_CREATED, NOTIFICATION_READ } from "../live-event";
import { NOTIFICATIONS_UNREAD_COUNT_API } from "../endpoints";

/*
 * The signed-in person's unread count in this tab: what the header bell shows. Set by the server's
 * answer (GET /api/notifications/unread-count), by every live event that carries a count
 * (notification.created, notification.read: every tab and device agrees), and by this tab's own
 * actions (marking read on /notifications, opening one). Counts are absolute, so an event that
 * arrives twice does no harm. null until the first answer.
 */
let count: number | null = null;
const listeners = new Set<() => void>();
let unsubscribeHub: (() => void) | null = null;

export function setUnreadCount(next: number): void {
  if (!Number.isInteger(next) || next < 0 || next === count) return;
  count = next;
  listeners.forEach((notify) => notify());
}

function listenToHub() {
  unsubscribeHub ??= subscribeHubEvents((event) => {
    if (event.target !== "notification") return;
    const { eventName, eventData } = event.content;
    if ((eventName === NOTIFICATION_CREATED || eventName === NOTIFICATION_READ) && typeof eventData.unreadCount === "number") setUnreadCount(eventData.unreadCount);
  });
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  listenToHub();
  return () => {
    listeners.delete(notify);
    if (listeners.size === 0) {
      unsubscribeHub?.();
      unsubscribeHub = null;
    }
  };
}

let inFlight: Promise<void> | null = null;

/** Asks the server for the count (one request at a time); a failure keeps what is shown. */
export function refreshUnreadCount(): Promise<void> {
  inFlight ??= api
    .get<{ unreadCount: number }>(NOTIFICATIONS_UNREAD_COUNT_API)
    .then((r) => setUnreadCount(r.unreadCount))
    .catch(() => {})
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The unread count, fetched on first use and again whenever the tab becomes visible. */
export function useUnreadCount(): number | null {
  useEffect(() => {
    void refreshUnreadCount();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshUnreadCount();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}

/** "Notifications, 3 unread": the bell's accessible name. */
export function bellLabel(unread: number | null): string {
  if (!unread) return "Notifications";
  return `Notifications, ${unread > 99 ? "more than 99" : unread} unread`;
}
