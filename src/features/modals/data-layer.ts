/*
 * Spec 4: session-updated events are pushed to the data layer with is_logged_in and subscriber_guid.
 */
export type SessionUpdatedEvent = { event: "session_updated"; is_logged_in: boolean; subscriber_guid: string | null };

export function sessionUpdatedEvent(session: { isAuthenticated: boolean; profile: { subscriberGuid: string } | null }): SessionUpdatedEvent {
  return { event: "session_updated", is_logged_in: session.isAuthenticated, subscriber_guid: session.profile?.subscriberGuid ?? null };
}

export function pushToDataLayer(win: { dataLayer?: unknown[] }, event: SessionUpdatedEvent): void {
  win.dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : [];
  win.dataLayer.push(event);
}

/** A stable signature so the same session is pushed once, and again whenever it changes. */
export function sessionSignature(e: SessionUpdatedEvent): string {
  return `${e.is_logged_in}:${e.subscriber_guid ?? ""}`;
}
