import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// A valid, self-contained environment for tests; a test may change process.env and call resetEnvCache().
process.env.APP_ENV ??= "test";
process.env.DATABASE_URL ??= "postgres://tests-use-an-injected-pool@127.0.0.1:1/none";
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
// Vite sets BASE_URL to "/" for its own use; Upstep's BASE_URL is an absolute URL.
if (!process.env.BASE_URL || process.env.BASE_URL === "/") process.env.BASE_URL = "http://localhost:3000";
process.env.LOG_LEVEL ??= "silent";
// The proxy's availability cache listens on DATABASE_URL; tests inject their pool and test the cache directly.
process.env.JOB_AVAILABILITY_CACHE ??= "off";
process.env.MAIL_DIR ??= mkdtempSync(path.join(os.tmpdir(), "upstep-mail-"));
