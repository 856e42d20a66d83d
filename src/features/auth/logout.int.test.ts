import { describe, expect, it } from "vitest";
import { GET as contextGet } from "@/app/api/context/route";
import { GET as logoutGet, POST as logoutPost } from "@/app/api/auth/logout/route";
import { POST as deleteAllPost } from "@/app/api/identity/refresh-tokens/delete-all/route";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";

/*
 * Issue 12 finding 12: logging out changes state, so it is a POST with the CSRF header. A GET (an
 * image tag or a link on another site) only leads to the log-out page, which asks.
 */
async function signedIn(cookie: string): Promise<boolean> {
  const res = await callRoute(contextGet, { path: "/api/context", cookie });
  return ((await res.json()) as { session: { isAuthenticated: boolean } }).session.isAuthenticated;
}

async function session() {
  const user = await createUser();
  const { cookie } = await logIn(user.email, user.password);
  expect(await signedIn(cookie)).toBe(true);
  return cookie;
}

const SESSION_COOKIE = /^upstep\.session_token=;/;

describe("log out", () => {
  it("GET /api/auth/logout keeps the session and sends a signed-in user to the log-out page with returnTo", async () => {
    const cookie = await session();
    const res = await callRoute(logoutGet, { path: `/api/auth/logout?returnTo=${encodeURIComponent("/deleteaccount/confirmation")}`, cookie, csrf: false });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/logout");
    expect(location.searchParams.get("returnTo")).toBe("/deleteaccount/confirmation");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("GET /api/auth/logout sends a signed-out visitor straight to returnTo, setting no cookie", async () => {
    const res = await callRoute(logoutGet, { path: `/api/auth/logout?returnTo=${encodeURIComponent("/deleteaccount/confirmation")}`, csrf: false });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/deleteaccount/confirmation");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await callRoute(logoutGet, { path: "/api/auth/logout", csrf: false })).headers.get("location")).toBe("/");
  });

  it("POST without the CSRF header is refused (403) and the session stays", async () => {
    const cookie = await session();
    const res = await callRoute(logoutPost, { method: "POST", path: "/api/auth/logout", cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("POST with the CSRF header ends this session and clears its cookie (204)", async () => {
    const cookie = await session();
    const other = await session();
    const res = await callRoute(logoutPost, { method: "POST", path: "/api/auth/logout", cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => SESSION_COOKIE.test(c))).toBe(true);
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(other)).toBe(true);
  });

  it("POST when already signed out still clears the cookies (204)", async () => {
    const res = await callRoute(logoutPost, { method: "POST", path: "/api/auth/logout", cookie: "upstep.session_token=stale" });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => SESSION_COOKIE.test(c))).toBe(true);
  });

  it("log out everywhere: delete-all, then the POST, ends every session of the user", async () => {
    const user = await createUser();
    const a = (await logIn(user.email, user.password)).cookie;
    const b = (await logIn(user.email, user.password)).cookie;
    expect((await callRoute(deleteAllPost, { method: "POST", path: "/api/identity/refresh-tokens/delete-all", cookie: a })).status).toBe(200);
    expect((await callRoute(logoutPost, { method: "POST", path: "/api/auth/logout", cookie: a })).status).toBe(204);
    expect(await signedIn(a)).toBe(false);
    expect(await signedIn(b)).toBe(false);
  });
});
