// The browser tests' server (playwright.config.ts `webServer`): empties DATA_DIR so every run starts
// from a fresh database and outbox, then hands over to `npm start`'s script (embedded PGlite,
// migrate + seed, build into NEXT_DIST_DIR only when sources changed, then src/server/main.ts: Next behind the job page front).
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const dataDir = path.resolve(root, process.env.DATA_DIR || "");

// Only ever wipe a directory of this repository named .data-e2e*: never the developer's .data.
if (path.dirname(dataDir) !== root || !path.basename(dataDir).startsWith(".data-e2e")) {
  console.error(`[e2e] refusing to wipe DATA_DIR=${process.env.DATA_DIR ?? "(unset)"}: expected ${root}/.data-e2e*`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`[e2e] fresh data directory ${path.relative(root, dataDir)}`);

await import("../../scripts/start.mjs");
