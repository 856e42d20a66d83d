import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callRoute } from "@/testing/http";

/*
 * Issue 14's authorization rule for signed-out visitors, over every candidate API there is: each
 * method of each route file under src/app/api/candidates/** answers 401 to a request without a
 * session, whatever the body or the id. The routes are found on disk, so a route added later is
 * covered without being listed here (and a route that forgets its permission fails this test).
 */
const API_DIR = path.resolve(import.meta.dirname, "../../app/api/candidates");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const SOME_ID = "3f0a2c1e-9b7d-4e6f-8a5b-1c2d3e4f5a6b";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(p);
    return d.name === "route.ts" ? [p] : [];
  });
}

/** /api/candidates/... with each [param] filled with a well-formed id. */
function urlOf(file: string): { path: string; params: Record<string, string> } {
  const segments = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
  const params: Record<string, string> = {};
  const concrete = segments.map((s) => {
    const m = /^\[(.+)\]$/.exec(s);
    if (!m) return s;
    params[m[1]!] = SOME_ID;
    return SOME_ID;
  });
  return { path: `/api/candidates/${concrete.join("/")}`, params };
}

const files = routeFiles(API_DIR);

describe("every candidate API refuses signed-out visitors", () => {
  it("finds the candidate routes on disk", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const file of files) {
    const { path: url, params } = urlOf(file);
    it(`${path.relative(API_DIR, file)}: 401 without a session`, async () => {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const methods = METHODS.filter((m) => typeof mod[m] === "function");
      expect(methods.length, `${url} exports no handler`).toBeGreaterThan(0);
      for (const method of methods) {
        const handler = mod[method] as Parameters<typeof callRoute>[0];
        const body = method === "GET" || method === "DELETE" ? undefined : {};
        const res = await callRoute(handler, { method, path: url, params, body });
        expect([method, url, res.status]).toEqual([method, url, 401]);
      }
    });
  }
});
