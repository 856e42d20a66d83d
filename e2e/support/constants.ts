import path from "node:path";

/*
 * Where the browser tests' server lives. Its own port, data directory and build directory, so a run
 * never touches the developer's `npm start` (.data, .next) and starts from an empty database.
 */
/** E2E_PORT moves it, so two checkouts can run their browser tests at once. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(__dirname, "..", "..");
export const E2E_DATA_DIR = path.join(REPO_ROOT, ".data-e2e");
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, "mail");
export const E2E_DIST_DIR = ".next-e2e";
export const CHROMIUM_PATH = "/usr/bin/chromium";
