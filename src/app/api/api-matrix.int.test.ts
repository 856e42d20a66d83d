import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth, AUTH_BASE_PATH } from "@/lib/auth/auth";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { AUTH_REDIRECT_HEADER, CSRF_HEADER, STATE_CHANGING_METHODS } from "@/lib/api/protocol";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { callRoute } from "@/testing/http";

/*
 * Issue 12, "held up": two properties of the whole API, checked on every route file there is. The
 * route files are found on disk, so a route added later is covered without touching this test:
 *  - every state-changing method (POST, PUT, PATCH, DELETE) of every route, and every state-changing
 *    endpoint of better-auth behind /api/identity/auth, refuses a request without the x-csrf header
 *    (403), signed in as the most privileged user there is; only OAuth provider callbacks are exempt,
 *    and the external apply click takes a same-origin sendBeacon (decision 035);
 *  - every method of every route under /api/admin answers 401 signed out and 403 to every other role
 *    (candidate, hiring managers, recruiter, and an administrator without two-factor, who is sent to
 *    set it up), and lets an administrator with two-factor through.
 * Outside /api, route files answer only reads: nothing there can change state.
 */
type Handler = Parameters<typeof callRoute>[0];
type RouteFile = { file: string; pattern: string; urlPath: string; params: Record<string, string | string[]>; methods: Map<string, Handler> };

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

/** A value for each dynamic segment: a collection key where one is expected, else an id. */
function sampleSegment(segment: string): { name: string; value: string | string[] } | null {
  const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
  if (!match) return null;
  const value = match[2] === "key" ? "navbar" : randomUUID();
  return { name: match[2]!, value: match[1] ? [value] : value };
}

function routeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(dir, f))
    .sort();
}

async function loadRoute(file: string): Promise<RouteFile> {
  const segments = path.relative(APP_DIR, path.dirname(file)).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
  const params: Record<string, string | string[]> = {};
  const urlSegments = segments.map((segment) => {
    const sample = sampleSegment(segment);
    if (!sample) return segment;
    params[sample.name] = sample.value;
    return Array.isArray(sample.value) ? sample.value.join("/") : sample.value;
  });
  const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  const methods = new Map<string, Handler>();
  for (const method of HTTP_METHODS) if (typeof mod[method] === "function") methods.set(method, mod[method] as Handler);
  return { file: path.relative(APP_DIR, file), pattern: `/${segments.join("/")}`, urlPath: `/${urlSegments.join("/")}`, params, methods };
}

const apiRoutes = await Promise.all(routeFilesUnder(path.join(APP_DIR, "api")).map(loadRoute));
const otherRouteFiles = routeFilesUnder(APP_DIR).filter((f) => !f.startsWith(path.join(APP_DIR, "api") + path.sep));

const stateChanging = apiRoutes.flatMap((r) =>
  [...r.methods].filter(([m]) => STATE_CHANGING_METHODS.has(m)).map(([method, handler]) => ({ route: r, method, handler })),
);
const adminRoutes = apiRoutes.filter((r) => r.pattern.startsWith("/api/admin/"));
const adminCalls = adminRoutes.flatMap((r) => [...r.methods].map(([method, handler]) => ({ route: r, method, handler })));

const authCatchAll = apiRoutes.find((r) => r.pattern.startsWith(`${AUTH_BASE_PATH}/`))!;

/** better-auth's endpoints that take POST, by their path (":id" filled in), as the catch-all route serves them. */
function betterAuthPostPaths(): string[] {
  const endpoints = Object.values(getAuth().api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>);
  return endpoints
    .filter((e) => e.path && [e.options?.method ?? []].flat().includes("POST"))
    .map((e) => e.path!.replace(/:[a-zA-Z]+/g, "google"))
    .sort();
}

describe("the route files the matrix runs on", () => {
  it("finds every API route, with the ones the rest of this file depends on", () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(15);
    expect(apiRoutes.map((r) => r.file)).toEqual(expect.arrayContaining(["api/admin/features/route.ts", "api/profiles/avatar/route.ts", "api/identity/auth/[...all]/route.ts"]));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    expect(stateChanging.length).toBeGreaterThanOrEqual(8);
    for (const r of apiRoutes) expect(r.methods.size, `${r.file} exports a method`).toBeGreaterThan(0);
  });

  it("outside /api, route files answer reads only (GET, HEAD): every write goes through apiRoute", async () => {
    expect(otherRouteFiles.length).toBeGreaterThan(0);
    for (const file of otherRouteFiles) {
      const { methods } = await loadRoute(file);
      expect([...methods.keys()].filter((m) => m !== "GET" && m !== "HEAD"), path.relative(APP_DIR, file)).toEqual([]);
    }
  });
});

describe("every state-changing request needs the CSRF header", () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  async function expectCsrfRefusal(response: Response, what: string) {
    expect(response.status, what).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code, what).toBe("FORBIDDEN");
    expect(body.error.message, what).toContain(CSRF_HEADER);
  }

  it.each(stateChanging.map((c) => [`${c.method} ${c.route.pattern}`, c] as const))("%s refuses a request without it, or with another value", async (name, c) => {
    for (const headers of [{}, { [CSRF_HEADER]: "0" }, { [CSRF_HEADER]: "" }] as Record<string, string>[]) {
      const response = await callRoute(c.handler, { method: c.method, path: c.route.urlPath, params: c.route.params, cookie: admin.cookie, csrf: false, headers, body: {} });
      await expectCsrfRefusal(response, `${name} ${JSON.stringify(headers)}`);
    }
  });

  it("a same-origin beacon (text/plain, Sec-Fetch-Site: same-origin; sendBeacon cannot add headers) passes without it only on the external apply click", async () => {
    const passed: string[] = [];
    for (const c of stateChanging) {
      const headers = { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin" };
      const response = await callRoute(c.handler, { method: c.method, path: c.route.urlPath, params: c.route.params, cookie: admin.cookie, csrf: false, headers, rawBody: "{}" });
      if (response.status !== 403) passed.push(`${c.method} ${c.route.pattern}`);
    }
    expect(passed).toEqual(["POST /api/candidates/external-apply-clicks"]);
  });

  it("every better-auth endpoint that takes POST refuses it without the header (signed in and signed out)", async () => {
    const paths = betterAuthPostPaths();
    expect(paths).toEqual(expect.arrayContaining(["/sign-in/email", "/sign-up/email", "/sign-out", "/change-password", "/delete-user", "/update-user", "/two-factor/disable"]));
    for (const endpoint of paths.filter((p) => !p.startsWith("/callback/"))) {
      const urlPath = `${AUTH_BASE_PATH}${endpoint}`;
      for (const cookie of [admin.cookie, undefined]) {
        const response = await callRoute(authCatchAll.methods.get("POST")!, { method: "POST", path: urlPath, params: { all: endpoint.slice(1).split("/") }, cookie, csrf: false, body: {} });
        await expectCsrfRefusal(response, `POST ${urlPath} ${cookie ? "signed in" : "signed out"}`);
      }
    }
  });

  it("exempts only OAuth providers' callbacks, which cannot send it (better-auth checks their state instead)", async () => {
    const response = await callRoute(authCatchAll.methods.get("POST")!, {
      method: "POST",
      path: `${AUTH_BASE_PATH}/callback/google`,
      params: { all: ["callback", "google"] },
      csrf: false,
      rawBody: "state=forged&code=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).not.toBe(403);
    // Not a session: a callback without a valid state signs nobody in.
    expect(response.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c))).toEqual([]);
  });
});

describe("admin APIs answer only administrators with two-factor", () => {
  const OTHER_ROLES: [string, Role[]][] = [
    ["candidate", []],
    ["hiring manager", ["Hiring Manager"]],
    ["H2O hiring manager", ["H2O Hiring Manager"]],
    ["recruiter", ["Recruiter"]],
  ];
  const cookies = new Map<string, string>();
  let adminWithoutMfa = "";
  let admin = "";

  beforeAll(async () => {
    for (const [label, roles] of OTHER_ROLES) cookies.set(label, (await signedInUser({ roles })).cookie);
    adminWithoutMfa = (await signedInUser({ roles: ["Administrator"] })).cookie;
    admin = (await signedInAdmin()).cookie;
  });

  const call = (c: (typeof adminCalls)[number], cookie?: string) =>
    callRoute(c.handler, { method: c.method, path: c.route.urlPath, params: c.route.params, cookie, ...(STATE_CHANGING_METHODS.has(c.method) ? { body: {} } : {}) });

  it.each(adminCalls.map((c) => [`${c.method} ${c.route.pattern}`, c] as const))("%s", async (name, c) => {
    const anonymous = await call(c);
    expect(anonymous.status, `${name} signed out`).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");

    for (const [label] of OTHER_ROLES) {
      const response = await call(c, cookies.get(label));
      expect(response.status, `${name} as ${label}`).toBe(403);
      expect(response.headers.get(AUTH_REDIRECT_HEADER), `${name} as ${label}`).toBeNull();
    }

    const noMfa = await call(c, adminWithoutMfa);
    expect(noMfa.status, `${name} as an administrator without two-factor`).toBe(403);
    expect(noMfa.headers.get(AUTH_REDIRECT_HEADER)).toBe(MFA_SETUP_PATH);

    // The control: the same request from an administrator with two-factor passes the permission check
    // (it may still be refused for its empty body or its made-up id).
    expect([401, 403], `${name} as an administrator`).not.toContain((await call(c, admin)).status);
  });
});
