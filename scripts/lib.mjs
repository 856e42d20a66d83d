// Helpers for `npm start` and `npm test`. Plain Node with no dependencies: these run before install.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { addCompileHints } from "./compile-hints.mjs";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function log(msg) {
  console.log(`\x1b[36m[upstep]\x1b[0m ${msg}`);
}

export function loadDotEnv() {
  const file = path.join(root, ".env");
  if (existsSync(file) && typeof process.loadEnvFile === "function") process.loadEnvFile(file);
}

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Installs the dependencies when node_modules is missing (`npm ci`: exactly the committed lockfile)
 * or older than package.json / the lockfile (`npm install`, which may update the lockfile).
 */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  const fresh = !existsSync(marker);
  const stale = fresh || mtime(path.join(root, "package.json")) > mtime(marker) || mtime(path.join(root, "package-lock.json")) > mtime(marker);
  if (!stale) return;
  const command = fresh && existsSync(path.join(root, "package-lock.json")) ? "ci" : "install";
  log(`installing dependencies (npm ${command})...`);
  const r = spawnSync("npm", [command, "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm ${command} failed`);
}

/** The oldest Node the project runs on (package.json engines). */
export const MIN_NODE = "22.12";

export function nodeIsSupported(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number);
  const [minMajor, minMinor] = MIN_NODE.split(".").map(Number);
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

/**
 * On a system Node older than MIN_NODE (Node 20 on the machines of 2026), installs the dependencies,
 * which bring Node 24 from the npm registry as a pinned dev dependency (`node` in package.json), and
 * runs this same script again on node_modules/.bin/node, forwarding signals and the exit code.
 * On Node 22/24 it returns at once. Decision 013 says how to retire it.
 */
export async function runOnSupportedNode() {
  if (nodeIsSupported()) return;
  ensureDependencies();
  const projectNode = bin("node");
  const version = existsSync(projectNode) ? spawnSync(projectNode, ["--version"], { encoding: "utf8" }).stdout?.trim() : "";
  if (!version || !nodeIsSupported(version.replace(/^v/, ""))) {
    throw new Error(`Node ${process.version} is older than ${MIN_NODE} and node_modules/.bin/node is missing or too old: run \`npm install\` (it brings Node 24), or install Node 24.`);
  }
  log(`system Node ${process.version} is older than ${MIN_NODE}: running on the project's Node ${version} (node_modules/.bin/node)`);
  const binDir = path.dirname(projectNode);
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    cwd: process.cwd(),
    stdio: "inherit",
    // node_modules/.bin first, as npm scripts have it: `node` in every child process is Node 24 too.
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}` },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 128 + (os.constants.signals[s] ?? 1) : 1))));
  process.exit(code);
}

export function run(cmd, args, env, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env, ...opts });
  if (r.status !== 0) {
    const err = new Error(`${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
    err.exitCode = r.status ?? 1;
    throw err;
  }
}

export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** The AUTH_SECRET for this data directory: from the environment, or generated once and kept. */
export function ensureAuthSecret(dataDir) {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

export function freePort(preferred) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => {
      const any = net.createServer();
      any.listen(0, "127.0.0.1", () => {
        const { port } = any.address();
        any.close(() => resolve(port));
      });
    });
    srv.listen(preferred, "127.0.0.1", () => srv.close(() => resolve(preferred)));
  });
}

export async function waitForPort(port, timeoutMs = 30000, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gaveUp()) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, "127.0.0.1");
      s.once("connect", () => (s.destroy(), resolve(true)));
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite has no lock between processes: this lock file makes one process the data directory's owner. */
export function acquireLock(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, "pg.lock");
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8"));
    if (pid && pid !== process.pid && pidAlive(pid)) {
      throw new Error(`Another Upstep (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(lock, "utf8")) === process.pid) rmSync(lock);
    } catch {}
  };
}

/** Starts the PGlite socket server that owns dataDir/pg; returns its URL and a stop function. */
export async function startEmbeddedDatabase(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort(Number(process.env.PGLITE_PORT || 54329));
  const server = path.join(root, "scripts", "pglite-server.mjs");
  const child = spawn(
    process.execPath,
    [server, `--db=${path.join(dataDir, "pg")}`, `--port=${port}`, "--host=127.0.0.1", "--max-connections=64"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  child.stdout.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) {
      if (line.trim() && !/Client connected|Imported extension|listening on|Debug level/.test(line)) process.stdout.write(`[pglite] ${line}\n`);
    }
  });
  let exited = false;
  child.on("exit", (code) => {
    exited = true;
    if (code) log(`embedded database exited with code ${code}`);
  });
  await waitForPort(port, 60000, () => exited).catch(() => {});
  if (exited) throw new Error("the embedded database failed to start (see the messages above)");
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10000).unref();
    });
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop, child };
}

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else out.push(p);
  }
}

/** A hash of everything the Next build depends on, to skip rebuilding when nothing changed. */
export function sourceHash() {
  const files = [];
  for (const d of ["src", "public"]) walk(path.join(root, d), files);
  for (const f of ["package-lock.json", "next.config.ts", "tsconfig.json", "postcss.config.mjs", "scripts/compile-hints.mjs"]) files.push(path.join(root, f));
  const h = createHash("sha256");
  const buildInput = (f) => existsSync(f) && !f.includes(`${path.sep}migrations${path.sep}`) && !/\.(int\.)?test\.tsx?$/.test(f);
  for (const f of files.filter(buildInput).sort()) {
    h.update(path.relative(root, f));
    h.update(readFileSync(f));
  }
  return h.digest("hex");
}

/** Builds with `next build` unless distDir already holds a build of the same sources. */
export function buildIfNeeded(env, distDir = ".next") {
  const hashFile = path.join(root, distDir, "upstep-build-hash");
  const hash = sourceHash();
  if (existsSync(hashFile) && readFileSync(hashFile, "utf8") === hash && existsSync(path.join(root, distDir, "BUILD_ID"))) {
    log("build is up to date");
    return;
  }
  log("building (next build)...");
  run(bin("next"), ["build"], { ...env, NEXT_DIST_DIR: distDir });
  log(`compile hints added to ${addCompileHints(root, distDir)} first-load chunks (decision 059)`);
  writeFileSync(hashFile, hash);
}

/** Applies migrations, syncs feature flag definitions, seeds demo data into an empty database. */
export function setupDatabase(env) {
  run(bin("tsx"), ["--conditions=react-server", "src/seed/setup-cli.ts"], env);
}
