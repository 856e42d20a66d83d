import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loginPath } from "@/lib/routes";
import { redirectOf } from "@/testing/pages";

/*
 * Issue 14: every candidate page sends a signed-out visitor to log in and back (returnTo = the page).
 * The pages are found on disk (the dashboard and Candidate360 trees, onboarding, my-profile,
 * edit-profile, notifications), so a page added later is covered without being listed. Pages run as
 * Next runs them, with the request's headers mocked in (no cookie).
 */
// One request object for every test file that renders pages (files share a worker, isolate: false).
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const ROOTS = ["dashboard", "onboarding", "my-profile", "edit-profile", "notifications"];
const SOME_ID = "3f0a2c1e-9b7d-4e6f-8a5b-1c2d3e4f5a6b";

function pageFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return pageFiles(p);
    return d.name === "page.tsx" ? [p] : [];
  });
}

function urlOf(file: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = path
    .relative(APP_DIR, path.dirname(file))
    .split(path.sep)
    .map((s) => {
      const m = /^\[(.+)\]$/.exec(s);
      if (!m) return s;
      params[m[1]!] = SOME_ID;
      return SOME_ID;
    });
  return { url: `/${segments.join("/")}`, params };
}

const files = ROOTS.flatMap((r) => pageFiles(path.join(APP_DIR, r)));

beforeAll(() => {
  request.cookie = "";
  // Integration files share a worker's module cache (isolate: false): load the pages under the mock above.
  vi.resetModules();
});

describe("every candidate page sends signed-out visitors to log in and back", () => {
  it("finds the candidate pages on disk", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const file of files) {
    const { url, params } = urlOf(file);
    it(url, async () => {
      request.cookie = "";
      const Page = ((await import(/* @vite-ignore */ file)) as { default: (props: unknown) => Promise<unknown> }).default;
      const props = { params: Promise.resolve(params), searchParams: Promise.resolve({}) };
      const target = new URL(await redirectOf(() => Page(props)), "http://upstep.local");
      // The login route, coming back to this page (a page may keep its default query, as /my-profile?tab=...).
      expect(target.pathname).toBe(loginPath());
      expect(new URL(target.searchParams.get("returnTo") ?? "", "http://upstep.local").pathname).toBe(url);
    });
  }
});
