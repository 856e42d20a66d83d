import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as contextGet } from "@/app/api/context/route";
import { GET as featuresGet } from "@/app/api/admin/features/route";
import { GET as contentGet } from "@/app/api/content/v2/[...path]/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { GET as authGet, POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { PUT as avatarPut } from "@/app/api/profiles/avatar/route";
import { default as RouteError } from "@/app/error";
import { default as GlobalError } from "@/app/global-error";
import { getPool, setDatabaseForTests } from "@/db/client";
import { resetAuthForTests } from "@/lib/auth/auth";
import { logger, serializeError } from "@/lib/logger";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { fromTestAddress } from "@/testing/two-factor";

/*
 * Issue 12, "held up": no stack traces, nor any other inside detail, in what the server answers.
 * An API request that fails inside (here: the database cannot be reached, the failure every route
 * shares) is answered 500 in the one error shape with the generic message and a correlationId to
 * quote; the detail goes to the log only. A page that fails renders the error page, which shows a
 * status and the generic text, never the error it was given (Next also replaces a server error's
 * message with a digest in production; these components would not show it either way).
 */
const SECRET = "db-password-s3cret";

/** Anything that would tell an attacker about the inside: a stack frame, a source path, a driver's error, the secret. */
function expectNothingInside(text: string, what: string) {
  expect(text, what).not.toMatch(/\n\s*at\s/);
  expect(text, what).not.toMatch(/\bat\s+\S+\s+\(|\.tsx?:\d+|\.m?js:\d+/);
  expect(text, what).not.toMatch(/node_modules|\/src\/|webpack|turbopack/i);
  expect(text, what).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:1\b|pg_|postgres|drizzle|sql/i);
  expect(text, what).not.toContain(SECRET);
  expect(text, what).not.toMatch(/\b(Type|Reference|Syntax)?Error:/);
}

describe("API errors", () => {
  let workingPool: pg.Pool;
  // A real session, made while the database was up: its signed cookie makes each route look it up.
  let cookie = "";
  const unreachable = new pg.Pool({ connectionString: `postgres://upstep:${SECRET}@127.0.0.1:1/upstep`, connectionTimeoutMillis: 2000 });
  unreachable.on("error", () => {});

  beforeAll(async () => {
    const user = await createUser();
    cookie = (await logIn(user.email, user.password, fromTestAddress())).cookie;
    expect(cookie).toContain("session_token");
    workingPool = getPool();
    setDatabaseForTests(unreachable);
    resetAuthForTests();
  });
  afterAll(async () => {
    setDatabaseForTests(workingPool);
    resetAuthForTests();
    await unreachable.end();
  });

  const calls: [string, () => Promise<Response>][] = [
    ["GET /api/context", () => callRoute(contextGet, { path: "/api/context", cookie })],
    ["GET /api/admin/features", () => callRoute(featuresGet, { path: "/api/admin/features", cookie })],
    ["GET /api/content/v2/content", () => callRoute(contentGet, { path: "/api/content/v2/content?keys=navbar", params: { path: ["content"] }, headers: { "x-content-client-version": "t" } })],
    ["GET /api/files/{key}", () => callRoute(fileGet, { path: "/api/files/00000000-0000-4000-8000-000000000000.png", params: { key: "00000000-0000-4000-8000-000000000000.png" } })],
    ["POST sign-in", () => callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-in/email", body: { email: "a@example.test", password: "whatever 123" }, headers: fromTestAddress() })],
    ["POST sign-up", () => callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-up/email", body: { name: "A", email: "a@example.test", password: "a long enough password" }, headers: fromTestAddress() })],
    ["POST request-password-reset", () => callRoute(authPost, { method: "POST", path: "/api/identity/auth/request-password-reset", body: { email: "a@example.test" }, headers: fromTestAddress() })],
    ["GET get-session", () => callRoute(authGet, { path: "/api/identity/auth/get-session", cookie, headers: fromTestAddress() })],
    ["PUT /api/profiles/avatar", () => callRoute(avatarPut, { method: "PUT", path: "/api/profiles/avatar", body: { mimeType: "image/png", fileName: "a.png", base64EncodedData: "AAAA" }, cookie })],
  ];

  it("logs the failure to our logger, without the session token, and prints nothing to the console", async () => {
    const token = /session_token=([^.;]+)/.exec(decodeURIComponent(cookie))?.[1];
    expect(token).toBeTruthy();
    const printed: string[] = [];
    const consoleSpies = (["error", "warn", "log"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(" "))),
    );
    const logged = vi.spyOn(logger, "error");
    try {
      const response = await callRoute(authGet, { path: "/api/identity/auth/get-session", cookie, headers: fromTestAddress() });
      expect(response.status).toBeGreaterThanOrEqual(500);
      const records = logged.mock.calls.map(([fields, message]) => JSON.stringify({ err: serializeError((fields as { err?: unknown }).err), message }));
      expect(records.some((r) => r.includes("Failed query")), "the failure is logged").toBe(true);
      expect(records.join("\n")).not.toContain(token!);
      expect(records.join("\n")).toContain("params: [redacted]");
      expect(printed.join("\n")).not.toContain(token!);
    } finally {
      for (const spy of consoleSpies) spy.mockRestore();
      logged.mockRestore();
    }
  });

  it.each(calls)("%s with the database down: 500, the generic message and a correlationId, nothing inside", async (what, call) => {
    const response = await call();
    expect(response.status, what).toBeGreaterThanOrEqual(500);
    const text = await response.text();
    expectNothingInside(text, what);
    const body = JSON.parse(text) as { error: { code: string; message: string; correlationId: string } };
    expect(Object.keys(body), what).toEqual(["error"]);
    expect(body.error.message, what).toBe("Something went wrong, please try again.");
    expect(body.error.correlationId, what).toBe(response.headers.get("x-correlation-id"));
  });
});

describe("page errors", () => {
  const error = Object.assign(new Error(`relation "users" does not exist: ${SECRET}`), { digest: "1234567890" });

  it.each([
    ["app/error.tsx", () => createElement(RouteError, { error, reset: () => {} })],
    ["app/global-error.tsx", () => createElement(GlobalError, { error, reset: () => {} })],
  ])("%s shows the error page, not the error", (what, element) => {
    const html = renderToStaticMarkup(element());
    expect(html).toContain("500");
    expectNothingInside(html, what);
    expect(html).not.toContain("relation");
  });
});
