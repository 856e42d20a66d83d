import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "./proxy";
import { MALFORMED_API_URLS, MALFORMED_PAGE_URLS } from "@/testing/hostile-urls";

/*
 * Issue 12 finding 11: a URL no route can serve (a path that does not percent-decode, NUL in the path
 * or query) is answered 400 by the proxy, before Next (which answered a broken path 500) or a page
 * (which sent the NUL to PostgreSQL: 500) sees it. Pages get the 400 page, /api the JSON error shape.
 */
const ORIGIN = "http://localhost:3000";
const call = (path: string) => proxy(new NextRequest(new URL(path, ORIGIN)));
const rewrittenTo = (res: Response) => res.headers.get("x-middleware-rewrite");

describe("proxy: malformed URLs", () => {
  it.each(MALFORMED_PAGE_URLS)("%s: the 400 page", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    expect(new URL(rewrittenTo(res)!).pathname).toBe("/bad-request");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  it.each(MALFORMED_API_URLS)("%s: 400 in the JSON error shape", async (path) => {
    const res = await call(path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "BAD_REQUEST", correlationId: res.headers.get("x-correlation-id") });
  });

  it.each(["/", "/jobs?q=c%2B%2B", "/jobs?q=a%E0%A4%A", "/companies/acme", "/api/context", "/companies/00000000-0000-4000-8000-000000000000"])(
    "%s: passes through untouched",
    async (path) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-middleware-next")).toBe("1");
      expect(rewrittenTo(res)).toBeNull();
    },
  );

  it("still sends job detail paths to the job detail proxy (an upper-case id redirects)", async () => {
    const res = await call("/jobs/all/all/all/all/all/3F2C0000-0000-4000-8000-000000000000");
    expect(res.status).toBe(308);
  });
});
