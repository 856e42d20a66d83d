import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { getEmailPreferences, setEmailPreferences } from "@/lib/email/preferences";
import { unsubscribeToken } from "@/lib/email/unsubscribe";
import { emailUnsubscribePagePath } from "@/lib/routes";
import { callRoute } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type * as SettingsPageModule from "@/app/dashboard/settings/page";
import type * as UnsubscribePageModule from "@/app/email/unsubscribe/page";
import type * as UnsubscribeRouteModule from "@/app/api/email/unsubscribe/route";
import type * as ScreenModule from "../components/email-settings-screen";
import type * as UnsubscribePanelModule from "../components/unsubscribe-panel";
import { propsOf, redirectOf } from "@/testing/pages";

/*
 * The pages' server behaviour (issue 13 part 2): who gets in, where the others go, what the pages are
 * given to render. The page functions run as Next runs them, with the request's headers mocked in.
 */
// One request object for every test file that renders pages (files share a worker, isolate: false,
// and the first file's mock of next/headers is the one the cached page modules keep): globalThis.
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let SettingsPage: typeof SettingsPageModule.default;
let UnsubscribePage: typeof UnsubscribePageModule.default;
let unsubscribePost: typeof UnsubscribeRouteModule.POST;
let EmailSettingsScreen: typeof ScreenModule.EmailSettingsScreen;
let UnsubscribePanel: typeof UnsubscribePanelModule.UnsubscribePanel;

beforeAll(async () => {
  // Integration files share a worker's module cache (isolate: false): load the pages under the mock above.
  vi.resetModules();
  ({ default: SettingsPage } = await import("@/app/dashboard/settings/page"));
  ({ default: UnsubscribePage } = await import("@/app/email/unsubscribe/page"));
  ({ POST: unsubscribePost } = await import("@/app/api/email/unsubscribe/route"));
  ({ EmailSettingsScreen } = await import("../components/email-settings-screen"));
  ({ UnsubscribePanel } = await import("../components/unsubscribe-panel"));
});

beforeEach(() => {
  request.cookie = "";
});

const params = (sp: Record<string, string | undefined>) => ({ searchParams: Promise.resolve(sp) });

async function signIn() {
  const user = await createUser();
  request.cookie = (await logIn(user.email, user.password)).cookie;
  return user;
}

describe("/dashboard/settings", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    expect(await redirectOf(() => SettingsPage())).toBe("/api/auth/login?returnTo=%2Fdashboard%2Fsettings");
  });

  it("renders the signed-in person's own preferences", async () => {
    const user = await signIn();
    await setEmailPreferences(getDb(), user.id, { "job-alerts": false, "product-news": true }, "settings");
    const other = await createUser();
    await setEmailPreferences(getDb(), other.id, { events: false }, "settings");
    const panel = propsOf<{ preferences: Record<string, boolean> }>(await SettingsPage(), EmailSettingsScreen);
    expect(panel?.preferences).toEqual({ "job-alerts": false, "application-updates": true, "employer-messages": true, events: true, "product-news": true });
  });
});

// /my-profile's tabs (decision 031) are tested in app/my-profile/my-profile-pages.int.test.ts,
// including the settings tab's preferences.

describe("/email/unsubscribe", () => {
  type State = UnsubscribePanelModule.UnsubscribeState;
  const stateOf = async (sp: Record<string, string | undefined>) => propsOf<{ state: State }>(await UnsubscribePage(params(sp)), UnsubscribePanel)?.state;

  it("asks signed out, and a GET changes nothing", async () => {
    const user = await createUser();
    const token = unsubscribeToken(user.id, "job-alerts");
    expect(await stateOf({ token })).toEqual({ kind: "ask", token, label: "Job alerts" });
    expect((await getEmailPreferences(getDb(), user.id))["job-alerts"]).toBe(true);
  });

  it("says an invalid, altered or missing token does not work", async () => {
    const user = await createUser();
    const token = unsubscribeToken(user.id, "events");
    for (const sp of [{}, { token: "nonsense" }, { token: `${token.slice(0, -2)}xx` }, { token: token.replace(".events.", ".job-alerts.") }]) {
      expect(await stateOf(sp), JSON.stringify(sp)).toEqual({ kind: "invalid" });
    }
    expect(await stateOf({ token: "nonsense", done: "1" })).toEqual({ kind: "invalid" });
  });

  it("the page's form post (a browser: Accept text/html) turns the category off and comes back with done=1", async () => {
    const user = await createUser();
    const token = unsubscribeToken(user.id, "employer-messages");
    const res = await callRoute(unsubscribePost, {
      method: "POST",
      path: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      rawBody: "List-Unsubscribe=One-Click",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(emailUnsubscribePagePath(token, { done: true }));
    expect((await getEmailPreferences(getDb(), user.id))["employer-messages"]).toBe(false);
    expect(await stateOf({ token, done: "1" })).toEqual({ kind: "done", label: "Messages from employers" });
  });
});
