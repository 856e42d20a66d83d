import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * Whether a same-site URL is a route of the app: resolves it against the App Router directory
 * (route groups, [param], [...all], [[...optional]]), so a link to a route nobody built fails in a
 * unit test, before a browser test requests it. Used by the seeded-links and menu tests.
 */
const APP_DIR = path.resolve(import.meta.dirname, "../app");
/** The root catch-all only renders the 404 page per request (decision 011): it is no route. */
const NOT_FOUND_CATCH_ALL = "[...unmatched]";

function isLeaf(dir: string): boolean {
  return ["page.tsx", "page.ts", "route.ts", "route.tsx"].some((f) => existsSync(path.join(dir, f)));
}

function resolves(dir: string, segments: string[]): boolean {
  const children = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith("_") && !d.name.startsWith("@") && d.name !== NOT_FOUND_CATCH_ALL);
  if (segments.length === 0) {
    if (isLeaf(dir)) return true;
    return children.some(
      (c) => (/^\(.+\)$/.test(c.name) && resolves(path.join(dir, c.name), [])) || (/^\[\[\.\.\..+\]\]$/.test(c.name) && isLeaf(path.join(dir, c.name))),
    );
  }
  const [head, ...rest] = segments as [string, ...string[]];
  return children.some((c) => {
    const child = path.join(dir, c.name);
    if (/^\(.+\)$/.test(c.name)) return resolves(child, segments);
    if (c.name === head) return resolves(child, rest);
    if (/^\[\[\.\.\..+\]\]$/.test(c.name) || /^\[\.\.\..+\]$/.test(c.name)) return isLeaf(child);
    if (/^\[[^.[\]]+\]$/.test(c.name)) return resolves(child, rest);
    return false;
  });
}

export function routeExists(url: string): boolean {
  const { pathname } = new URL(url, "http://upstep.local");
  return resolves(APP_DIR, pathname.split("/").filter(Boolean).map(decodeURIComponent));
}

