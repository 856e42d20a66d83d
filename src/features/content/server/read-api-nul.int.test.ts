import { describe, expect, it } from "vitest";
import { GET as readGet } from "@/app/api/content/v2/[...path]/route";
import { callRoute } from "@/testing/http";

/*
 * Issue 12 finding 11: the content read API answers a NUL character in its query parameters or its
 * path with 400 in the error shape; it used to reach PostgreSQL and answer 500. (The proxy refuses
 * such URLs before they reach any route; this is the route's own check, for a caller that is not
 * behind the proxy.)
 */
const VERSION = { "x-content-client-version": "upstep-web/1.0" };

function read(path: string) {
  const url = new URL(path, "http://localhost:3000");
  const segments = decodeURIComponent(url.pathname.replace(/^\/api\/content\/v2\/?/, "").replace(/\/$/, ""));
  return callRoute(readGet, { path, params: { path: segments.split("/") }, headers: VERSION });
}

describe("content read API and NUL", () => {
  it.each([
    "/api/content/v2/search?query=a%00",
    "/api/content/v2/pages/search?query=%00",
    "/api/content/v2/posts/search?query=nurse%00",
    "/api/content/v2/pages?search=a%00",
    "/api/content/v2/pages?page_type=a%00",
    "/api/content/v2/posts?author_slug=a%00",
    "/api/content/v2/posts?tag_slug=%00",
    "/api/content/v2/content?keys=navbar%00",
    "/api/content/v2/pages/a%00/b",
    "/api/content/v2/posts/a%00",
    "/api/content/v2/authors/%00",
  ])("%s is 400, not 500", async (path) => {
    const res = await read(path);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: "BAD_REQUEST", correlationId: expect.any(String) });
  });

  it("still answers the same searches without the NUL", async () => {
    expect((await read("/api/content/v2/search?query=a")).status).toBe(200);
    expect((await read("/api/content/v2/pages?search=a")).status).toBe(200);
  });
});
