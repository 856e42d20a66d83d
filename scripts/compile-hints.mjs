// V8's explicit compile hint (decision 059): the magic comment `//# allFunctionsCalledOnLoad` as the
// first line of a script makes Chrome (136+) compile all of its functions eagerly, on the background
// thread that streams the download, instead of lazily on the main thread the first time each is called.
// Next does not emit it (vercel/next.js discussion 101287), so the build's first-load chunks get it
// here, after `next build`: the large chunks some route loads before its page is interactive (the
// framework: React DOM, Next's router), read from the build's own report
// (<distDir>/diagnostics/route-bundle-stats.json). Small chunks are left alone: their compile time is
// small, and the hint's 29 bytes would count against the first-load budget of every page (decision
// 016). Chunks fetched on demand (dialogs, editors, charts) are left alone too: compiling them eagerly
// would be work for code that may never run. Browsers without the feature read a comment. Idempotent:
// a chunk that has the hint keeps one.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** Chunks smaller than this (bytes, uncompressed) get no hint. */
export const MIN_HINTED_CHUNK_BYTES = 64 * 1024;

/** The first-load JavaScript chunks of every route of the build in distDir (paths from the repo root). */
export function firstLoadChunks(root, distDir) {
  const report = path.join(root, distDir, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(report)) throw new Error(`${report} is missing: the build's route report is where the first-load chunks are read from`);
  const stats = JSON.parse(readFileSync(report, "utf8"));
  const chunks = new Set();
  for (const { firstLoadChunkPaths } of stats) for (const chunk of firstLoadChunkPaths ?? []) if (chunk.endsWith(".js")) chunks.add(chunk);
  return [...chunks].sort();
}

/** Prepends the compile hint to each large first-load chunk that lacks it; returns how many chunks changed. */
export function addCompileHints(root, distDir) {
  let changed = 0;
  for (const chunk of firstLoadChunks(root, distDir)) {
    const file = path.resolve(root, chunk);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT) || Buffer.byteLength(source) < MIN_HINTED_CHUNK_BYTES) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}
