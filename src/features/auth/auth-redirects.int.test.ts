import { describe, expect, it } from "vitest";
import { GET as loginGet } from "@/app/api/auth/login/route";
import { GET as signInGet } from "@/app/api/auth/sign-in/route";
import { GET as socialGet } from "@/app/api/auth/sign-in/candidate/route";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";

/* The spec's auth entry routes (2.7) and where they send people. */
function location(res: Response): string {
  const value = res.headers.get("location");
  expect(value, "a Location header").toBeTruthy();
  // Same-site and relative: the browser resolves it against the host it used.
  expect(value!.startsWith("/") && !value!.startsWith("//")).toBe(true);
  const url = new URL(value!, TEST_ORIGIN);
  return `${url.pathname}${url.search}`;
}

describe("GET /api/auth/login", () => {
  it("redirects to /login with the encoded same-site returnTo", async () => {
    const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent("/jobs?q=nurse&page=2")}` });
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/login?returnTo=${encodeURIComponent("/jobs?q=nurse&page=2")}`);
  });

  it("redirects to plain /login without a returnTo", async () => {
    expect(location(await callRoute(loginGet, { path: "/api/auth/login" }))).toBe("/login");
  });

  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)", "http:/evil.com", "%2F%2Fevil.com", " //evil.com"])("drops the foreign returnTo %s", async (target) => {
    const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent(target)}` });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/login");
  });

  it("sends someone already logged in straight to returnTo", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const res = await callRoute(loginGet, { path: `/api/auth/login?returnTo=${encodeURIComponent("/dashboard")}`, cookie });
    expect(location(res)).toBe("/dashboard");
  });
});

describe("GET /api/auth/sign-in", () => {
  it("greets someone who just signed up: /login?from_sign_up=true", async () => {
    const res = await callRoute(signInGet, { path: "/api/auth/sign-in?from_sign_up=true" });
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/login?from_sign_up=true");
  });

  it("keeps the employer's returnTo=/hiring and drops foreign ones", async () => {
    expect(location(await callRoute(signInGet, { path: "/api/auth/sign-in?from_sign_up=true&returnTo=%2Fhiring" }))).toBe("/login?from_sign_up=true&returnTo=%2Fhiring");
    expect(location(await callRoute(signInGet, { path: `/api/auth/sign-in?from_sign_up=true&returnTo=${encodeURIComponent("//evil.com")}` }))).toBe("/login?from_sign_up=true");
  });
});

describe("GET /api/auth/sign-in/candidate", () => {
  it("sends an unconfigured provider back to /login?social_unavailable=<provider>", async () => {
    for (const provider of ["google", "facebook", "apple"]) {
      const res = await callRoute(socialGet, { path: `/api/auth/sign-in/candidate?social=${provider}` });
      expect(res.status).toBe(302);
      expect(location(res)).toBe(`/login?social_unavailable=${provider}`);
    }
  });

  it("answers 400 for an unknown provider", async () => {
    const res = await callRoute(socialGet, { path: "/api/auth/sign-in/candidate?social=myspace" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("BAD_REQUEST");
    expect((await callRoute(socialGet, { path: "/api/auth/sign-in/candidate" })).status).toBe(400);
  });
});
