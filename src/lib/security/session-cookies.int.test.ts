import { afterEach, describe, expect, it } from "vitest";
import { POST as logoutPost } from "@/app/api/auth/logout/route";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { resetAuthForTests } from "@/lib/auth/auth";
import { resetEnvCache } from "@/lib/env";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { enableTwoFactor, fromTestAddress } from "@/testing/two-factor";

/*
 * Issue 12, "held up": the cookies that carry a session (and the half-done log-in of two-factor) are
 * HttpOnly, so no script on the page can read them, and SameSite=Lax, so another site's form or
 * image cannot send them along; on an https BASE_URL they are Secure and __Secure- prefixed too.
 * Checked on every cookie the real endpoints set: log-in, the password step of a two-factor log-in,
 * and log-out (which clears them with the same attributes).
 */
type Cookie = { name: string; value: string; attributes: Map<string, string> };

function parseSetCookie(header: string): Cookie {
  const [pair, ...rest] = header.split(";");
  const at = pair!.indexOf("=");
  const attributes = new Map(
    rest.map((part) => {
      const [key, ...value] = part.trim().split("=");
      return [key!.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name: pair!.slice(0, at).trim(), value: pair!.slice(at + 1), attributes };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map(parseSetCookie);

function expectProtected(cookies: Cookie[], opts: { secure: boolean }) {
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie.attributes.has("httponly"), `${cookie.name} HttpOnly`).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase(), `${cookie.name} SameSite`).toBe("lax");
    expect(cookie.attributes.get("path"), `${cookie.name} Path`).toBe("/");
    expect(cookie.attributes.has("domain"), `${cookie.name} has no Domain (this host only)`).toBe(false);
    expect(cookie.attributes.has("secure"), `${cookie.name} Secure`).toBe(opts.secure);
    expect(cookie.name.startsWith("__Secure-"), `${cookie.name} prefix`).toBe(opts.secure);
  }
}

const previousBaseUrl = process.env.BASE_URL;
afterEach(() => {
  process.env.BASE_URL = previousBaseUrl;
  resetEnvCache();
  resetAuthForTests();
});

describe("session cookies", () => {
  it("a log-in sets its session cookie HttpOnly and SameSite=Lax, on this host only", async () => {
    const user = await createUser();
    const { response } = await logIn(user.email, user.password, fromTestAddress());
    expect(response.status).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.map((c) => c.name)).toContain("upstep.session_token");
    expectProtected(cookies, { secure: false });
    // Lives as long as the session does (14 days), not for ever.
    expect(Number(cookies.find((c) => c.name === "upstep.session_token")!.attributes.get("max-age"))).toBe(14 * 24 * 60 * 60);
  });

  it("the password step of a two-factor log-in sets only protected cookies, and no session", async () => {
    const user = await createUser();
    await enableTwoFactor(user);
    const response = await callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/sign-in/email",
      body: { email: user.email, password: user.password },
      headers: fromTestAddress(),
    });
    expect(response.status).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.map((c) => c.name)).toContain("upstep.two_factor");
    expect(cookies.some((c) => c.name === "upstep.session_token" && c.value !== "")).toBe(false);
    expectProtected(cookies, { secure: false });
  });

  it("log-out clears the session with the same attributes", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password, fromTestAddress());
    const response = await callRoute(logoutPost, { method: "POST", path: "/api/auth/logout", cookie });
    expect(response.status).toBe(204);
    const cleared = cookiesOf(response).filter((c) => c.name.includes("session_token"));
    expect(cleared.length).toBeGreaterThan(0);
    for (const c of cleared) expect(c.value).toBe("");
    expectProtected(cleared, { secure: false });
  });

  it("on an https BASE_URL, the session cookie is also Secure and __Secure- prefixed", async () => {
    process.env.BASE_URL = "https://upstep.example";
    resetEnvCache();
    resetAuthForTests();
    const user = await createUser();
    const { response } = await logIn(user.email, user.password, { ...fromTestAddress(), origin: "https://upstep.example" });
    expect(response.status).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.map((c) => c.name)).toContain("__Secure-upstep.session_token");
    expectProtected(cookies, { secure: true });
  });
});
