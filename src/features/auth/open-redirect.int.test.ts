import { describe, expect, it } from "vitest";
import { GET as loginGet } from "@/app/api/auth/login/route";
import { GET as logoutGet, POST as logoutPost } from "@/app/api/auth/logout/route";
import { GET as signInGet } from "@/app/api/auth/sign-in/route";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";

/*
 * Issue 12 finding 2: returnTo is checked after it is normalised. Each payload becomes "//evil.example"
 * (a host) when a browser resolves it, or was refused before and must stay refused; the auth routes
 * answer with a same-site Location that does not carry it, never with a 500.
 */
const PAYLOADS = [
  "/.//evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/jobs/..//evil.example",
  "/./\\evil.example",
  "/\t/evil.example",
  "/.\n//evil.example",
  "/%5Cevil.example",
  "//evil.example",
  "/\\evil.example",
  "%2F%2Fevil.example",
  "/foo\r\nLocation: https://evil.example",
  "/foo%0d%0aSet-Cookie:x=1",
  "javascript:alert(1)",
  "https://evil.example",
];

/** The Location a browser would follow, resolved against this site: it must stay on this site. */
function followed(res: Response): URL {
  expect(res.status, "a redirect, not an error").toBe(302);
  const location = res.headers.get("location");
  expect(location).toBeTruthy();
  const url = new URL(location!, TEST_ORIGIN);
  expect(url.origin).toBe(TEST_ORIGIN);
  expect(location).not.toMatch(/evil\.example/);
  return url;
}

describe("returnTo is checked after normalising", () => {
  it.each(PAYLOADS)("GET /api/auth/login refuses %j (signed out: /login without it)", async (payload) => {
    const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent(payload)}` });
    const url = followed(res);
    expect(url.pathname + url.search).toBe("/login");
  });

  it("GET /api/auth/login refuses every payload for a signed-in user too (home instead)", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    for (const payload of PAYLOADS) {
      const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent(payload)}`, cookie });
      expect(followed(res).pathname, payload).toBe("/");
    }
  });

  it("GET /api/auth/sign-in drops every payload", async () => {
    for (const payload of PAYLOADS) {
      const res = await callRoute(signInGet, { path: `/api/auth/sign-in?from_sign_up=true&returnTo=${encodeURIComponent(payload)}` });
      expect(followed(res).search, payload).toBe("?from_sign_up=true");
    }
  });

  it.each(PAYLOADS)("GET /api/auth/logout refuses %j, signed out and signed in", async (payload) => {
    const path = `/api/auth/logout?returnTo=${encodeURIComponent(payload)}`;
    expect(followed(await callRoute(logoutGet, { path })).pathname).toBe("/");
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const page = followed(await callRoute(logoutGet, { path, cookie }));
    // The log-out page keeps only a same-site returnTo: here none.
    expect(page.searchParams.get("returnTo") ?? "/").toBe("/");
  });

  it("POST /api/auth/logout ignores a returnTo in its query: it answers 204 with no Location", async () => {
    const res = await callRoute(logoutPost, { method: "POST", path: `/api/auth/logout?returnTo=${encodeURIComponent("/.//evil.example")}` });
    expect(res.status).toBe(204);
    expect(res.headers.get("location")).toBeNull();
  });

  it("keeps a same-site returnTo, normalised", async () => {
    const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent("/jobs/./../account/security?tab=2#sessions")}` });
    expect(followed(res).searchParams.get("returnTo")).toBe("/account/security?tab=2#sessions");
  });
});
