import { describe, expect, it } from "vitest";
import { pushToDataLayer, sessionSignature, sessionUpdatedEvent } from "./data-layer";

describe("session-updated data-layer event", () => {
  it("carries is_logged_in and subscriber_guid", () => {
    expect(sessionUpdatedEvent({ isAuthenticated: true, profile: { subscriberGuid: "abc" } })).toEqual({ event: "session_updated", is_logged_in: true, subscriber_guid: "abc" });
    expect(sessionUpdatedEvent({ isAuthenticated: false, profile: null })).toEqual({ event: "session_updated", is_logged_in: false, subscriber_guid: null });
  });

  it("creates window.dataLayer when missing and appends otherwise", () => {
    const win: { dataLayer?: unknown[] } = {};
    const e = sessionUpdatedEvent({ isAuthenticated: false, profile: null });
    pushToDataLayer(win, e);
    pushToDataLayer(win, e);
    expect(win.dataLayer).toEqual([e, e]);
    expect(sessionSignature(e)).toBe("false:");
  });
});
