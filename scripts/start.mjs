#!/usr/bin/env node
// `npm start`: on a system Node older than 22.12 re-run on the project's Node 24 (decision 013), install what is missing, start the embedded database (unless DATABASE_URL is set),
// migrate, seed demo data on first run, build when sources changed, and serve on PORT (3000) with the
// background worker (src/worker, decision 018) beside the server.
// `npm run dev` does the same with `next dev` instead of build + src/server/main.ts (Next behind the job page front).
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { acquireLock, bin, buildIfNeeded, ensureAuthSecret, ensureDependencies, loadDotEnv, log, root, runOnSupportedNode, setupDatabase, startEmbeddedDatabase } from "./lib.mjs";

const dev = process.argv.includes("--dev");

async function main() {
  await runOnSupportedNode();
  loadDotEnv();
  ensureDependencies();
  const dataDir = path.resolve(root, process.env.DATA_DIR || ".data");
  const port = process.env.PORT || "3000";
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: port,
    AUTH_SECRET: ensureAuthSecret(dataDir),
    MAIL_DIR: process.env.MAIL_DIR || path.join(dataDir, "mail"),
  };
  // `npm start` is a production server unless APP_ENV says otherwise (src/lib/env.ts); the dev server
  // is a development host that only this machine reaches: development pages are for its clients alone
  // (decision 004 amendment).
  if (dev) {
    env.APP_ENV = process.env.APP_ENV || "development";
    env.HOST = process.env.HOST || "127.0.0.1";
  }
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) await cleanups.pop()();
  };
  let shuttingDown = false;
  let server;
  let worker;
  const stopChild = async (child) => {
    if (!child || child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
  };
  const shutdown = async (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await Promise.all([stopChild(server), stopChild(worker)]);
    await cleanup();
    process.exit(code);
  };
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  try {
    if (!process.env.DATABASE_URL) {
      cleanups.push(acquireLock(dataDir));
      const db = await startEmbeddedDatabase(dataDir);
      cleanups.push(db.stop);
      env.DATABASE_URL = db.url;
      // Where the embedded database listens, for tools beside the app (the browser tests read it).
      const urlFile = path.join(dataDir, "database-url");
      writeFileSync(urlFile, `${db.url}\n`);
      cleanups.push(() => rmSync(urlFile, { force: true }));
      log(`embedded database (PGlite) at ${path.relative(root, dataDir) || "."}/pg`);
    } else {
      log("using DATABASE_URL");
    }
    setupDatabase(env);
    if (!dev) buildIfNeeded(env, process.env.NEXT_DIST_DIR || ".next");
    log(`serving on http://localhost:${port}${env.HOST ? ` (listening on ${env.HOST} only)` : " (listening on every interface; HOST=127.0.0.1 keeps it to this machine)"}`);
    logMailFolder(env, port);
    // Production: Next behind the job page front (src/server/main.ts, decision 011); dev: next dev.
    server = dev
      ? spawn(bin("next"), ["dev", "-p", port, "-H", env.HOST], { cwd: root, stdio: "inherit", env })
      : spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], { cwd: root, stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
    server.on("exit", (code) => shutdown(code ?? 0));
    // The background worker (decision 018): mail, notifications' email, scheduled imports and sweeps.
    // It runs the app's server modules outside Next; register-hooks.mjs lets their "server-only" guard pass.
    worker = spawn(process.execPath, ["--import", "./src/worker/register-hooks.mjs", "--import", "tsx", path.join("src", "worker", "main.ts")], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, NODE_ENV: dev ? "development" : "production" },
    });
    worker.on("exit", (code) => {
      if (!shuttingDown) {
        console.error(`[upstep] the background worker stopped (exit code ${code}); stopping the server too`);
        void shutdown(code || 1);
      }
    });
  } catch (err) {
    console.error(`\n${err.message}`);
    await cleanup();
    process.exit(err.exitCode || 1);
  }
}

/** Where mail goes when no SMTP server is configured, so a demo can still follow its links. */
function logMailFolder(env, port) {
  if (env.SMTP_URL) return;
  const folder = path.relative(root, env.MAIL_DIR) || env.MAIL_DIR;
  const appEnv = env.APP_ENV || "production";
  const listing = appEnv === "production" ? "APP_ENV=development lists it at /dev/outbox" : `listed at http://localhost:${port}/dev/outbox for this machine`;
  log(`no SMTP_URL: mail (confirmation and reset links) is written to ${folder}/, one JSON file per message; ${listing}`);
}

main();
