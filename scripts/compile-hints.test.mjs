import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, firstLoadChunks, MIN_HINTED_CHUNK_BYTES } from "./compile-hints.mjs";

// A build directory as `next build` leaves it: chunks, and the route report naming each route's
// first-load chunks by their path from the project root.
let root;
/** A chunk of `bytes` bytes. */
const large = (name, bytes = MIN_HINTED_CHUNK_BYTES) => `var ${name}="${"x".repeat(bytes - name.length - 8)}";`;
const framework = large("framework", MIN_HINTED_CHUNK_BYTES + 1000);
const router = large("router");
const dist = ".next-test";
const chunk = (name) => path.join(dist, "static", "chunks", name);
const read = (name) => readFileSync(path.join(root, chunk(name)), "utf8");

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  mkdirSync(path.join(root, dist, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(root, dist, "diagnostics"), { recursive: true });
  for (const [name, body] of [["framework.js", framework], ["router.js", router], ["page.js", "var a=1;"], ["lazy-editor.js", large("editor")], ["styles.css", "body{margin:0}"]]) writeFileSync(path.join(root, chunk(name)), body);
  const report = [
    { route: "/", firstLoadChunkPaths: [chunk("framework.js"), chunk("page.js"), chunk("styles.css")] },
    { route: "/jobs", firstLoadChunkPaths: [chunk("framework.js"), chunk("router.js")] },
    { route: "/gone", firstLoadChunkPaths: [chunk("deleted.js")] },
  ];
  writeFileSync(path.join(root, dist, "diagnostics", "route-bundle-stats.json"), JSON.stringify(report));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("compile hints on first-load chunks", () => {
  it("lists each route's first-load JavaScript once, not stylesheets", () => {
    expect(firstLoadChunks(root, dist)).toEqual([chunk("deleted.js"), chunk("framework.js"), chunk("page.js"), chunk("router.js")]);
  });

  it("prepends the hint to large first-load chunks only, leaving small ones, chunks loaded on demand and CSS as they were", () => {
    expect(large("x")).toHaveLength(MIN_HINTED_CHUNK_BYTES);
    expect(addCompileHints(root, dist)).toBe(2);
    expect(read("framework.js")).toBe(`${COMPILE_HINT}${framework}`);
    expect(read("router.js")).toBe(`${COMPILE_HINT}${router}`); // exactly the threshold
    expect(read("page.js")).toBe("var a=1;");
    expect(read("lazy-editor.js")).toBe(large("editor"));
    expect(read("styles.css")).toBe("body{margin:0}");
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("is idempotent: a second pass changes nothing and never doubles the hint", () => {
    addCompileHints(root, dist);
    expect(addCompileHints(root, dist)).toBe(0);
    expect(read("framework.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("fails clearly when the build left no route report", () => {
    rmSync(path.join(root, dist, "diagnostics"), { recursive: true });
    expect(() => addCompileHints(root, dist)).toThrow(/route-bundle-stats\.json is missing/);
  });
});
