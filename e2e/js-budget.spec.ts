import { expect, test } from "@playwright/test";
import { E2E_DIST_DIR } from "./support/constants";
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
