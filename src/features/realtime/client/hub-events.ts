/*
 * INTERFACE (issue 13): the browser side of the live hub hands every message it receives to these
 * listeners (the bell's unread count, the toasts, the inbox list). Tiny and dependency-free so the
 * header can subscribe without loading the hub client.
 */
import type { HubContent, HubTarget } from "@/features/notifications/live-event";

export type HubEvent = { target: HubTarget; content: HubContent; seq?: number };
type Listener = (event: HubEvent) => void;

const listeners = new Set<Listener>();

export function subscribeHubEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitHubEvent(event: HubEvent): void {
  for (const l of [...listeners]) l(event);
}
