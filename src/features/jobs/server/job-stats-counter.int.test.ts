import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { getDb, getPool } from "@/db/client";
import { companies, jobDailyStats, jobs } from "@/db/schema";
import { EMPLOYER_POSTING_SOURCE, JobStatsCounter } from "./job-stats-counter";

/*
 * The counter's one statement against the real database (decision 039): it adds into
 * job_daily_stats, keeps only employer postings' jobs, and skips a job deleted meanwhile.
 */
async function job(source: string) {
  const db = getDb();
  const [company] = await db.insert(companies).values({ slug: `stats-${randomUUID().slice(0, 8)}`, name: "Stats Co" }).returning({ id: companies.id });
  const [row] = await db
    .insert(jobs)
    .values({ source, externalRef: randomUUID(), title: "Nurse", companyId: company!.id, postedAt: new Date(), contentHash: "x", applyOnPlatform: true })
    .returning({ id: jobs.id });
  return row!.id;
}

describe("flushing job stats", () => {
  it("adds each flush into the day's row, for employer postings only", async () => {
    const posting = await job(EMPLOYER_POSTING_SOURCE);
    const imported = await job("some-feed");
    const gone = randomUUID();
    let day = "2026-11-26T10:00:00.000Z";
    const pool = getPool();
    const counter = new JobStatsCounter({ query: (text, values) => pool.query(text, values), now: () => Date.parse(day) });

    for (let i = 0; i < 3; i++) counter.countView(posting);
    counter.countApplyClick(posting);
    counter.countView(imported);
    counter.countView(gone);
    await counter.flush();
    counter.countView(posting);
    counter.countApplyClick(posting);
    await counter.flush();
    day = "2026-11-27T00:00:01.000Z";
    counter.countView(posting);
    await counter.stop();

    const rows = await getDb()
      .select({ jobId: jobDailyStats.jobId, day: jobDailyStats.day, views: jobDailyStats.views, applyClicks: jobDailyStats.applyClicks })
      .from(jobDailyStats)
      .where(inArray(jobDailyStats.jobId, [posting, imported]))
      .orderBy(jobDailyStats.day);
    expect(rows).toEqual([
      { jobId: posting, day: "2026-11-26", views: 4, applyClicks: 2 },
      { jobId: posting, day: "2026-11-27", views: 1, applyClicks: 0 },
    ]);
    expect(counter.size).toBe(0);
    await getDb().delete(jobs).where(eq(jobs.id, posting));
  });
});
