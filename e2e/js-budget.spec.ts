import { expect, test } from "./support/test";
import { E2E_DIST_DIR } from "./support/constants";
import { readFileSync } from "node:fs";
import path from "node:path";
import { COMPILE_HINT, MIN_HINTED_CHUNK_BYTES } from "../scripts/compile-hints.mjs";
import { BUDGET_BYTES, BUDGET_ROUTES, firstLoadSizes } from "./support/js-budget";

/*
 * Issue 11: the public pages' first-load JavaScript stays within 150 kB gzip. Reads the build the
 * browser tests just made (Next writes each route's first-load chunks to
 * <distDir>/diagnostics/route-bundle-stats.json) and fails when a page goes over, naming it.
 */
test("first-load JavaScript of the public landing pages is within the budget", () => {
  const sizes = firstLoadSizes(E2E_DIST_DIR);
  for (const route of BUDGET_ROUTES) {
    const size = sizes.find((s) => s.route === route);
    expect(size, `${route} is missing from the build's route-bundle-stats.json`).toBeDefined();
    expect(size!.chunks).toBeGreaterThan(0);
    expect(size!.gzipBytes, `${route}: ${(size!.gzipBytes / 1000).toFixed(1)} kB gzip, budget ${BUDGET_BYTES / 1000} kB`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});

/*
 * Decision 059: the build step after `next build` gives the large first-load chunks (the framework)
 * V8's compile hint, and the small ones none (their bytes count in the budget above).
 */
test("the landing pages' large first-load chunks carry the compile hint, the small ones do not", () => {
  const stats = JSON.parse(readFileSync(path.join(E2E_DIST_DIR, "diagnostics", "route-bundle-stats.json"), "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  for (const route of BUDGET_ROUTES) {
    const chunks = stats.find((s) => s.route === route)!.firstLoadChunkPaths.filter((p) => p.endsWith(".js")).map((p) => readFileSync(p, "utf8"));
    const large = chunks.filter((c) => Buffer.byteLength(c.startsWith(COMPILE_HINT) ? c.slice(COMPILE_HINT.length) : c) >= MIN_HINTED_CHUNK_BYTES);
    expect(large.length, `${route} has framework-sized chunks`).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) expect(chunk.startsWith(COMPILE_HINT), `${route}: ${chunk.length} bytes`).toBe(large.includes(chunk));
  }
});
