"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { subscribeHubEvents } from "@/features/realtime/client/hub-events";
import { NOTIFICATION_CREATED, NOTIFICATION_READ } from "../live-event";
import { setUnreadCount } from "./unread-count-store";

/*
 * Keeps a server-rendered inbox page current: a live notification.created or notification.read
 * (from this person's other tabs or devices) re-renders the page on the server, and a new one is
 * announced politely to screen readers. `unreadCount` is what the server counted for this render,
 * handed to the header bell (this tab's own marks and opening a notification change it).
 */
export function InboxLiveUpdates({ unreadCount }: { unreadCount: number }) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    setUnreadCount(unreadCount);
  }, [unreadCount]);
  useEffect(
    () =>
      subscribeHubEvents((event) => {
        if (event.target !== "notification") return;
        const { eventName, eventData } = event.content;
        if (eventName === NOTIFICATION_CREATED) {
          const title = (eventData.notification as { title?: unknown } | undefined)?.title;
          if (typeof title === "string") setAnnouncement(`New notification: ${title}`);
          router.refresh();
        } else if (eventName === NOTIFICATION_READ) {
          router.refresh();
        }
      }),
    [router],
  );
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
