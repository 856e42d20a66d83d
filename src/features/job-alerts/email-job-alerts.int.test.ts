import { beforeAll, describe, expect, it } from "vitest";
import { signJWT } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags } from "@/db/schema";
import { POST as newAlertPost } from "@/app/api/job-alerts/route";
import { POST as confirmPost } from "@/app/api/job-alerts/confirm/route";
import { env } from "@/lib/env";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { deliveredOutbox } from "@/testing/mail";
import { seedSearchFixture } from "@/features/jobs/server/search/search-fixture.testing";
import { matchJobAlerts } from "@/features/alert-matching/server/queries";
import { confirmAccount } from "@/features/auth/server/confirm-account";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { EMAIL_JOB_ALERT_LIMITS } from "./server/email-job-alerts";
import { sendJobAlerts } from "./server/send-job-alerts";
import { listJobAlerts } from "./server/queries";
import { JOB_ALERT_MESSAGES as M } from "./schemas";

/*
 * Job alerts from /job-alerts/new (decision 037, second part), through the real route handlers on a
 * real database and the file outbox: signed out, just an email -> an unconfirmed alert and a
 * confirmation mail, and no job mail before the link is followed; a wrong or spent token 404; the
 * per-client and per-address rates and the 20 per address; signed in, straight to the account; and an
 * account whose address is verified later takes the address's alerts.
 */
const DAY = 86_400_000;
const SEARCH = { name: "Nurse jobs", keywords: "nurse", location: "", radiusMiles: "", remoteOnly: false, employmentTypes: [], frequency: "daily", active: true };
let ip = 0;
const fromClient = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });

const create = (body: unknown, opts: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callRoute(newAlertPost, { method: "POST", path: "/api/job-alerts", body, cookie: opts.cookie, headers: opts.headers ?? fromClient() });
const confirm = (token: string, accept = "application/json") => callRoute(confirmPost, { method: "POST", path: "/api/job-alerts/confirm", body: { token }, headers: { accept } });

async function confirmationToken(email: string): Promise<string> {
  const mail = (await deliveredOutbox()).find((m) => m.to === email && m.subject.startsWith("Confirm your job alert"));
  expect(mail, `a confirmation mail to ${email}`).toBeDefined();
  const href = mail!.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=[0-9a-f]{64}/)?.[0];
  expect(href).toBeDefined();
  return new URL(href!).searchParams.get("token")!;
}

async function alertsOf(email: string) {
  const res = await getDb().execute<{ id: string; user_id: string | null; email: string; confirmed_at: Date | null; confirm_token_hash: string | null }>(
    sql`select id, user_id, email, confirmed_at, confirm_token_hash from job_alerts where email = ${email} or user_id in (select id from users where email = ${email}) order by created_at`,
  );
  return res.rows;
}

/** Backdates every alert a day, so the fixture's jobs (first seen now) count as new for them. */
const backdate = () => getDb().execute(sql`update job_alerts set created_at = now() - interval '1 day'`);

beforeAll(async () => {
  await seedSearchFixture();
  // The fixture's jobs were first seen now; matching asks for jobs first seen since a day ago.
  await getDb().execute(sql`update jobs set created_at = now()`);
});

describe("signed out: just an email", () => {
  it("stores an unconfirmed alert, mails only the confirmation, and mails jobs only after the link", async () => {
    const db = getDb();
    const res = await create({ ...SEARCH, email: "  Sam.Rivera@Example.test " });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await res.json()).toEqual({ kind: "email", email: "sam.rivera@example.test" });
    const [row] = await alertsOf("sam.rivera@example.test");
    expect(row).toMatchObject({ user_id: null, email: "sam.rivera@example.test", confirmed_at: null });
    expect(row!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const token = await confirmationToken("sam.rivera@example.test");
    expect(row!.confirm_token_hash).not.toBe(token);
    const mail = (await deliveredOutbox()).find((m) => m.to === "sam.rivera@example.test")!;
    expect(mail.subject).toBe("Confirm your job alert: Nurse jobs");
    expect(mail.text).toContain("“nurse”");
    expect(mail.headers["List-Unsubscribe"]).toBeUndefined();

    // Before confirmation the matcher and the mail skip it.
    await backdate();
    await matchJobAlerts(db, { since: new Date(Date.now() - DAY) });
    expect((await sendJobAlerts(db, { frequency: "daily" })).mailed).toBe(0);
    expect((await deliveredOutbox()).filter((m) => m.to === "sam.rivera@example.test")).toHaveLength(1);

    expect((await confirm("0".repeat(64))).status).toBe(404);
    expect((await confirm("not-a-token")).status).toBe(404);
    const ok = await confirm(token);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await ok.json()).toEqual({ confirmed: true, attached: false });
    const [after] = await alertsOf("sam.rivera@example.test");
    expect(after!.confirmed_at).not.toBeNull();
    expect(after!.confirm_token_hash).toBeNull();
    // Spent: the same link again is 404.
    expect((await confirm(token)).status).toBe(404);

    await matchJobAlerts(db, { since: new Date(Date.now() - DAY) });
    expect((await sendJobAlerts(db, { frequency: "daily" })).mailed).toBe(1);
    const jobsMail = (await deliveredOutbox()).find((m) => m.to === "sam.rivera@example.test" && /new jobs? for Nurse jobs/.test(m.subject));
    expect(jobsMail, "the job mail after confirming").toBeDefined();
    expect(jobsMail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends a browser's form post back to the page: the alert on success, the invalid link otherwise", async () => {
    expect((await create({ ...SEARCH, email: "form@example.test" })).status).toBe(202);
    const token = await confirmationToken("form@example.test");
    const html = "text/html,application/xhtml+xml";
    const form = (t: string) =>
      callRoute(confirmPost, { method: "POST", path: "/api/job-alerts/confirm", rawBody: `token=${t}`, csrf: false, headers: { "content-type": "application/x-www-form-urlencoded", accept: html } });
    const wrong = await form("f".repeat(64));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe(`/job-alerts/confirm?token=${"f".repeat(64)}`);
    const done = await form(token);
    expect(done.status).toBe(303);
    const unsubscribe = (await getDb().execute<{ unsubscribe_token: string }>(sql`select unsubscribe_token from job_alerts where email = 'form@example.test'`)).rows[0]!.unsubscribe_token;
    expect(done.headers.get("location")).toBe(`/job-alerts/confirm?alert=${unsubscribe}`);
  });

  it("refuses bad input with clear messages and stores nothing", async () => {
    const bad = async (body: unknown) => {
      const res = await create(body);
      expect(res.status, await res.clone().text()).toBe(400);
      const json = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
      return Object.fromEntries(json.error.issues.map((i) => [i.path, i.message]));
    };
    expect(await bad({ ...SEARCH, email: "" })).toEqual({ email: M.emailRequired });
    expect(await bad({ ...SEARCH, email: "not an email" })).toEqual({ email: M.emailInvalid });
    expect(await bad({ ...SEARCH, email: `${"a".repeat(250)}@example.test` })).toEqual({ email: M.emailInvalid });
    expect(await bad({ ...SEARCH, keywords: "", email: "x@example.test" })).toEqual({ keywords: M.noCriteria });
    expect(await bad({ ...SEARCH, frequency: "hourly", email: "x@example.test" })).toEqual({ frequency: "Type a valid Frequency" });
    expect(await alertsOf("x@example.test")).toEqual([]);
  });

  it("limits creating per client and per address, and keeps 20 alerts per address", async () => {
    const client = fromClient();
    for (let i = 0; i < EMAIL_JOB_ALERT_LIMITS.perClient.max; i++) expect((await create({ ...SEARCH, email: `c${i}@example.test` }, { headers: client })).status).toBe(202);
    const limited = await create({ ...SEARCH, email: "one-more@example.test" }, { headers: client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(M.rateLimited(60));
    expect(await alertsOf("one-more@example.test")).toEqual([]);

    for (let i = 0; i < EMAIL_JOB_ALERT_LIMITS.perEmail.max; i++) expect((await create({ ...SEARCH, email: "busy@example.test" })).status).toBe(202);
    const busy = await create({ ...SEARCH, email: "BUSY@example.test" });
    expect(busy.status).toBe(429);
    expect(((await busy.json()) as { error: { issues: { path: string }[] } }).error.issues[0]!.path).toBe("email");

    // 20 alerts for one address (made over days: the rate allows 5 an hour) are the most it keeps.
    const db = getDb();
    await db.execute(sql`insert into job_alerts (email, name, keywords) select 'full@example.test', 'Alert ' || n, 'nurse' from generate_series(1, 20) n`);
    const full = await create({ ...SEARCH, email: "full@example.test" });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe(M.emailLimit);
  });
});

describe("signed in", () => {
  it("saves the alert to the account, on at once, whatever email is sent", async () => {
    const a = await signedInUser();
    const res = await create({ ...SEARCH, email: "someone-else@example.test", categorySlug: "healthcare", minSalary: 70000 }, { cookie: a.cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { kind: string; alert: { id: string; categorySlug: string; minSalary: number } };
    expect(body.kind).toBe("account");
    expect(body.alert).toMatchObject({ categorySlug: "healthcare", minSalary: 70000 });
    expect((await listJobAlerts(getDb(), a.id)).map((x) => x.id)).toEqual([body.alert.id]);
    expect(await alertsOf("someone-else@example.test")).toEqual([]);
    const [row] = await alertsOf(a.email);
    expect(row!.confirmed_at).not.toBeNull();
  });
});

describe("attaching an address's alerts to its account", () => {
  it("moves the confirmed email-only alerts into the account when its address is verified; unconfirmed ones wait", async () => {
    const db = getDb();
    const email = "later-account@example.test";
    expect((await create({ ...SEARCH, email })).status).toBe(202);
    expect((await confirm(await confirmationToken(email))).status).toBe(200);
    expect((await create({ ...SEARCH, name: "Not confirmed", email })).status).toBe(202);
    const pendingToken = (await deliveredOutbox()).filter((m) => m.to === email && m.subject === "Confirm your job alert: Not confirmed").length;
    expect(pendingToken).toBe(1);

    const user = await createUser({ email, verified: false });
    expect(await listJobAlerts(db, user.id)).toEqual([]);
    const verification = await signJWT({ email }, env().AUTH_SECRET, 3600);
    expect(await confirmAccount(verification)).toEqual({ ok: true });
    const attached = await listJobAlerts(db, user.id);
    expect(attached.map((a) => a.name)).toEqual(["Nurse jobs"]);
    const rows = await alertsOf(email);
    expect(rows.find((r) => r.user_id === user.id)).toMatchObject({ email: "" });
    expect(rows.find((r) => r.user_id === null)).toMatchObject({ email, confirmed_at: null });

    // Confirming the waiting one now joins the verified account straight away.
    const token = await (async () => {
      const mail = (await deliveredOutbox()).find((m) => m.to === email && m.subject === "Confirm your job alert: Not confirmed")!;
      return new URL(mail.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=[0-9a-f]{64}/)![0]).searchParams.get("token")!;
    })();
    expect(await (await confirm(token)).json()).toEqual({ confirmed: true, attached: true });
    expect((await listJobAlerts(db, user.id)).map((a) => a.name)).toEqual(["Nurse jobs", "Not confirmed"]);
  });

  it("attaches no more than the account's room under the limit of 20", async () => {
    const db = getDb();
    const email = "crowded@example.test";
    const user = await createUser({ email, verified: false });
    await db.execute(sql`insert into job_alerts (user_id, name, keywords, confirmed_at) select ${user.id}, 'Mine ' || n, 'nurse', now() from generate_series(1, 19) n`);
    await db.execute(sql`insert into job_alerts (email, name, keywords, confirmed_at, created_at) select ${email}, 'Email ' || n, 'nurse', now(), now() - make_interval(mins => 10 - n) from generate_series(1, 3) n`);
    expect(await confirmAccount(await signJWT({ email }, env().AUTH_SECRET, 3600))).toEqual({ ok: true });
    const names = (await listJobAlerts(db, user.id)).map((a) => a.name);
    expect(names).toHaveLength(20);
    expect(names).toContain("Email 1");
    expect((await alertsOf(email)).filter((r) => r.user_id === null)).toHaveLength(2);
  });
});

describe("the job-alerts flag", () => {
  it("is 404 while the flag is off, and stores nothing", async () => {
    const db = getDb();
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "job-alerts"));
    try {
      expect((await create({ ...SEARCH, email: "flag-off@example.test" })).status).toBe(404);
      expect(await alertsOf("flag-off@example.test")).toEqual([]);
    } finally {
      await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "job-alerts"));
    }
  });
});
