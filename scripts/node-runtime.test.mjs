// The runtime shim of `npm start` and `npm test` (scripts/lib.mjs, decision 013): a Node older than
// 22.12 re-runs the script on the project's Node 24 from node_modules/.bin; 22.12+ runs as it is.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { MIN_NODE, nodeIsSupported } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const binDir = path.join(root, "node_modules", ".bin");

describe("nodeIsSupported", () => {
  it("accepts 22.12 and later, refuses older", () => {
    expect(MIN_NODE).toBe("22.12");
    for (const v of ["22.12.0", "22.20.1", "23.0.0", "24.21.0", "26.1.0"]) expect(nodeIsSupported(v), v).toBe(true);
    for (const v of ["20.20.2", "21.7.3", "22.11.0", "18.20.8"]) expect(nodeIsSupported(v), v).toBe(false);
  });

  it("matches package.json's engines field", async () => {
    const pkg = (await import("../package.json", { with: { type: "json" } })).default;
    expect(pkg.engines.node).toBe(`>=${MIN_NODE}`);
    expect(pkg.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
  });
});

describe("runOnSupportedNode", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "upstep-node-shim-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs a script on Node 22.12+ whatever Node started it, passing arguments and the exit code", () => {
    const script = path.join(dir, "probe.mjs");
    writeFileSync(
      script,
      `import { runOnSupportedNode } from ${JSON.stringify(path.join(root, "scripts", "lib.mjs"))};
await runOnSupportedNode();
console.log("RAN ON " + process.version + " WITH " + process.argv.slice(2).join(","));
process.exit(7);
`,
    );
    // The system's Node: PATH without node_modules/.bin, as a fresh clone's `npm start` begins.
    const PATH = (process.env.PATH ?? "").split(path.delimiter).filter((p) => path.resolve(p) !== binDir).join(path.delimiter);
    const systemNode = spawnSync("node", ["--version"], { env: { ...process.env, PATH }, encoding: "utf8" }).stdout.trim();
    const r = spawnSync("node", [script, "a", "b"], { env: { ...process.env, PATH }, encoding: "utf8" });
    expect(r.status).toBe(7);
    const ran = /RAN ON v(\S+) WITH a,b/.exec(r.stdout);
    expect(ran, r.stdout + r.stderr).not.toBeNull();
    expect(nodeIsSupported(ran[1])).toBe(true);
    if (nodeIsSupported(systemNode.slice(1))) {
      expect(`v${ran[1]}`).toBe(systemNode);
    } else {
      // This machine's Node is too old: the script was run again on the project's Node 24.
      expect(ran[1]).toMatch(/^24\./);
      expect(r.stdout).toContain(`system Node ${systemNode} is older than 22.12: running on the project's Node v${ran[1]}`);
    }
  });
});
