// First-load JavaScript per route, gzip, from a production build's own report
// (<distDir>/diagnostics/route-bundle-stats.json, written by `next build`: each route's first-load
// chunk paths). Used by e2e/js-budget.spec.ts (the budget) and by hand:
//   npx tsx e2e/support/js-budget.ts [distDir]      prints every route's first-load JS, largest first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The public pages a signed-out visitor lands on, and their budget (issue 11): 150 kB gzip each. */
export const BUDGET_BYTES = 150_000;
export const BUDGET_ROUTES = ["/", "/jobs", "/jobs/all/all/all/all/all/[id]", "/companies"];

export type RouteSize = { route: string; gzipBytes: number; rawBytes: number; chunks: number };

const repoRoot = path.resolve(__dirname, "..", "..");

/** Every route of the build in distDir with its first-load JavaScript. */
export function firstLoadSizes(distDir = ".next"): RouteSize[] {
  const dist = path.resolve(repoRoot, distDir);
  const stats = JSON.parse(readFileSync(path.join(dist, "diagnostics", "route-bundle-stats.json"), "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  const sizes = new Map<string, { gzip: number; raw: number }>();
  const sizeOf = (chunk: string) => {
    let size = sizes.get(chunk);
    if (!size) {
      const bytes = readFileSync(path.resolve(repoRoot, chunk));
      size = { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length };
      sizes.set(chunk, size);
    }
    return size;
  };
  return stats.map(({ route, firstLoadChunkPaths }) => {
    const chunks = firstLoadChunkPaths.filter((p) => p.endsWith(".js")).map(sizeOf);
    return { route, gzipBytes: chunks.reduce((sum, s) => sum + s.gzip, 0), rawBytes: chunks.reduce((sum, s) => sum + s.raw, 0), chunks: chunks.length };
  });
}

if (require.main === module) {
  const rows = firstLoadSizes(process.argv[2] || ".next").sort((a, b) => b.gzipBytes - a.gzipBytes);
  const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
  console.log(`${"route".padEnd(52)} ${"gzip kB".padStart(7)} ${"raw kB".padStart(7)} chunks`);
  for (const r of rows) {
    const budget = BUDGET_ROUTES.includes(r.route) ? (r.gzipBytes <= BUDGET_BYTES ? "  within budget" : "  OVER BUDGET") : "";
    console.log(`${r.route.padEnd(52)} ${kb(r.gzipBytes)} ${kb(r.rawBytes)} ${String(r.chunks).padStart(6)}${budget}`);
  }
}
