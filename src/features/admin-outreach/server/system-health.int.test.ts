import type { AddressInfo } from "node:net";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, sentEmails } from "@/db/schema";
import { POST as verifyPost } from "@/app/api/admin/system/mail/verify/route";
import { resetEnvCache } from "@/lib/env";
import { queueSender } from "@/lib/queue/enqueue";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import {
  databaseFacts,
  judgeDatabase,
  judgeMail,
  judgeQueue,
  judgeStorage,
  judgeVersions,
  mailFacts,
  queueFacts,
  smtpTarget,
  storageFacts,
  systemHealth,
  versionFacts,
  CRITICAL_DISK_BYTES,
  LOW_DISK_BYTES,
  type MailFacts,
  type StorageFacts,
} from "./system-health";
import { MAIL_VERIFY_ACTION } from "./verify-mail";

/*
 * /admin/system's health checks (decision 057): each gathered from the real process, database and
 * disk, and each verdict (failing ones included) from facts that would cause it.
 */
const savedEnv = { SMTP_URL: process.env.SMTP_URL, APP_ENV: process.env.APP_ENV };
afterEach(() => {
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
});

describe("versions", () => {
  it("reads the app, Node, Next, PostgreSQL and pg-boss versions; an old PostgreSQL fails", async () => {
    const facts = await versionFacts(getDb());
    expect(facts.app).toBe("0.1.0");
    expect(facts.node).toBe(process.version);
    expect(facts.next).toMatch(/^\d+\.\d+/);
    expect(facts.pgBoss).toMatch(/^\d+\.\d+/);
    expect(facts.postgres).toMatch(/^\d+/);
    expect(judgeVersions(facts).status).toBe("ok");
    expect(judgeVersions({ ...facts, postgres: "14.2" })).toMatchObject({ status: "failing", reason: expect.stringMatching(/older than 15/) });
    expect(judgeVersions({ ...facts, postgres: null }).status).toBe("failing");
    expect(judgeVersions({ ...facts, node: "v20.1.0" }).status).toBe("warning");
  });
});

describe("database", () => {
  it("counts applied against shipped migrations and knows the embedded database; a pending migration fails", async () => {
    const facts = await databaseFacts(getDb());
    expect(facts.migrationsShipped).toBeGreaterThan(20);
    expect(facts.migrationsApplied).toBe(facts.migrationsShipped);
    // The tests run on PGlite, or on a PostgreSQL server when TEST_DATABASE_URL names one (CI).
    expect(facts.embedded).toBe(!process.env.TEST_DATABASE_URL);
    expect(facts.sizeBytes).toBeGreaterThan(0);
    expect(judgeDatabase(facts).status).toBe("ok");
    expect(judgeDatabase({ ...facts, migrationsApplied: facts.migrationsShipped - 2 })).toMatchObject({ status: "failing", reason: expect.stringMatching(/2 shipped migrations are not applied/) });
    expect(judgeDatabase({ ...facts, embedded: false, connections: 90, maxConnections: 100 }).status).toBe("warning");
    // A folder without the journal ships nothing: the database is ahead.
    const other = await databaseFacts(getDb(), path.join(tmpdir(), "no-migrations-here"));
    expect(judgeDatabase(other).status).toBe("warning");
  });
});

describe("queue", () => {
  it("fails when a due job has waited over 15 minutes (no worker), warns on dead letters", async () => {
    const db = getDb();
    await db.execute(sql`truncate pgboss.job`);
    expect(judgeQueue(await queueFacts(db)).status).toBe("ok");
    const boss = await queueSender();
    const id = await boss.send("sweep", {});
    await db.execute(sql`update pgboss.job set start_after = now() - interval '40 minutes' where id = ${id}`);
    const stalled = await queueFacts(db);
    expect(stalled).toMatchObject({ stalled: 1, queued: 1 });
    expect(judgeQueue(stalled)).toMatchObject({ status: "failing", reason: expect.stringMatching(/is the worker running/) });
    expect(judgeQueue({ ...stalled, stalled: 0, oldestStalledMinutes: null, deadLetters: 2 }).status).toBe("warning");
    await db.execute(sql`truncate pgboss.job`);
  });
});

describe("storage", () => {
  it("counts the upload folder's files and bytes and the free disk; little free disk warns, then fails", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "upstep-uploads-"));
    try {
      await mkdir(path.join(dir, "avatars"));
      await writeFile(path.join(dir, "a.png"), Buffer.alloc(1000));
      await writeFile(path.join(dir, "avatars", "b.jpg"), Buffer.alloc(24));
      const facts = await storageFacts(dir);
      expect(facts).toMatchObject({ exists: true, files: 2, bytes: 1024, error: null });
      expect(facts.freeBytes).toBeGreaterThan(0);
      const missing = await storageFacts(path.join(dir, "not-yet"));
      expect(missing).toMatchObject({ exists: false, files: 0 });
      expect(typeof missing.freeBytes).toBe(typeof facts.freeBytes);
      const base: StorageFacts = { ...facts, freeBytes: 50 * 1024 ** 3 };
      expect(judgeStorage(base).status).toBe("ok");
      expect(judgeStorage({ ...base, freeBytes: LOW_DISK_BYTES - 1 }).status).toBe("warning");
      expect(judgeStorage({ ...base, freeBytes: CRITICAL_DISK_BYTES - 1 }).status).toBe("failing");
      expect(judgeStorage({ ...base, error: "EACCES: permission denied" })).toMatchObject({ status: "failing", reason: expect.stringMatching(/cannot be read/) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("mail", () => {
  it("reads the transport and the mail log; failures warn, all failing or no SMTP in production fails", async () => {
    const db = getDb();
    await db.delete(sentEmails);
    const now = new Date();
    const ago = (min: number) => new Date(now.getTime() - min * 60_000);
    const row = (key: string, status: string, createdAt: Date, reason: string | null = null) => ({ idempotencyKey: key, to: "a@example.test", category: "account", template: "notification", messageId: key, status, reason, createdAt, sentAt: status === "sent" ? createdAt : null });
    await db.insert(sentEmails).values([row("m1", "sent", ago(120)), row("m2", "failed", ago(30), "connect ECONNREFUSED"), row("m3", "sent", ago(60 * 30))]);
    delete process.env.SMTP_URL;
    resetEnvCache();
    const facts = await mailFacts(db, now);
    expect(facts).toMatchObject({ transport: "outbox", sent24h: 1, failed24h: 1, lastSentAt: ago(120).toISOString(), lastFailure: { reason: "connect ECONNREFUSED" } });
    expect(judgeMail(facts)).toMatchObject({ status: "warning", reason: expect.stringMatching(/latest mail failed: connect ECONNREFUSED/) });
    const calm: MailFacts = { ...facts, failed24h: 0, lastFailure: null };
    expect(judgeMail(calm).status).toBe("ok");
    expect(judgeMail({ ...facts, sent24h: 0 }).status).toBe("failing");
    expect(judgeMail({ ...calm, production: true })).toMatchObject({ status: "failing", reason: expect.stringMatching(/No SMTP server/) });
    process.env.SMTP_URL = "smtp://user:secret@mail.example.test:2525";
    resetEnvCache();
    expect((await mailFacts(db, now)).target).toBe("mail.example.test:2525");
    expect(smtpTarget("smtps://u:p@h.example")).toBe("h.example:465");
    await db.delete(sentEmails);
  });

  it("verifies the SMTP connection (and says so when it cannot), audited; administrators only", async () => {
    const admin = await signedInAdmin();
    const verify = (cookie: string) => callRoute(verifyPost, { method: "POST", path: "/api/admin/system/mail/verify", cookie });
    const smtp = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
      resetEnvCache();
      const ok = await verify(admin.cookie);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ ok: true, transport: "smtp", message: expect.stringMatching(/^Connected to 127\.0\.0\.1:/) });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
    // A port nothing listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    process.env.SMTP_URL = `smtp://user:secret@127.0.0.1:${port}`;
    resetEnvCache();
    const failed = (await (await verify(admin.cookie)).json()) as { ok: boolean; message: string };
    expect(failed.ok).toBe(false);
    expect(failed.message).toMatch(new RegExp(`Could not verify 127\\.0\\.0\\.1:${port}`));
    expect(failed.message).not.toContain("secret");
    delete process.env.SMTP_URL;
    resetEnvCache();
    expect(await (await verify(admin.cookie)).json()).toMatchObject({ ok: true, transport: "outbox" });
    const audits = await getDb().select().from(auditEvents).where(eq(auditEvents.action, MAIL_VERIFY_ACTION));
    expect(audits.filter((a) => a.actorUserId === admin.id)).toHaveLength(3);
    for (const roles of [[], ["Recruiter"]] as const) {
      const other = await signedInUser({ roles: [...roles] });
      expect((await verify(other.cookie)).status).toBe(403);
    }
  });

  it("puts the five checks on the page in order", async () => {
    const checks = await systemHealth(getDb());
    expect(checks.map((c) => c.key)).toEqual(["versions", "database", "queue", "storage", "mail"]);
    for (const c of checks) expect(["ok", "warning", "failing"]).toContain(c.status);
  });
});
