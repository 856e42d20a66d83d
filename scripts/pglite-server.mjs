// The embedded database: one PGlite owning --db, served to every process (Next, the queue worker,
// setup, the browser suite's helpers) over loopback by PGlite's socket server, with our
// BatchQueryQueue in place of the stock one (see scripts/pglite-queue.mjs for why).
// Usage: node scripts/pglite-server.mjs --db=DIR --port=N [--host=127.0.0.1] [--max-connections=64]
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { withBatchQueue } from "./pglite-queue.mjs";

/** The extensions the migrations use; src/testing/database.ts loads the same set. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gin, cube, earthdistance, citext };

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: "string" },
      port: { type: "string", default: "54329" },
      host: { type: "string", default: "127.0.0.1" },
      "max-connections": { type: "string", default: "64" },
    },
  });
  if (!values.db) throw new Error("--db=DIR is required");
  const db = await PGlite.create(values.db, { extensions: PGLITE_EXTENSIONS });
  const server = withBatchQueue(
    new PGLiteSocketServer({ db, port: Number(values.port), host: values.host, maxConnections: Number(values["max-connections"]) }),
  );
  server.addEventListener("error", (event) => console.error("socket server error:", event.detail));
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await server.start();
  console.log(`listening on ${values.host}:${values.port}`);
}

main().catch((error) => {
  console.error("the embedded database failed to start:", error);
  process.exit(1);
});
