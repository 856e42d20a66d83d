import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { makeRange, resolveRange } from "../range";
import { alertEmailAt, applicationAt, companyAt, deadLetterAt, failedQueueJobAt, importRunAt, jobOf, manualFigure, postingPublishedAt, userAt } from "../admin-metrics.testing";
import { METRICS, metricSeries } from "./metrics";
import { getDashboard, getHomeStats } from "./queries";

/*
 * The metric catalogue (decision 058) on real rows: each metric counts its events on their UTC day,
 * an event at 00:00 of the first day is in, one at 00:00 of the day after the last is out, days
 * without events are 0, and the dashboard and home read the same numbers.
 */
const RANGE = makeRange("2026-03-10", "2026-03-13", null); // 10, 11, 12 March

beforeAll(async () => {
  // New candidates: the first day's first instant and last instant, the 12th; outside on both sides.
  await userAt("2026-03-10T00:00:00Z");
  await userAt("2026-03-10T23:59:59.999Z");
  await userAt("2026-03-12T10:00:00Z");
  await userAt("2026-03-09T23:59:59.999Z");
  await userAt("2026-03-13T00:00:00Z");
  // Employers: hiring-type roles only; a recruiter or administrator is neither an employer nor a candidate.
  await userAt("2026-03-11T08:00:00Z", ["Hiring Manager"]);
  await userAt("2026-03-11T09:00:00Z", ["H2O Hiring Manager"]);
  await userAt("2026-03-11T09:00:00Z", ["Recruiter"]);
  await userAt("2026-03-11T09:00:00Z", ["Administrator"]);
  const company = await companyAt("Acme Welding", "2026-03-11T12:00:00Z");
  await companyAt("Never Claimed");
  await postingPublishedAt(company, "2026-03-12T23:00:00Z");
  await postingPublishedAt(company, "2026-03-13T00:00:00Z");
  await importRunAt("2026-03-12T01:00:00Z", 5);
  await importRunAt("2026-03-12T02:00:00Z", 2);
  const job = await jobOf(company, "Welder");
  await applicationAt(job, company, "2026-03-10T05:00:00Z");
  await alertEmailAt("2026-03-11T06:00:00Z");
  await failedQueueJobAt("2026-03-12T06:00:00Z");
  await deadLetterAt("2026-03-12T06:00:01Z");
  await manualFigure("ga-sessions", "2026-03-11", 1234.5);
  await manualFigure("ga-sessions", "2026-03-13", 99);
});

describe("metricSeries", () => {
  it("counts each metric per UTC day with the range's edges", async () => {
    const rows = await metricSeries(
      getDb(),
      METRICS.map((m) => m.key),
      RANGE,
    );
    expect(rows.map((r) => r.day)).toEqual(["2026-03-10", "2026-03-11", "2026-03-12"]);
    const col = (key: string) => rows.map((r) => r[key]);
    expect(col("new-candidates")).toEqual([2, 0, 1]);
    expect(col("new-employers")).toEqual([0, 2, 0]);
    expect(col("companies-claimed")).toEqual([0, 1, 0]);
    expect(col("postings-published")).toEqual([0, 0, 1]);
    expect(col("jobs-imported")).toEqual([0, 0, 7]);
    expect(col("applications")).toEqual([1, 0, 0]);
    expect(col("alert-emails")).toEqual([0, 1, 0]);
    expect(col("queue-failures")).toEqual([0, 0, 1]);
    expect(col("dead-letters")).toEqual([0, 0, 1]);
    expect(col("ga-sessions")).toEqual([0, 1234.5, 0]);
    expect(col("ga-active-users")).toEqual([0, 0, 0]);
  });

  it("refuses a key the catalogue does not have", async () => {
    await expect(metricSeries(getDb(), ["made-up"], RANGE)).rejects.toThrow("Unknown metric made-up");
  });
});

describe("the dashboard and the home read the catalogue", () => {
  it("totals the dashboard's first-party metrics over a custom range", async () => {
    const dashboard = await getDashboard(getDb(), resolveRange({ range: "custom", from: "2026-03-10", to: "2026-03-12" }, new Date("2026-11-26T12:00:00Z")));
    expect(dashboard.rows).toHaveLength(3);
    const total = (key: string) => dashboard.totals.find((t) => t.key === key)?.total;
    expect(total("new-candidates")).toBe(3);
    expect(total("jobs-imported")).toBe(7);
    expect(total("dead-letters")).toBe(1);
    // Google Analytics figures are the OKR dashboard's; the dashboard charts Upstep's own.
    expect(dashboard.totals.every((t) => t.source === "first-party")).toBe(true);
  });

  it("compares the last 7 days (today included) with the 7 before", async () => {
    const { stats, current, previous } = await getHomeStats(getDb(), new Date("2026-03-16T15:00:00Z"), { "new-candidates": "/admin/users", "postings-published": "/x" });
    expect(current).toMatchObject({ from: "2026-03-10", to: "2026-03-17" });
    expect(previous).toMatchObject({ from: "2026-03-03", to: "2026-03-10" });
    // 10th (2), 12th, 13th in the last 7; the 9th's last instant in the 7 before.
    expect(stats.find((s) => s.key === "new-candidates")).toMatchObject({ current: 4, previous: 1, href: "/admin/users" });
    expect(stats.find((s) => s.key === "postings-published")).toMatchObject({ current: 2, previous: 0 });
  });
});
