#!/usr/bin/env node
// `npm test`: the whole suite. On a system Node older than 22.12 it first re-runs itself on the
// project's Node 24 (runOnSupportedNode, decision 013). Then, after installing what is missing:
//   1. lint (ESLint, cached), tsc --noEmit and the Vitest unit tests, side by side: each is mostly
//      one process, so two cores finish the three in about the time of the longest;
//   2. the Vitest integration tests (embedded PGlite, two workers: both cores);
//   3. Playwright in Chromium against one production build shared by every browser test.
// Every step runs even when an earlier one failed, so one broken step never hides the others' results.
// The last line is `N passed, N failed`, counted over the test cases of Vitest and Playwright (from
// their JSON reports), for CI to read. A step that fails without failing test cases (lint, tsc, a
// runner that crashed) counts as one failure, so a failed run never ends with "0 failed".
// Browser tests need /usr/bin/chromium; without it the run fails unless UPSTEP_SKIP_E2E=1.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, ensureDependencies, log, root, runOnSupportedNode } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest's JSON report (Jest-compatible): numPassedTests / numFailedTests. */
function vitestCounts(file) {
  const r = readJson(file);
  return r ? { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 } : null;
}

/** Playwright's JSON report: expected (passed), flaky (passed on retry), unexpected (failed). */
function playwrightCounts(file) {
  const s = readJson(file)?.stats;
  return s ? { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 } : null;
}

/**
 * Runs one step and resolves to { name, ok, seconds, counts }. A step that runs beside others
 * (`quiet`) keeps its output and prints it in one piece when it ends, so outputs never interleave;
 * a failing step's output is always shown whole.
 */
function step(name, cmd, args, { env, counts, quiet = false }) {
  log(`── ${name} ──${quiet ? " (started; its output follows when it ends)" : ""}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (quiet) {
      child.stdout.on("data", (c) => output.push(c));
      child.stderr.on("data", (c) => output.push(c));
    }
    const finish = (ok, detail) => {
      const seconds = (Date.now() - started) / 1000;
      if (quiet && output.length) {
        log(`── ${name}: output ──`);
        process.stdout.write(Buffer.concat(output));
      }
      if (detail) console.error(detail);
      const c = counts?.() ?? null;
      log(`${name}: ${ok ? "ok" : "FAILED"} in ${seconds.toFixed(1)}s${c ? ` (${c.passed} passed, ${c.failed} failed)` : ""}`);
      resolve({ name, ok, seconds, counts: c });
    };
    child.on("error", (err) => finish(false, `${name}: ${err.message}`));
    child.on("exit", (code, signal) => finish(code === 0, code === 0 ? "" : `${cmd} ${args.join(" ")} exited with ${code ?? signal}`));
  });
}

async function main() {
  await runOnSupportedNode();
  const started = Date.now();
  const reportDir = mkdtempSync(path.join(os.tmpdir(), "upstep-test-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  // `npm test` runs the integration suite on the embedded database; CI runs it again on PostgreSQL
  // with `npm run test:integration`.
  delete env.TEST_DATABASE_URL;
  const projectNode = existsSync(bin("node")) ? realpathSync(bin("node")) : "";
  log(`running on Node ${process.version} (${realpathSync(process.execPath) === projectNode ? "the project's, node_modules/.bin/node" : process.execPath})`);

  const results = [];
  try {
    ensureDependencies();
  } catch (err) {
    console.error(err.message);
    results.push({ name: "install", ok: false, seconds: 0, counts: null });
  }

  const vitest = (project, quiet) => {
    const out = path.join(reportDir, `vitest-${project}.json`);
    return step(`vitest ${project}`, bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], {
      env,
      quiet,
      counts: () => vitestCounts(out),
    });
  };

  if (!results.length) {
    // 1. Static checks and unit tests side by side.
    const eslintCache = path.join(root, "node_modules", ".cache", "eslint", ".eslintcache");
    results.push(
      ...(await Promise.all([
        step("lint", bin("eslint"), ["--max-warnings=0", "--cache", "--cache-strategy=content", `--cache-location=${eslintCache}`, "."], { env, quiet: true }),
        step("typecheck", bin("tsc"), ["--noEmit"], { env, quiet: true }),
        vitest("unit", true),
      ])),
    );
    // 2. Integration tests on the embedded database.
    results.push(await vitest("integration", false));
    // 3. Browser tests.
    results.push(await browserTests(env, reportDir));
  }

  rmSync(reportDir, { recursive: true, force: true });
  const totals = { passed: 0, failed: 0 };
  for (const r of results) {
    if (r.counts) {
      totals.passed += r.counts.passed;
      totals.failed += r.counts.failed;
    }
    if (!r.ok && !(r.counts && r.counts.failed > 0)) totals.failed += 1; // the step itself failed: count it
  }
  const ok = results.every((r) => r.ok);
  const timings = results.map((r) => `${r.name} ${r.skipped ? "skipped" : `${r.seconds.toFixed(1)}s`}${r.ok ? "" : " (failed)"}`);
  log(`${ok ? "all steps passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s on Node ${process.version}: ${timings.join(", ")}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

async function browserTests(env, reportDir) {
  if (!existsSync(CHROMIUM)) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n!! ${CHROMIUM} is missing: the browser tests (Playwright) cannot run.`);
    console.error("!! Install it with: apt-get update && apt-get install -y chromium   (never `playwright install`)");
    if (process.env.UPSTEP_SKIP_E2E === "1") {
      console.error(`!! UPSTEP_SKIP_E2E=1: SKIPPING the browser tests. This run does NOT cover them.\n${banner}\n`);
      return { name: "playwright", ok: true, skipped: true, seconds: 0, counts: null };
    }
    console.error(`!! Failing. Set UPSTEP_SKIP_E2E=1 to run everything else without them.\n${banner}\n`);
    return { name: "playwright (no chromium)", ok: false, seconds: 0, counts: null };
  }
  const out = path.join(reportDir, "playwright.json");
  return step("playwright", bin("playwright"), ["test"], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    counts: () => playwrightCounts(out),
  });
}

main();
