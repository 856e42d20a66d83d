import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { importRuns, type RejectionReasons } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { readFeedFile, readFeedUrl, type FeedTextFormat } from "./read-feed";
import { parseJobRecord } from "./record-schema";
import { ReferenceResolver, type Executor } from "./resolve-references";
import { writeJobBatch, type BatchItem } from "./write-jobs";

/** Rows changed by one run above which the job tables are analysed. */
const ANALYZE_THRESHOLD = 1000;

export type ImportJobsInput = {
  /** Who sent the feed ("upstep-demo", "indeed-acme"): external references are unique per source. */
  source: string;
  /** Records already in memory or streamed (JSON feed shape, camelCase). */
  records?: Iterable<unknown> | AsyncIterable<unknown>;
  /** An Indeed-style XML or a JSON feed on disk. */
  file?: string;
  /** The same, fetched over http(s). */
  url?: string;
  /** Records per statement and transaction (default 500). */
  batchSize?: number;
  /** Expire the source's jobs that this feed does not list (default true; skipped when no record was accepted). */
  expireMissing?: boolean;
  /** How a url or file feed is read (default "auto": XML or JSON by its first character). */
  format?: FeedTextFormat;
  /**
   * Called inside each batch's transaction with the jobs it wrote (their tags are the feed's again)
   * and the ones it saw unchanged: the worker applies the tag mapping rules here (decision 055).
   */
  onBatchWritten?: (tx: Executor, batch: { jobIds: string[]; writtenIds: string[] }) => Promise<void>;
  /** Called after every batch (progress of long imports). */
  onProgress?: (stats: ImportStats) => void;
};

export type ImportStats = {
  runId: string;
  source: string;
  status: "succeeded" | "failed";
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  expired: number;
  rejected: number;
  rejectionReasons: RejectionReasons;
  durationMs: number;
};

const SOURCE = /^[a-z0-9][a-z0-9._-]{0,62}$/i;
const EXAMPLES_PER_REASON = 5;
/** A run still "running" after this long is taken to have died and no longer blocks a new one. */
const STALE_RUN_MS = 60 * 60 * 1000;

async function* iterate(input: ImportJobsInput): AsyncGenerator<unknown> {
  if (input.records) {
    yield* input.records as AsyncIterable<unknown>;
    return;
  }
  if (input.file) yield* await readFeedFile(input.file);
  else if (input.url) yield* await readFeedUrl(input.url, undefined, input.format ?? "auto");
}

/**
 * Imports one feed: validate every record, resolve companies / categories / locations in bulk,
 * upsert jobs by (source, external reference) in batches, one transaction per batch, expire the
 * source's jobs the feed no longer lists, and record the run's statistics in import_runs.
 */
export async function importJobs(db: Db, input: ImportJobsInput): Promise<ImportStats> {
  if (!SOURCE.test(input.source)) throw new AppError("BAD_REQUEST", "The source must be 1-63 letters, digits, dots, dashes or underscores.");
  if ([input.records, input.file, input.url].filter((x) => x !== undefined).length !== 1) {
    throw new AppError("BAD_REQUEST", "Give exactly one of records, file or url.");
  }
  const batchSize = Math.max(1, Math.min(input.batchSize ?? 500, 5000));
  const started = Date.now();
  const now = new Date();

  const busy = await db.execute<{ id: string }>(sql`
    select id from import_runs where source = ${input.source} and status = 'running'
      and started_at > ${new Date(started - STALE_RUN_MS).toISOString()}::timestamptz limit 1`);
  if (busy.rows.length) throw new AppError("CONFLICT", `An import of ${input.source} is already running.`);

  const [run] = await db
    .insert(importRuns)
    .values({ source: input.source, input: input.file ?? input.url ?? "records" })
    .returning({ id: importRuns.id });
  const runId = run!.id;
  const stats: ImportStats = {
    runId, source: input.source, status: "succeeded",
    read: 0, created: 0, updated: 0, unchanged: 0, expired: 0, rejected: 0, rejectionReasons: {}, durationMs: 0,
  };
  const addRejection = (reason: string, index: number, ref: string | null, title: string | null) => {
    stats.rejected++;
    const entry = (stats.rejectionReasons[reason] ??= { count: 0, examples: [] });
    entry.count++;
    if (entry.examples.length < EXAMPLES_PER_REASON) entry.examples.push({ index, ref, title });
  };

  const resolver = new ReferenceResolver({ source: input.source, runId });
  const log = logger.child({ module: "jobs-import", source: input.source, runId });
  try {
    await resolver.prepare(db);
    let batch: BatchItem[] = [];
    // One batch is written while the next is parsed: validation and sanitising (CPU in this process)
    // overlap the database's work (another process). Batches are still written one after another.
    let writing: Promise<void> | null = null;
    const flush = async () => {
      if (!batch.length) return;
      const items = batch;
      batch = [];
      if (writing) await writing;
      const write = db
        .transaction(async (tx) => {
          const result = await writeJobBatch(tx, { runId, source: input.source, now, resolver }, items);
          if (input.onBatchWritten && result.jobIds.length) await input.onBatchWritten(tx, { jobIds: result.jobIds, writtenIds: result.writtenIds });
          return result;
        })
        .then((result) => {
          stats.created += result.created;
          stats.updated += result.updated;
          stats.unchanged += result.unchanged;
          for (const r of result.rejected) addRejection(r.reason, r.index, r.ref, r.title);
          stats.durationMs = Date.now() - started;
          input.onProgress?.({ ...stats });
        });
      write.catch(() => {}); // awaited (and rethrown) by the next flush or at the end
      writing = write;
    };

    for await (const raw of iterate(input)) {
      stats.read++;
      const parsed = parseJobRecord(raw);
      if (!parsed.ok) addRejection(parsed.reason, stats.read, parsed.ref, parsed.title);
      else {
        batch.push({ job: parsed.job, index: stats.read });
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
    if (writing) await writing;

    const accepted = stats.created + stats.updated + stats.unchanged;
    if ((input.expireMissing ?? true) && accepted > 0) {
      const expired = await db.execute(sql`
        update jobs set status = 'expired', expired_at = ${now.toISOString()}::timestamptz, updated_at = now()
        where source = ${input.source} and status = 'open' and last_import_run_id is distinct from ${runId}::uuid`);
      stats.expired = expired.rowCount ?? 0;
    } else if (accepted === 0 && stats.read > 0) {
      log.warn("no record was accepted: the source's jobs were not expired");
    }
  } catch (err) {
    stats.status = "failed";
    stats.durationMs = Date.now() - started;
    await db
      .update(importRuns)
      .set({ ...counts(stats), status: "failed", finishedAt: new Date(), error: err instanceof Error ? err.message : String(err) })
      .where(eq(importRuns.id, runId));
    log.error({ err }, "job import failed");
    throw err;
  }

  // After a large change the planner's statistics are stale (PGlite never runs autovacuum): searches
  // were 2-4x slower on the demo data until the job tables were analysed.
  if (stats.created + stats.updated + stats.expired >= ANALYZE_THRESHOLD) {
    await db.execute(sql`ANALYZE jobs, job_documents, job_locations, locations, companies`);
  }
  stats.durationMs = Date.now() - started;
  await db.update(importRuns).set({ ...counts(stats), status: "succeeded", finishedAt: new Date() }).where(eq(importRuns.id, runId));
  log.info({ ...counts(stats), durationMs: stats.durationMs }, "job import finished");
  return stats;
}

function counts(s: ImportStats) {
  return {
    readCount: s.read,
    createdCount: s.created,
    updatedCount: s.updated,
    unchangedCount: s.unchanged,
    expiredCount: s.expired,
    rejectedCount: s.rejected,
    rejectionReasons: s.rejectionReasons,
  };
}
