import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, buildUrl, configureApiClient, setAuthorization } from "./client";

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };

let calls: Call[];
let nextResponse: () => Response;

function respondWith(body: string | null, init: ResponseInit = {}) {
  nextResponse = () => new Response(body, init);
}

const json = (value: unknown, init: ResponseInit = {}) =>
  respondWith(JSON.stringify(value), { ...init, headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) } });

const hooks = { onUnauthorized: vi.fn(), onAuthRedirect: vi.fn(), onAuthVersion1: vi.fn() };

beforeEach(() => {
  calls = [];
  respondWith("{}", { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: Call["init"]) => {
      calls.push({ url, init });
      return nextResponse();
    }),
  );
  for (const hook of Object.values(hooks)) hook.mockReset();
  configureApiClient(hooks);
  setAuthorization(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("buildUrl and GET query parameters", () => {
  it("puts paths under /api and drops empty, null and undefined query values", async () => {
    json({ ok: true });
    await api.get("/jobs", { q: "nurse", empty: "", none: null, missing: undefined, page: 2, remote: false, zero: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/jobs?q=nurse&page=2&remote=false&zero=0");
    expect(calls[0]!.init.method).toBe("GET");
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("leaves the query string off when nothing is left", async () => {
    await api.get("/context", { a: "", b: null, c: undefined });
    expect(calls[0]!.url).toBe("/api/context");
  });

  it("keeps a path already under /api, adds the slash, appends to an existing query and encodes values", () => {
    expect(buildUrl("/api/context")).toBe("/api/context");
    expect(buildUrl("profiles/avatar")).toBe("/api/profiles/avatar");
    expect(buildUrl("/profiles/avatar?version=2", { size: "s" })).toBe("/api/profiles/avatar?version=2&size=s");
    expect(buildUrl("/jobs", { q: "c++ & rust" })).toBe("/api/jobs?q=c%2B%2B+%26+rust");
  });
});

describe("requests", () => {
  it("sends the default headers: JSON content type, x-csrf 1, x-auth-version 2, and no Authorization by default", async () => {
    await api.get("/context");
    const { headers, credentials } = calls[0]!.init;
    expect(headers).toEqual({ "Content-Type": "application/json", "x-csrf": "1", "x-auth-version": "2" });
    expect(credentials).toBe("same-origin");
  });

  it("adds the Authorization header when one is set, and drops it when cleared", async () => {
    setAuthorization("Bearer abc.def");
    await api.get("/context");
    expect(calls[0]!.init.headers.Authorization).toBe("Bearer abc.def");
    setAuthorization(undefined);
    await api.get("/context");
    expect(calls[1]!.init.headers).not.toHaveProperty("Authorization");
  });

  it.each([
    ["post", "POST"],
    ["put", "PUT"],
    ["patch", "PATCH"],
    ["delete", "DELETE"],
  ] as const)("%s sends a JSON body with method %s", async (method, verb) => {
    json({ saved: true });
    const result = await api[method]("/profiles/avatar", { mimeType: "image/png", fileName: "me.png" });
    expect(result).toEqual({ saved: true });
    expect(calls[0]!.url).toBe("/api/profiles/avatar");
    expect(calls[0]!.init.method).toBe(verb);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ mimeType: "image/png", fileName: "me.png" });
    expect(calls[0]!.init.headers["x-csrf"]).toBe("1");
  });

  it("sends no body when there is none, and answers null for an empty response", async () => {
    respondWith(null, { status: 204 });
    expect(await api.post("/identity/refresh-tokens/delete-all")).toBeNull();
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("answers a successful text body as text", async () => {
    respondWith("data:image/png;base64,AAAA", { status: 200, headers: { "content-type": "text/plain" } });
    expect(await api.get("/profiles/avatar", { version: 2 })).toBe("data:image/png;base64,AAAA");
  });
});

describe("handling of answers", () => {
  it("turns a non-OK answer into an ApiError with status, body data and URL", async () => {
    const body = { error: { code: "GONE", message: "This job has closed.", correlationId: "corr-12345678" } };
    json(body, { status: 410 });
    const err = await failure(api.get("/jobs/1", { preview: "" }));
    expect(err.status).toBe(410);
    expect(err.data).toEqual(body);
    expect(err.url).toBe("/api/jobs/1");
    expect(err.message).toBe("This job has closed.");
    expect(err.correlationId).toBe("corr-12345678");
    expect(err.name).toBe("ApiError");
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("exposes field issues of a 400", async () => {
    json({ error: { code: "BAD_REQUEST", message: "Invalid body", correlationId: "c-12345678", issues: [{ path: "email", message: "Type a valid email" }] } }, { status: 400 });
    const err = await failure(api.post("/x", {}));
    expect(err.fieldIssues).toEqual([{ path: "email", message: "Type a valid email" }]);
  });

  it("makes an unparseable body's raw text the message", async () => {
    respondWith("Bad gateway: upstream timed out", { status: 502, headers: { "content-type": "text/html" } });
    const err = await failure(api.get("/context"));
    expect(err.status).toBe(502);
    expect(err.data).toBe("Bad gateway: upstream timed out");
    expect(err.message).toBe("Bad gateway: upstream timed out");
  });

  it("falls back to a status message for an empty failed body", async () => {
    respondWith(null, { status: 500 });
    const err = await failure(api.get("/context"));
    expect(err.data).toBeNull();
    expect(err.message).toBe("Request failed with status 500");
    expect(err.correlationId).toBeUndefined();
  });

  it.each([401, 403])("calls onUnauthorized on %i (the app context is refetched)", async (status) => {
    json({ error: { code: "X", message: "No", correlationId: "c-12345678" } }, { status });
    const err = await failure(api.get("/candidates/dashboard"));
    expect(err.status).toBe(status);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("calls onAuthRedirect with the auth-redirect header's location", async () => {
    json({ error: { code: "FORBIDDEN", message: "Set up 2FA", correlationId: "c-12345678" } }, { status: 403, headers: { "x-auth-redirect": "/account/security?mfa=required" } });
    await failure(api.get("/admin/users"));
    expect(hooks.onAuthRedirect).toHaveBeenCalledWith("/account/security?mfa=required");
  });

  it("calls onAuthRedirect on a successful answer too", async () => {
    json({ ok: true }, { headers: { "x-auth-redirect": "/dashboard" } });
    await api.get("/context");
    expect(hooks.onAuthRedirect).toHaveBeenCalledWith("/dashboard");
  });

  it("calls onAuthVersion1 when the answer carries the auth-version 1 marker, and only then", async () => {
    json({ ok: true }, { headers: { "x-auth-version": "1" } });
    await api.get("/context");
    expect(hooks.onAuthVersion1).toHaveBeenCalledTimes(1);
    json({ ok: true }, { headers: { "x-auth-version": "2" } });
    await api.get("/context");
    expect(hooks.onAuthVersion1).toHaveBeenCalledTimes(1);
    expect(hooks.onAuthRedirect).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});
