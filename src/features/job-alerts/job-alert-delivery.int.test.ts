import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobAlerts } from "@/db/schema";
import { setEmailPreferences } from "@/lib/email/preferences";
import { createUser } from "@/testing/factories";
import { deliveredOutbox } from "@/testing/mail";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { matchJobAlerts } from "@/features/alert-matching/server/queries";
import { sendJobAlerts } from "./server/send-job-alerts";

/*
 * Which alerts a run mails (decision 037): instant ones right after matching, daily and weekly ones
 * on their own runs; at most 20 jobs in a mail with "See all N new jobs" to the search when more
 * matched (more than the 25 a run keeps, counted by the search itself); and an account whose
 * "job-alerts" email setting is off gets no mail, its matches marked handled.
 */
const DAY = 86_400_000;
let userEmail = "";
let ids: Record<"instant" | "daily" | "weekly" | "bulk" | "quiet", string>;

function record(n: number, title: string) {
  return {
    title: `${title} ${n}`,
    referenceNumber: `${title.toUpperCase().replace(/\W/g, "")}-${n}`,
    date: new Date(Date.now() - n * 60_000).toISOString(),
    url: `https://careers.example.com/jobs/${title}-${n}`,
    company: "Northwind Health",
    city: "Austin",
    state: "TX",
    country: "US",
    description: "<p>Work with patients.</p>",
    jobType: "Full-time",
    category: "Healthcare",
    subcategory: "Nursing",
  };
}

beforeAll(async () => {
  const db = getDb();
  const user = await createUser();
  const quiet = await createUser();
  userEmail = user.email;
  await setEmailPreferences(db, quiet.id, { "job-alerts": false }, "settings");
  const base = { userId: user.id, remoteOnly: false, employmentTypes: [], confirmedAt: new Date(), createdAt: new Date(Date.now() - DAY) };
  const rows = await db
    .insert(jobAlerts)
    .values([
      { ...base, name: "Instant", keywords: "sonographer", frequency: "instant" },
      { ...base, name: "Daily", keywords: "sonographer", frequency: "daily" },
      { ...base, name: "Weekly", keywords: "sonographer", frequency: "weekly" },
      { ...base, name: "Bulk", keywords: "phlebotomist", frequency: "daily" },
      { ...base, userId: quiet.id, name: "Quiet", keywords: "sonographer", frequency: "daily" },
    ])
    .returning({ id: jobAlerts.id, name: jobAlerts.name });
  ids = Object.fromEntries(rows.map((r) => [r.name.toLowerCase(), r.id])) as typeof ids;
  const since = new Date();
  const stats = await importJobs(db, { source: "alerts-delivery", records: [...[1, 2, 3].map((n) => record(n, "Sonographer")), ...Array.from({ length: 30 }, (_, i) => record(i + 1, "Phlebotomist"))] });
  expect(stats.created).toBe(33);
  const matched = await matchJobAlerts(db, { since });
  // Only the instant alert is named for the mail right after matching.
  expect(matched.instantAlertIds).toEqual([ids.instant]);
});

const mailsFor = async (name: string) => (await deliveredOutbox()).filter((m) => m.subject.endsWith(` for ${name}`));

describe("instant, daily and weekly", () => {
  it("mails each alert on its own run only, and never twice", async () => {
    const db = getDb();
    expect(await sendJobAlerts(db, { frequency: "instant", alertIds: [ids.instant] })).toMatchObject({ mailed: 1 });
    expect(await mailsFor("Instant")).toHaveLength(1);
    expect(await mailsFor("Daily")).toHaveLength(0);
    expect(await mailsFor("Weekly")).toHaveLength(0);

    const daily = await sendJobAlerts(db, { frequency: "daily" });
    expect(daily.mailed).toBe(2); // Daily and Bulk; Quiet is skipped
    expect(await mailsFor("Daily")).toHaveLength(1);
    expect(await mailsFor("Weekly")).toHaveLength(0);

    expect((await sendJobAlerts(db, { frequency: "weekly" })).mailed).toBe(1);
    const [weekly] = await mailsFor("Weekly");
    expect(weekly!.to).toBe(userEmail);
    expect(weekly!.subject).toBe("3 new jobs for Weekly");
    for (const n of [1, 2, 3]) expect(weekly!.text).toContain(`Sonographer ${n}`);

    // Nothing is mailed twice.
    for (const frequency of ["daily", "weekly"] as const) expect((await sendJobAlerts(db, { frequency })).mailed).toBe(0);
    expect((await sendJobAlerts(db, { frequency: "instant" })).mailed).toBe(0);
  });
});

describe("the cap", () => {
  it("shows the newest 20 of 30 matches and links to all of them", async () => {
    const [mail] = await mailsFor("Bulk");
    expect(mail!.subject).toBe("30 new jobs for Bulk");
    const shown = (mail!.text.match(/Phlebotomist \d+/g) ?? []).filter((t, i, all) => all.indexOf(t) === i);
    expect(shown).toHaveLength(20);
    // Newest first: posted 1 to 20 minutes ago.
    expect(shown).toContain("Phlebotomist 1");
    expect(shown).not.toContain("Phlebotomist 21");
    expect(mail!.text).toContain("See all 30 new jobs");
    expect(mail!.html).toContain(encodeURIComponent("/jobs?q=phlebotomist&sort=date"));
    const delivery = await getDb().execute<{ job_count: number; matched_count: number }>(sql`select job_count, matched_count from job_alert_deliveries where alert_id = ${ids.bulk}`);
    expect(delivery.rows).toEqual([{ job_count: 20, matched_count: 30 }]);
  });
});

describe("the job-alerts email setting", () => {
  it("sends nothing to an account that turned job alert mail off, and marks its matches handled", async () => {
    const db = getDb();
    expect((await deliveredOutbox()).filter((m) => m.subject.endsWith(" for Quiet"))).toHaveLength(0);
    const unsent = await db.execute<{ n: number }>(sql`select count(*)::int as n from job_alert_matches where alert_id = ${ids.quiet} and sent_at is null`);
    expect(unsent.rows[0]!.n).toBe(0);
    const deliveries = await db.execute<{ n: number }>(sql`select count(*)::int as n from job_alert_deliveries where alert_id = ${ids.quiet}`);
    expect(deliveries.rows[0]!.n).toBe(0);
  });
});
