import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH, E2E_BASE_URL, E2E_DATA_DIR, E2E_DIST_DIR, E2E_MAIL_DIR, E2E_PORT, REPO_ROOT } from "./e2e/support/constants";

/*
 * Browser tests drive Debian's Chromium (/usr/bin/chromium; never `playwright install`) against the
 * production build served by `npm start`'s script on its own port, data and build directories.
 * The database and outbox start empty on every run (e2e/support/web-server.mjs).
 */
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // 2 cores: the server, the database and one browser are enough to keep busy.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || "playwright-report/results.json" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node e2e/support/web-server.mjs",
    cwd: REPO_ROOT,
    url: `${E2E_BASE_URL}/api/context`,
    // A fresh database every run, so never attach to a server left over from another run.
    reuseExistingServer: false,
    // The first run builds into .next-e2e (~1-2 min on 2 cores); later runs reuse it when sources are unchanged.
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets the start script stop Next and the embedded database in order.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      ...(process.env as Record<string, string>),
      DATA_DIR: path.relative(REPO_ROOT, E2E_DATA_DIR),
      MAIL_DIR: E2E_MAIL_DIR,
      PORT: String(E2E_PORT),
      NEXT_DIST_DIR: E2E_DIST_DIR,
      BASE_URL: E2E_BASE_URL,
      APP_ENV: "test",
      AUTH_RATE_LIMIT_MAX: "50",
      NEXT_TELEMETRY_DISABLED: "1",
      // Request logs drown the test list; set LOG_LEVEL=info to see them while debugging.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Always the embedded database of .data-e2e, even if .env names another (an empty value is
      // kept by the start script's .env loading and means "embedded").
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    },
  },
});
