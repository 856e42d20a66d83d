import "server-only";
import { readdir, readFile, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { queueSummaries } from "@/lib/queue/inspect";
import { formatBytes, formatCount, formatDateTimeUtc } from "../format";
import type { CheckStatus, HealthCheck } from "../types";

/*
 * /admin/system's health checks (issue 19 part 6, decision 057): versions, database, queue, storage
 * and mail, each OK, warning or failing with its reason. Each check is two steps: gather the facts
 * (what the process, the database and the disk say now) and judge them (a pure function, so every
 * verdict, failing ones included, is tested without breaking a real database or disk).
 */

type Detail = { label: string; value: string };
const check = (key: string, label: string, status: CheckStatus, reason: string, details: Detail[]): HealthCheck => ({ key, label, status, reason, details });

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The commit this build is from: GIT_COMMIT (set by a deployment), else the checkout's .git, else null. */
export async function gitCommit(root = process.cwd()): Promise<string | null> {
  const fromEnv = process.env.GIT_COMMIT ?? process.env.SOURCE_COMMIT;
  if (fromEnv && /^[0-9a-f]{7,40}$/i.test(fromEnv)) return fromEnv.slice(0, 12);
  try {
    const head = (await readFile(path.join(root, ".git", "HEAD"), "utf8")).trim();
    if (/^[0-9a-f]{40}$/.test(head)) return head.slice(0, 12);
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return null;
    try {
      return (await readFile(path.join(root, ".git", ref), "utf8")).trim().slice(0, 12);
    } catch {
      const packed = await readFile(path.join(root, ".git", "packed-refs"), "utf8");
      const line = packed.split("\n").find((l) => l.endsWith(` ${ref}`));
      return line ? line.slice(0, 12) : null;
    }
  } catch {
    return null;
  }
}

/* ---------- Versions ---------- */

export type VersionFacts = { app: string | null; commit: string | null; node: string; next: string | null; pgBoss: string | null; postgres: string | null; pgBossSchema: number | null };

/** PostgreSQL 15 is the oldest Upstep runs on (NULLS NOT DISTINCT, decision 012's notes). */
export const MIN_POSTGRES_MAJOR = 15;
export const MIN_NODE_MAJOR = 22;

export function judgeVersions(f: VersionFacts): HealthCheck {
  const details: Detail[] = [
    { label: "Upstep", value: `${f.app ?? "unknown"}${f.commit ? ` (commit ${f.commit})` : ""}` },
    { label: "Node.js", value: f.node },
    { label: "Next.js", value: f.next ?? "unknown" },
    { label: "PostgreSQL", value: f.postgres ?? "unknown" },
    { label: "pg-boss", value: `${f.pgBoss ?? "unknown"}${f.pgBossSchema !== null ? ` (schema ${f.pgBossSchema})` : ""}` },
  ];
  const pgMajor = f.postgres ? Number.parseInt(f.postgres, 10) : NaN;
  const nodeMajor = Number.parseInt(f.node.replace(/^v/, ""), 10);
  if (!f.postgres) return check("versions", "Versions", "failing", "The database did not say its version.", details);
  if (pgMajor < MIN_POSTGRES_MAJOR) return check("versions", "Versions", "failing", `PostgreSQL ${f.postgres} is older than ${MIN_POSTGRES_MAJOR}, which Upstep needs.`, details);
  if (nodeMajor < MIN_NODE_MAJOR) return check("versions", "Versions", "warning", `Node.js ${f.node} is older than ${MIN_NODE_MAJOR}, the version Upstep is tested on.`, details);
  if (!f.app || !f.next || !f.pgBoss) return check("versions", "Versions", "warning", "Some versions could not be read from the installed packages.", details);
  return check("versions", "Versions", "ok", `Upstep ${f.app} on Node.js ${f.node} and PostgreSQL ${f.postgres}.`, details);
}

export async function versionFacts(db: Db, root = process.cwd()): Promise<VersionFacts> {
  const [pkg, nextPkg, bossPkg, commit, pg, bossSchema] = await Promise.all([
    readJson(path.join(root, "package.json")),
    readJson(path.join(root, "node_modules", "next", "package.json")),
    readJson(path.join(root, "node_modules", "pg-boss", "package.json")),
    gitCommit(root),
    db.execute<{ server_version: string }>(sql`show server_version`).then(
      (r) => r.rows[0]?.server_version ?? null,
      () => null,
    ),
    db.execute<{ version: number }>(sql`select version from pgboss.version limit 1`).then(
      (r) => (r.rows[0] ? Number(r.rows[0].version) : null),
      () => null,
    ),
  ]);
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  return { app: str(pkg?.version), commit, node: process.version, next: str(nextPkg?.version), pgBoss: str(bossPkg?.version), postgres: pg, pgBossSchema: bossSchema };
}

/* ---------- Database ---------- */

export type DatabaseFacts = { embedded: boolean; sizeBytes: number | null; connections: number | null; maxConnections: number | null; migrationsApplied: number; migrationsShipped: number; latestMigration: string | null };

export function judgeDatabase(f: DatabaseFacts): HealthCheck {
  const details: Detail[] = [
    { label: "Kind", value: f.embedded ? "Embedded (PGlite, one process)" : "PostgreSQL server" },
    { label: "Size", value: f.sizeBytes === null ? "unknown" : formatBytes(f.sizeBytes) },
    {
      label: "Connections",
      value: f.embedded ? "one at a time (embedded)" : f.connections === null ? "unknown" : `${formatCount(f.connections)}${f.maxConnections ? ` of ${formatCount(f.maxConnections)}` : ""}`,
    },
    { label: "Migrations", value: `${f.migrationsApplied} applied of ${f.migrationsShipped} shipped${f.latestMigration ? ` (latest ${f.latestMigration})` : ""}` },
  ];
  if (f.migrationsApplied < f.migrationsShipped) {
    const n = f.migrationsShipped - f.migrationsApplied;
    return check("database", "Database", "failing", `${n} shipped ${n === 1 ? "migration is" : "migrations are"} not applied: run the setup step (npm run setup) before serving this version.`, details);
  }
  if (f.migrationsApplied > f.migrationsShipped) return check("database", "Database", "warning", "The database has migrations this version does not ship: it was migrated by a newer version.", details);
  if (f.connections !== null && f.maxConnections && f.connections >= f.maxConnections * 0.8) {
    return check("database", "Database", "warning", `${f.connections} of ${f.maxConnections} connections are in use.`, details);
  }
  return check("database", "Database", "ok", `Migrations up to date; ${f.sizeBytes === null ? "size unknown" : formatBytes(f.sizeBytes)}.`, details);
}

export async function databaseFacts(db: Db, migrationsFolder = path.join(process.cwd(), "src", "db", "migrations")): Promise<DatabaseFacts> {
  const journal = await readJson(path.join(migrationsFolder, "meta", "_journal.json"));
  const entries = Array.isArray(journal?.entries) ? (journal.entries as { tag?: string }[]) : [];
  const one = async <T,>(query: ReturnType<typeof sql>, pick: (row: Record<string, unknown>) => T): Promise<T | null> => {
    try {
      const r = await db.execute<Record<string, unknown>>(query);
      return r.rows[0] ? pick(r.rows[0]) : null;
    } catch {
      return null;
    }
  };
  const [version, size, connections, maxConnections, applied] = await Promise.all([
    one(sql`select version() as v`, (r) => String(r.v)),
    one(sql`select pg_database_size(current_database())::bigint as n`, (r) => Number(r.n)),
    one(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`, (r) => Number(r.n)),
    one(sql`select setting::int as n from pg_settings where name = 'max_connections'`, (r) => Number(r.n)),
    one(sql`select count(*)::int as n from drizzle.__drizzle_migrations`, (r) => Number(r.n)),
  ]);
  // PGlite is PostgreSQL compiled to WebAssembly by Emscripten; its version() says so.
  const embedded = /emscripten|emcc|wasm/i.test(version ?? "");
  return {
    embedded,
    sizeBytes: size,
    connections: embedded ? null : connections,
    maxConnections: embedded ? null : maxConnections,
    migrationsApplied: applied ?? 0,
    migrationsShipped: entries.length,
    latestMigration: entries.at(-1)?.tag ?? null,
  };
}

/* ---------- Queue ---------- */

export type QueueFacts = { queued: number; active: number; retrying: number; deadLetters: number; stalled: number; oldestStalledMinutes: number | null; queues: number };
/** A job due this long ago and still waiting means no worker is taking jobs. */
export const STALLED_AFTER_MINUTES = 15;

export function judgeQueue(f: QueueFacts): HealthCheck {
  const details: Detail[] = [
    { label: "Waiting", value: formatCount(f.queued) },
    { label: "Running", value: formatCount(f.active) },
    { label: "Retrying", value: formatCount(f.retrying) },
    { label: "Failed jobs waiting for a decision", value: formatCount(f.deadLetters) },
  ];
  if (f.stalled > 0) {
    return check("queue", "Queue", "failing", `${formatCount(f.stalled)} ${f.stalled === 1 ? "job has" : "jobs have"} waited over ${STALLED_AFTER_MINUTES} minutes (the oldest ${f.oldestStalledMinutes} minutes): is the worker running?`, details);
  }
  if (f.deadLetters > 0) return check("queue", "Queue", "warning", `${formatCount(f.deadLetters)} failed ${f.deadLetters === 1 ? "job waits" : "jobs wait"} below for a retry or a decision.`, details);
  return check("queue", "Queue", "ok", `${f.queues} queues; nothing waiting longer than ${STALLED_AFTER_MINUTES} minutes and no failed jobs.`, details);
}

export async function queueFacts(db: Db, now = new Date()): Promise<QueueFacts> {
  const summaries = await queueSummaries(db);
  const sum = (k: "queued" | "active" | "retrying" | "deadLetters") => summaries.reduce((n, q) => n + q.counts[k], 0);
  const cutoff = new Date(now.getTime() - STALLED_AFTER_MINUTES * 60_000);
  const stalled = await db.execute<{ n: number; oldest: Date | string | null }>(
    sql`select count(*)::int as n, min(start_after) as oldest from pgboss.job where state = 'created' and name <> 'dead-letter' and start_after < ${cutoff}`,
  );
  const oldest = stalled.rows[0]?.oldest;
  return {
    queued: sum("queued"),
    active: sum("active"),
    retrying: sum("retrying"),
    deadLetters: sum("deadLetters"),
    stalled: stalled.rows[0]?.n ?? 0,
    oldestStalledMinutes: oldest ? Math.round((now.getTime() - new Date(oldest).getTime()) / 60_000) : null,
    queues: summaries.length,
  };
}

/* ---------- Storage ---------- */

export type StorageFacts = { dir: string; exists: boolean; files: number; bytes: number; truncated: boolean; freeBytes: number | null; totalBytes: number | null; error: string | null };
export const LOW_DISK_BYTES = 1024 ** 3;
export const CRITICAL_DISK_BYTES = 200 * 1024 ** 2;
const MAX_FILES_COUNTED = 100_000;

export function judgeStorage(f: StorageFacts): HealthCheck {
  const details: Detail[] = [
    { label: "Upload folder", value: f.dir },
    { label: "Files", value: `${formatCount(f.files)}${f.truncated ? "+" : ""}` },
    { label: "Size", value: formatBytes(f.bytes) },
    { label: "Free disk", value: f.freeBytes === null ? "unknown" : `${formatBytes(f.freeBytes)}${f.totalBytes ? ` of ${formatBytes(f.totalBytes)}` : ""}` },
  ];
  if (f.error) return check("storage", "Storage", "failing", `The upload folder cannot be read: ${f.error}`, details);
  if (f.freeBytes !== null && f.freeBytes < CRITICAL_DISK_BYTES) return check("storage", "Storage", "failing", `Only ${formatBytes(f.freeBytes)} of disk is free: uploads will soon fail.`, details);
  if (f.freeBytes !== null && f.freeBytes < LOW_DISK_BYTES) return check("storage", "Storage", "warning", `Only ${formatBytes(f.freeBytes)} of disk is free.`, details);
  if (!f.exists) return check("storage", "Storage", "ok", "No file uploaded yet: the folder is made with the first upload.", details);
  return check("storage", "Storage", "ok", `${formatCount(f.files)} files, ${formatBytes(f.bytes)}; ${f.freeBytes === null ? "free space unknown" : `${formatBytes(f.freeBytes)} free`}.`, details);
}

export async function storageFacts(dir = env().UPLOAD_DIR): Promise<StorageFacts> {
  const abs = path.resolve(dir);
  let files = 0;
  let bytes = 0;
  let truncated = false;
  let exists = true;
  let error: string | null = null;
  try {
    const entries = await readdir(abs, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      if (files >= MAX_FILES_COUNTED) {
        truncated = true;
        break;
      }
      files++;
      try {
        bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
      } catch {
        /* deleted meanwhile */
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") exists = false;
    else error = (err as Error).message;
  }
  let freeBytes: number | null = null;
  let totalBytes: number | null = null;
  // The disk the folder is on (its nearest existing parent while it does not exist yet).
  for (let at = abs; ; at = path.dirname(at)) {
    try {
      const fs = await statfs(at);
      freeBytes = Number(fs.bavail) * Number(fs.bsize);
      totalBytes = Number(fs.blocks) * Number(fs.bsize);
      break;
    } catch {
      if (path.dirname(at) === at) break;
    }
  }
  return { dir, exists, files, bytes, truncated, freeBytes, totalBytes, error };
}

/* ---------- Mail ---------- */

export type MailFacts = {
  transport: "smtp" | "outbox";
  /** The SMTP host and port (never its credentials), or the outbox folder. */
  target: string;
  production: boolean;
  lastSentAt: string | null;
  lastFailure: { at: string; reason: string } | null;
  sent24h: number;
  failed24h: number;
};

export function judgeMail(f: MailFacts): HealthCheck {
  const details: Detail[] = [
    { label: "Transport", value: f.transport === "smtp" ? `SMTP ${f.target}` : `Outbox folder ${f.target}` },
    { label: "Last sent", value: f.lastSentAt ? formatDateTimeUtc(f.lastSentAt) : "never" },
    { label: "Last failure", value: f.lastFailure ? `${formatDateTimeUtc(f.lastFailure.at)}: ${f.lastFailure.reason}` : "none" },
    { label: "Sent in the last 24 hours", value: formatCount(f.sent24h) },
    { label: "Failed in the last 24 hours", value: formatCount(f.failed24h) },
  ];
  if (f.transport === "outbox" && f.production) return check("mail", "Mail", "failing", "No SMTP server is set (SMTP_URL): mail is written to a folder, and nobody receives it.", details);
  const failedLast = f.lastFailure && (!f.lastSentAt || new Date(f.lastFailure.at) > new Date(f.lastSentAt));
  if (f.failed24h > 0 && f.sent24h === 0) return check("mail", "Mail", "failing", `Every mail of the last 24 hours failed (${formatCount(f.failed24h)}); the last error: ${f.lastFailure?.reason ?? "unknown"}.`, details);
  if (f.failed24h > 0 && failedLast) return check("mail", "Mail", "warning", `The latest mail failed: ${f.lastFailure?.reason ?? "unknown"}.`, details);
  if (f.failed24h > 0) return check("mail", "Mail", "warning", `${formatCount(f.failed24h)} ${f.failed24h === 1 ? "mail" : "mails"} failed in the last 24 hours; later ones went out.`, details);
  if (f.transport === "outbox") return check("mail", "Mail", "ok", "Mail is written to the outbox folder (development: no SMTP server is set).", details);
  return check("mail", "Mail", "ok", `${formatCount(f.sent24h)} sent in the last 24 hours, none failed.`, details);
}

/** smtp://user:pass@host:587 -> "host:587" (credentials never leave the server). */
export function smtpTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === "smtps:" ? "465" : "587")}`;
  } catch {
    return "(unreadable SMTP_URL)";
  }
}

export async function mailFacts(db: Db, now = new Date()): Promise<MailFacts> {
  const e = env();
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const [last, failure, counts] = await Promise.all([
    db.execute<{ at: Date | string | null }>(sql`select max(sent_at) as at from sent_emails where status = 'sent'`),
    db.execute<{ at: Date | string; reason: string | null }>(sql`select created_at as at, reason from sent_emails where status = 'failed' order by created_at desc limit 1`),
    db.execute<{ sent: number; failed: number }>(
      sql`select count(*) filter (where status = 'sent' and sent_at >= ${since})::int as sent, count(*) filter (where status = 'failed' and created_at >= ${since})::int as failed from sent_emails`,
    ),
  ]);
  const lastAt = last.rows[0]?.at;
  const f = failure.rows[0];
  return {
    transport: e.SMTP_URL ? "smtp" : "outbox",
    target: e.SMTP_URL ? smtpTarget(e.SMTP_URL) : e.MAIL_DIR,
    production: e.APP_ENV === "production",
    lastSentAt: lastAt ? new Date(lastAt).toISOString() : null,
    lastFailure: f ? { at: new Date(f.at).toISOString(), reason: (f.reason ?? "no reason recorded").slice(0, 300) } : null,
    sent24h: counts.rows[0]?.sent ?? 0,
    failed24h: counts.rows[0]?.failed ?? 0,
  };
}

/** Every check, in the page's order. */
export async function systemHealth(db: Db, now = new Date()): Promise<HealthCheck[]> {
  const [versions, database, queue, storage, mail] = await Promise.all([versionFacts(db), databaseFacts(db), queueFacts(db, now), storageFacts(), mailFacts(db, now)]);
  return [judgeVersions(versions), judgeDatabase(database), judgeQueue(queue), judgeStorage(storage), judgeMail(mail)];
}
