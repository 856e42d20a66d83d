/*
 * The 1,000,000-job benchmark data set: the demo generator with another seed and count, streamed
 * through the jobs importer into the database at DATABASE_URL in big batches (memory stays flat),
 * or written to a JSON feed file.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server bench/generate-jobs.ts
 *   npx tsx --conditions=react-server bench/generate-jobs.ts --count 2000 --out /tmp/jobs.json
 *
 * Options: --count N (1000000), --seed S (1000000), --companies N (count/16, at most 20,000),
 * --batch N (2000 records per statement and transaction), --source NAME (upstep-bench),
 * --now ISO-date (posted dates fall in the 60 days before it; default now), --out FILE,
 * --keep-indexes (see below).
 * The database is migrated first; postal codes and categories are loaded when missing. Running it
 * again with the same options updates nothing (every job is unchanged) and expires nothing.
 *
 * Loading into an empty jobs table, the two big GIN indexes (full-text and title trigrams) are
 * dropped first and built once at the end: measured on PostgreSQL 15, that halves the cost of
 * writing job_documents (building a GIN index in one pass is much cheaper than growing it row by row).
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import * as schema from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { generateJobRecords, type GenerateOptions } from "@/seed/jobs/generate-jobs";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { syncCategories } from "@/seed/jobs/seed-demo-jobs";
import { importJobs } from "@/features/jobs/server/import/import-jobs";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000000" },
    seed: { type: "string", default: "1000000" },
    companies: { type: "string" },
    batch: { type: "string", default: "2000" },
    source: { type: "string", default: "upstep-bench" },
    now: { type: "string" },
    out: { type: "string" },
    "keep-indexes": { type: "boolean", default: false },
  },
});

const count = Number(values.count);
const options: GenerateOptions = {
  seed: Number(values.seed),
  count,
  companies: values.companies ? Number(values.companies) : undefined,
  now: values.now ? new Date(values.now) : undefined,
  refPrefix: "BEN",
};

function log(message: string) {
  console.log(`[bench] ${message}`);
}

async function writeFeed(file: string) {
  const started = Date.now();
  const out = createWriteStream(file);
  out.write("[\n");
  let n = 0;
  for (const record of generateJobRecords(options)) {
    if (!out.write(`${n++ ? ",\n" : ""}${JSON.stringify(record)}`)) await once(out, "drain");
  }
  out.end("\n]\n");
  await once(out, "finish");
  log(`${n} jobs written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function load(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    let t = Date.now();
    await migrateDatabase(db);
    const postal = await loadPostalCodes(db);
    await syncCategories(db);
    log(`migrated, ${postal.total} postal codes (${postal.written} new), categories synced in ${Date.now() - t} ms`);

    const [{ n: existing } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows;
    const deferred =
      existing === 0 && !values["keep-indexes"]
        ? (await db.execute<{ name: string; def: string }>(sql`
            select indexname as name, indexdef as def from pg_indexes
            where schemaname = 'public' and indexname in ('job_search_vector_idx', 'jobs_title_trgm_idx')`)).rows
        : [];
    for (const index of deferred) {
      log(`dropping ${index.name} for the load; it is rebuilt at the end (if this run is killed: ${index.def};)`);
      await db.execute(sql.raw(`drop index if exists "${index.name}"`));
    }

    try {
      t = Date.now();
      let lastLog = 0;
      // Statistics and dead rows as autovacuum would keep them, which a server started with
      // autovacuum = off (this machine's conf.d/90-ci.conf) does not: every 100,000 jobs, on the
      // pool's second connection while the import goes on.
      let lastUpkeep = 0;
      let upkeep: Promise<unknown> = Promise.resolve();
      const stats = await importJobs(db, {
        source: values.source!,
        records: generateJobRecords(options),
        batchSize: Number(values.batch),
        onProgress: (s) => {
          const written = s.created + s.updated + s.unchanged;
          if (written - lastUpkeep >= 100_000) {
            lastUpkeep = written;
            upkeep = upkeep.then(() => pool.query("vacuum (analyze) jobs, job_search, job_locations, locations, companies")).catch((err: unknown) => log(`vacuum failed: ${String(err)}`));
          }
          if (written - lastLog < 50_000) return;
          lastLog = written;
          const rate = Math.round(written / ((Date.now() - t) / 1000));
          const mb = Math.round(process.memoryUsage().rss / 1048576);
          log(`${written.toLocaleString("en-US")} written (${s.created} created, ${s.unchanged} unchanged), ${rate}/s, rss ${mb} MB`);
        },
      });
      await upkeep;
      log(`import: ${JSON.stringify({ ...stats, rejectionReasons: Object.keys(stats.rejectionReasons) })}`);
      log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    } finally {
      for (const index of deferred) {
        t = Date.now();
        // One connection: the setting and the build must share a session.
        const client = await pool.connect();
        try {
          await client.query("set maintenance_work_mem = '512MB'");
          await client.query(index.def.replace(/^CREATE INDEX /, "CREATE INDEX IF NOT EXISTS "));
        } finally {
          client.release();
        }
        log(`rebuilt ${index.name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }

    t = Date.now();
    await db.execute(sql`analyze companies, locations, job_locations, jobs, job_documents, job_search, postal_codes, categories`);
    log(`analyzed in ${Date.now() - t} ms`);
  } finally {
    await pool.end();
  }
}

async function main() {
  if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a positive integer");
  if (values.out) return writeFeed(values.out);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL (the benchmark database), or pass --out FILE to write a feed.");
  await load(url);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
