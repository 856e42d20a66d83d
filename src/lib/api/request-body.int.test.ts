import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { PUT as avatarPut } from "@/app/api/profiles/avatar/route";
import { AVATAR_MESSAGES } from "@/features/profile-photo/messages";
import { AUTH_MAX_BODY_BYTES } from "@/lib/auth/handle-auth-request";
import { AVATAR_MAX_BYTES } from "@/lib/uploads/file-types";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { base64JsonBodyLimit, DEFAULT_MAX_BODY_BYTES } from "./request-body";
import { apiRoute } from "./route";

/*
 * Request bodies are capped per route before anything parses them (issue 12, finding 8): a body that
 * says it is too large is refused unread, and one that does not say (chunked) is read only up to the
 * cap. The bodies here are streams that count how much of them was read.
 */
const CHUNK = 64 * 1024;

function countingBody(totalBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const prefix = new TextEncoder().encode('{"email":"someone@example.test","password":"');
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= totalBytes) return controller.close();
        const size = Math.min(CHUNK, totalBytes - seen.pulled);
        const chunk = new Uint8Array(size).fill(0x61);
        if (seen.pulled === 0) chunk.set(prefix.subarray(0, size));
        seen.pulled += size;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function streamedRequest(path: string, stream: ReadableStream<Uint8Array>, opts: { contentLength?: number; cookie?: string; method?: string } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN, "x-csrf": "1", "content-type": "application/json" });
  if (opts.contentLength !== undefined) headers.set("content-length", String(opts.contentLength));
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return new Request(new URL(path, TEST_ORIGIN), { method: opts.method ?? "POST", headers, body: stream, duplex: "half" } as RequestInit);
}

const noParams = { params: Promise.resolve({}) };
const THIRTY_MB = 30 * 1024 * 1024;

async function expectTooLarge(response: Response, message: string | RegExp) {
  expect(response.status).toBe(413);
  const body = await response.json();
  expect(body).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: expect.anything(), correlationId: response.headers.get("x-correlation-id") } });
  if (typeof message === "string") expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
}

describe("request body caps", () => {
  it("refuses a 30 MB log-in body by its Content-Length without reading any of it", async () => {
    const { stream, seen } = countingBody(THIRTY_MB);
    const res = await authPost(streamedRequest("/api/identity/auth/sign-in/email", stream, { contentLength: THIRTY_MB }), noParams);
    await expectTooLarge(res, "This request is too large: it can be at most 8 KB.");
    expect(seen.pulled).toBe(0);
  });

  it("stops reading a chunked 30 MB log-in body at the auth cap", async () => {
    const { stream, seen } = countingBody(THIRTY_MB);
    const res = await authPost(streamedRequest("/api/identity/auth/sign-in/email", stream), noParams);
    await expectTooLarge(res, /too large/);
    expect(seen.pulled).toBeLessThanOrEqual(AUTH_MAX_BODY_BYTES + CHUNK);
    expect(seen.cancelled).toBe(true);
  });

  it("does not trust a Content-Length that understates the body", async () => {
    const { stream, seen } = countingBody(THIRTY_MB);
    const res = await authPost(streamedRequest("/api/identity/auth/sign-in/email", stream, { contentLength: 100 }), noParams);
    expect(res.status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(AUTH_MAX_BODY_BYTES + CHUNK);
  });

  it("still answers an ordinary log-in body", async () => {
    const user = await createUser();
    expect((await logIn(user.email, user.password)).response.status).toBe(200);
  });

  it("caps every apiRoute at the default unless the route says otherwise, counting bytes, not characters", async () => {
    const echo = apiRoute({ permission: "public", body: z.object({ text: z.string() }) }, async ({ body }) => ({ length: body.text.length }));
    const overhead = JSON.stringify({ text: "" }).length;
    const atCap = await callRoute(echo, { method: "POST", path: "/api/echo", body: { text: "a".repeat(DEFAULT_MAX_BODY_BYTES - overhead) } });
    expect(atCap.status).toBe(200);
    await expectTooLarge(await callRoute(echo, { method: "POST", path: "/api/echo", body: { text: "a".repeat(DEFAULT_MAX_BODY_BYTES - overhead + 1) } }), "This request is too large: it can be at most 64 KB.");
    // "é" is two bytes in UTF-8: half as many characters already reach the cap.
    expect((await callRoute(echo, { method: "POST", path: "/api/echo", body: { text: "é".repeat(DEFAULT_MAX_BODY_BYTES / 2) } })).status).toBe(413);

    const roomy = apiRoute({ permission: "public", maxBodyBytes: 200_000, bodyTooLargeMessage: "Too big for this form." }, async ({ request }) => ({ bytes: (await request.arrayBuffer()).byteLength }));
    const fits = await callRoute(roomy, { method: "POST", path: "/api/roomy", rawBody: "x".repeat(150_000) });
    expect(fits.status).toBe(200);
    // The handler reads the same bytes apiRoute read.
    expect(await fits.json()).toEqual({ bytes: 150_000 });
    await expectTooLarge(await callRoute(roomy, { method: "POST", path: "/api/roomy", rawBody: "x".repeat(200_001) }), "Too big for this form.");
  });

  it("lets an avatar's base64 JSON through the avatar route's cap and stops a larger upload with the spec message", async () => {
    expect(base64JsonBodyLimit(AVATAR_MAX_BYTES)).toBeGreaterThan(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 1024);
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const { stream, seen } = countingBody(THIRTY_MB);
    const res = await avatarPut(streamedRequest("/api/profiles/avatar", stream, { cookie, method: "PUT" }), noParams);
    await expectTooLarge(res, AVATAR_MESSAGES.tooLarge);
    expect(seen.pulled).toBeLessThanOrEqual(base64JsonBodyLimit(AVATAR_MAX_BYTES) + CHUNK);
    expect(seen.cancelled).toBe(true);
  });
});
