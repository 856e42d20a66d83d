import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobAlerts } from "@/db/schema";
import { POST as unsubscribePost } from "@/app/api/job-alerts/unsubscribe/[token]/route";
import { GET as openGet } from "@/app/api/job-alerts/open/[delivery]/route";
import { GET as clickGet } from "@/app/api/job-alerts/click/[delivery]/route";
import { callRoute } from "@/testing/http";
import { deliveredOutbox } from "@/testing/mail";
import { seedSearchFixture } from "@/features/jobs/server/search/search-fixture.testing";
import { searchJobs } from "@/features/jobs/server/queries";
import { sendJobAlerts } from "@/features/job-alerts/server/send-job-alerts";
import { findMatches, matchJobAlerts, writeMatches } from "./server/match-job-alerts";
import { alertSearchParams, matchInSql, resolveAlerts } from "./server/alert-search";
import { loadActiveAlerts } from "./server/match-job-alerts";

/*
 * The job alert matcher and its mail (decision 037) on the search tests' job board: every alert's
 * matches equal the job search's own (searchJobs for single-type alerts; buildPlan brute force for
 * all), a pair is never written twice, and the mail: at most 20, closed jobs dropped at send, the
 * alert's one-click unsubscribe (wrong token 404), opens by pixel and click, pause after 3 months.
 */
const DAY = 86_400_000;
const SEARCHES = [
  { keywords: "nurse", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [] },
  { keywords: '"registered nurse"', location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [] },
  { keywords: "nurse -travel", location: "78701", radiusMiles: 30, remoteOnly: false, employmentTypes: [] },
  { keywords: "nurs*", location: "Texas", radiusMiles: null, remoteOnly: false, employmentTypes: ["full-time"] },
  { keywords: "", location: "Austin, TX", radiusMiles: 5, remoteOnly: false, employmentTypes: [] },
  { keywords: "", location: "", radiusMiles: null, remoteOnly: true, employmentTypes: [] },
  { keywords: "the", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [] },
  { keywords: "engineer OR driver", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: ["full-time", "contract"] },
  { keywords: "", location: "Nowhere Town", radiusMiles: null, remoteOnly: false, employmentTypes: ["part-time"] },
  { keywords: "nurse", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [], categorySlug: "healthcare", subcategorySlug: "nursing", minSalary: 70000 },
  { keywords: "associate", location: "", radiusMiles: null, remoteOnly: false, employmentTypes: [], companySlug: "contoso-logistics" },
] as const;

let ids: string[] = [];
beforeAll(async () => {
  await seedSearchFixture();
  const db = getDb();
  const rows = await db
    .insert(jobAlerts)
    .values(SEARCHES.map((s, i) => ({ ...s, employmentTypes: [...s.employmentTypes], email: `alert-${i}@example.com`, name: `Alert ${i}`, confirmedAt: new Date(), createdAt: new Date(Date.now() - DAY) })))
    .returning({ id: jobAlerts.id });
  ids = rows.map((r) => r.id);
  // An unconfirmed alert is never matched.
  await db.insert(jobAlerts).values({ ...SEARCHES[0], employmentTypes: [], email: "unconfirmed@example.com", name: "Unconfirmed" });
});

const key = (p: { alertId: string; jobId: string }) => `${p.alertId}/${p.jobId}`;

describe("matching equals the job search", () => {
  it("matches each alert exactly as its search, and only confirmed active alerts", async () => {
    const db = getDb();
    const every = new Set(ids);
    const found = await findMatches(db, { since: new Date(0) }, { everyMatchOf: every });
    const alerts = await loadActiveAlerts(db, null);
    expect(alerts.map((a) => a.id).sort()).toEqual([...ids].sort());
    const brute = await matchInSql(db, await resolveAlerts(db, alerts), alerts.map((alert) => ({ alert, jobIds: sql`select id from jobs` })));
    expect(new Set(found.every.map(key))).toEqual(new Set(brute.map(key)));
    // The real searchJobs for alerts with at most one employment type.
    for (const alert of alerts.filter((a) => a.employmentTypes.length <= 1)) {
      const result = await searchJobs(db, { ...alertSearchParams(alert), employmentType: alert.employmentTypes[0] as never, page: 1, pageSize: 100 });
      expect(found.every.filter((p) => p.alertId === alert.id).map((p) => p.jobId).sort(), `${alert.keywords} ${alert.location}`).toEqual(result.hits.map((h) => h.id).sort());
    }
    expect(found.every.some((p) => p.alertId === ids[0])).toBe(true);
    expect(found.every.some((p) => p.alertId === ids[6])).toBe(false); // stop words only: the search matches nothing
  });

  it("writes a match once however often it runs", async () => {
    const db = getDb();
    const first = await matchJobAlerts(db, { since: new Date(0) });
    expect(first.inserted).toBeGreaterThan(0);
    const again = await matchJobAlerts(db, { since: new Date(0) });
    expect(again.inserted).toBe(0);
    expect(await writeMatches(db, [])).toBe(0);
  });
});

describe("the mail", () => {
  it("mails the open matches once, drops a job closed since it matched, tracks opens and unsubscribes in one click", async () => {
    const db = getDb();
    const alertId = ids[0]!;
    const matched = await db.execute<{ job_id: string }>(sql`select job_id from job_alert_matches where alert_id = ${alertId} order by job_id`);
    expect(matched.rows.length).toBeGreaterThan(1);
    const closed = matched.rows[0]!.job_id;
    await db.execute(sql`update jobs set status = 'closed' where id = ${closed}`);
    await db.execute(sql`update job_alerts set frequency = 'instant' where id <> ${alertId}`);
    const stats = await sendJobAlerts(db, { frequency: "daily" });
    expect(stats.mailed).toBe(1);
    const mails = (await deliveredOutbox()).filter((m) => m.to === "alert-0@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`${matched.rows.length - 1} new jobs for Alert 0`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).not.toContain(encodeURIComponent(`/${closed}`));
    // Nothing left to send: never twice.
    expect((await sendJobAlerts(db, { frequency: "daily" })).mailed).toBe(0);

    const delivery = (await db.execute<{ id: string }>(sql`select id from job_alert_deliveries where alert_id = ${alertId}`)).rows[0]!.id;
    const pixel = await openGet(new Request(`http://localhost/api/job-alerts/open/${delivery}`), { params: Promise.resolve({ delivery }) });
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    const opened = await db.execute<{ opened_at: Date | null }>(sql`select opened_at from job_alert_deliveries where id = ${delivery}`);
    expect(opened.rows[0]!.opened_at).not.toBeNull();
    const click = await clickGet(new Request(`http://localhost/api/job-alerts/click/${delivery}?to=${encodeURIComponent("//evil.example")}`), { params: Promise.resolve({ delivery }) });
    expect(click.headers.get("location")).toBe("/jobs");

    const token = (await db.execute<{ unsubscribe_token: string }>(sql`select unsubscribe_token from job_alerts where id = ${alertId}`)).rows[0]!.unsubscribe_token;
    const wrong = await callRoute(unsubscribePost, { method: "POST", path: `/api/job-alerts/unsubscribe/${"0".repeat(64)}`, params: { token: "0".repeat(64) }, headers: { "content-type": "application/x-www-form-urlencoded" }, rawBody: "List-Unsubscribe=One-Click" });
    expect(wrong.status).toBe(404);
    const res = await callRoute(unsubscribePost, { method: "POST", path: `/api/job-alerts/unsubscribe/${token}`, params: { token }, headers: { "content-type": "application/x-www-form-urlencoded" }, rawBody: "List-Unsubscribe=One-Click" });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await db.execute<{ active: boolean }>(sql`select active from job_alerts where id = ${alertId}`);
    expect(after.rows[0]!.active).toBe(false);
  });

  it("pauses an alert whose mails went unopened for 3 months, with one mail saying so", async () => {
    const db = getDb();
    const alertId = ids[5]!;
    await db.execute(sql`update job_alerts set frequency = 'daily', active = true, last_opened_at = null where id = ${alertId}`);
    const now = new Date("2027-06-01T13:00:00Z");
    for (const daysAgo of [120, 60, 10]) {
      await db.execute(sql`insert into job_alert_deliveries (alert_id, sent_at, job_count, matched_count) values (${alertId}, ${new Date(now.getTime() - daysAgo * DAY).toISOString()}::timestamptz, 1, 1)`);
    }
    const stats = await sendJobAlerts(db, { frequency: "daily" }, now);
    expect(stats.paused).toBe(1);
    const row = await db.execute<{ active: boolean; paused_reason: string }>(sql`select active, paused_reason from job_alerts where id = ${alertId}`);
    expect(row.rows[0]).toEqual({ active: false, paused_reason: "unopened" });
    const mails = (await deliveredOutbox()).filter((m) => m.to === "alert-5@example.com" && m.subject.startsWith("We paused"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Resume this job alert");
  });
});
