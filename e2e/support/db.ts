import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { E2E_DATA_DIR } from "./constants";

/**
 * The browser tests' database: E2E_DATABASE_URL when set, else the embedded one that `npm start`
 * announces in DATA_DIR/database-url. For tests that change data behind the app's back (as another
 * process, such as an import, would).
 */
export async function withE2eDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL || readFileSync(path.join(E2E_DATA_DIR, "database-url"), "utf8").trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
