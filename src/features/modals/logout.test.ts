import { describe, expect, it, vi } from "vitest";
import { clearLogoutState, logOutAndGo, logOutEverywhere } from "./logout";
import { STORAGE_KEYS } from "./storage-keys";

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (k: string) => void map.delete(k), setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("logout (spec 4)", () => {
  it("uses the spec's storage keys", () => {
    expect(STORAGE_KEYS).toMatchObject({ recentCourses: "recent-courses", recentJobs: "recent-jobs", personalityAssessment: "personality-assessment", hideNotificationBanner: "hide-notification-banner" });
  });

  it("clears personality assessment, recent courses, recent jobs and tracking state, and sets the logout flag", () => {
    const local = memoryStorage({ "recent-courses": "[1]", "recent-jobs": "[2]", "personality-assessment": "{}", other: "kept" });
    const session = memoryStorage({ "upstep-tracking-session": "s1", "hide-notification-banner": "true" });
    const doc = { cookie: "" };
    const cookies: string[] = [];
    Object.defineProperty(doc, "cookie", { set: (v: string) => cookies.push(v), get: () => "" });
    clearLogoutState({ local, session, doc, now: () => 42 });
    expect([...local.map.entries()]).toEqual([["other", "kept"], ["logout", "42"]]);
    expect([...session.map.keys()]).toEqual(["hide-notification-banner"]);
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["ai_session", "ai_authUser"]);
  });

  it("log out everywhere calls delete-all first and signs out whatever the result", async () => {
    const order: string[] = [];
    await logOutEverywhere({ deleteAllRefreshTokens: async () => void order.push("delete-all"), signOut: () => void order.push("sign-out") });
    expect(order).toEqual(["delete-all", "sign-out"]);
    const signOut = vi.fn();
    await logOutEverywhere({ deleteAllRefreshTokens: () => Promise.reject(new Error("500")), signOut });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("log out clears the browser's state, POSTs the sign-out, then goes to returnTo", async () => {
    const order: string[] = [];
    await logOutAndGo(
      { clear: () => void order.push("clear"), postSignOut: async () => void order.push("post"), assign: (url) => void order.push(`go ${url}`) },
      "/deleteaccount/confirmation",
    );
    expect(order).toEqual(["clear", "post", "go /deleteaccount/confirmation"]);
  });

  it("when the POST fails, log out goes to the log-out page (with returnTo) instead of pretending", async () => {
    const assign = vi.fn();
    await logOutAndGo({ clear: () => {}, postSignOut: () => Promise.reject(new Error("offline")), assign }, "/deleteaccount/confirmation");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/api/auth/logout?returnTo=%2Fdeleteaccount%2Fconfirmation");
    const home = vi.fn();
    await logOutAndGo({ clear: () => {}, postSignOut: () => Promise.reject(new Error("offline")), assign: home });
    expect(home).toHaveBeenCalledExactlyOnceWith("/api/auth/logout");
  });
});

