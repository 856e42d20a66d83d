import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoute } from "./route";
import { GET as contextGet } from "@/app/api/context/route";
import { POST as deleteAllPost } from "@/app/api/identity/refresh-tokens/delete-all/route";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";
import { AppError } from "@/lib/errors";

const echo = apiRoute(
  { permission: "public", body: z.object({ name: z.string().min(1, "Name is required"), age: z.number().int() }) },
  async ({ body }) => ({ hello: body.name, age: body.age }),
);

describe("API conventions", () => {
  it("rejects a state-changing request without the CSRF header with 403 and the error shape", async () => {
    const res = await callRoute(echo, { method: "POST", path: "/api/echo", body: { name: "a", age: 1 }, csrf: false });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error.code).toBe("FORBIDDEN");
    expect(body.error.message).toMatch(/x-csrf/);
    expect(body.error.correlationId).toBe(res.headers.get("x-correlation-id"));
  });

  it("accepts the same request with the CSRF header", async () => {
    const res = await callRoute(echo, { method: "POST", path: "/api/echo", body: { name: "Ada", age: 36 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: "Ada", age: 36 });
  });

  it("does not require the CSRF header for GET", async () => {
    const res = await callRoute(contextGet, { path: "/api/context", csrf: false });
    expect(res.status).toBe(200);
  });

  it("answers malformed JSON with 400 and a clear message, never 500", async () => {
    const res = await callRoute(echo, { method: "POST", path: "/api/echo", rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("The request body is not valid JSON.");
  });

  it("answers missing fields and wrong types with 400 and field issues", async () => {
    const missing = await callRoute(echo, { method: "POST", path: "/api/echo", body: { age: 3 } });
    expect(missing.status).toBe(400);
    const m = await missing.json();
    expect(m.error.issues).toEqual([{ path: "name", message: expect.stringMatching(/expected string/i) }]);
    const wrong = await callRoute(echo, { method: "POST", path: "/api/echo", body: { name: "x", age: "old" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.issues[0].path).toBe("age");
    const empty = await callRoute(echo, { method: "POST", path: "/api/echo", body: { name: "", age: 1 } });
    expect((await empty.json()).error.issues[0].message).toBe("Name is required");
  });

  it("maps AppError to its status and logs unexpected errors as 500 with a correlationId", async () => {
    const gone = apiRoute({ permission: "public" }, async () => {
      throw new AppError("GONE", "This job has closed.");
    });
    const res = await callRoute(gone, { path: "/api/x" });
    expect(res.status).toBe(410);
    expect((await res.json()).error).toMatchObject({ code: "GONE", message: "This job has closed." });
    const boom = apiRoute({ permission: "public" }, async () => {
      throw new Error("database exploded: secret detail");
    });
    const res2 = await callRoute(boom, { path: "/api/x", headers: { "x-correlation-id": "trace-abc-12345" } });
    expect(res2.status).toBe(500);
    const body = await res2.json();
    expect(body.error).toEqual({ code: "INTERNAL", message: "Something went wrong, please try again.", correlationId: "trace-abc-12345" });
  });

  it("marks the answer to an auth-version-1 request, and only that", async () => {
    const v1 = await callRoute(contextGet, { path: "/api/context", headers: { "x-auth-version": "1" } });
    expect(v1.headers.get("x-auth-version")).toBe("1");
    const v2 = await callRoute(contextGet, { path: "/api/context" });
    expect(v2.headers.get("x-auth-version")).toBeNull();
  });

  it("requires a session for authenticated routes (401) and accepts a signed-in user", async () => {
    const anon = await callRoute(deleteAllPost, { method: "POST", path: "/api/identity/refresh-tokens/delete-all" });
    expect(anon.status).toBe(401);
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const ok = await callRoute(deleteAllPost, { method: "POST", path: "/api/identity/refresh-tokens/delete-all", cookie });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ revoked: 1 });
    // The session is gone: the same cookie is now signed out.
    const ctx = await callRoute(contextGet, { path: "/api/context", cookie });
    expect((await ctx.json()).session.isAuthenticated).toBe(false);
  });
});
