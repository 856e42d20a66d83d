import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { GET as analyticsCsv } from "@/app/api/admin/metrics/posting-analytics/csv/route";
import { GET as dashboardCsv } from "@/app/api/admin/metrics/dashboard/csv/route";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { applicationAt, companyAt, dailyStats, jobOf, userAt } from "../admin-metrics.testing";
import { resolveRange } from "../range";
import { analyticsQuerySchema } from "../schemas";
import { analyticsTable, dashboardTable } from "../tables";
import { analyticsRows, getDashboard, getPostingAnalytics } from "./queries";

/*
 * Posting analytics (decision 058): views and apply clicks from job_daily_stats and applications
 * submitted, grouped by posting, company, source or day over whole UTC days, searched, sorted and
 * paged on the server; the CSV holds every row of the grouping (all pages) in the table's order, as
 * a real CSV parser reads it. The dashboard's CSV is its per-day table.
 */
const NOW = new Date("2026-11-26T12:00:00Z");
const PERIOD = { range: "custom", from: "2026-03-10", to: "2026-03-12" };
const q = (extra: Record<string, string> = {}) => analyticsQuerySchema.parse({ ...PERIOD, ...extra });
const pick = (rows: { label: string; views: number; applyClicks: number; applications: number }[]) => rows.map((r) => [r.label, r.views, r.applyClicks, r.applications]);

beforeAll(async () => {
  const acme = await companyAt("Acme Welding");
  const beta = await companyAt("Beta Paints");
  const welder = await jobOf(acme, "Welder", "upstep");
  const fitter = await jobOf(acme, "Pipe Fitter", "feed-a");
  const painter = await jobOf(beta, "Painter", "feed-a");
  await dailyStats(welder, "2026-03-10", 10, 2);
  await dailyStats(welder, "2026-03-11", 5, 1);
  await dailyStats(fitter, "2026-03-11", 7, 0);
  await dailyStats(painter, "2026-03-12", 1, 0);
  await dailyStats(painter, "2026-03-13", 100, 50); // after the period
  await dailyStats(fitter, "2026-03-09", 100, 50); // before it
  await applicationAt(welder, acme, "2026-03-10T00:00:00Z");
  await applicationAt(painter, beta, "2026-03-12T08:00:00Z");
  await applicationAt(painter, beta, "2026-03-12T23:59:59.999Z");
  await applicationAt(fitter, acme, "2026-03-13T00:00:00Z"); // after
  await userAt("2026-03-11T10:00:00Z");
});

describe("getPostingAnalytics", () => {
  it("groups by posting, company, source and day, with totals and a per-day series", async () => {
    const byPosting = await getPostingAnalytics(getDb(), q(), NOW);
    expect(pick(byPosting.rows)).toEqual([
      ["Welder", 15, 3, 1],
      ["Pipe Fitter", 7, 0, 0],
      ["Painter", 1, 0, 2],
    ]);
    expect(byPosting.rows[0]).toMatchObject({ company: "Acme Welding", source: "upstep" });
    expect(byPosting.totals).toEqual({ views: 23, applyClicks: 3, applications: 3 });
    expect(byPosting.series).toEqual([
      { day: "2026-03-10", views: 10, applyClicks: 2, applications: 1 },
      { day: "2026-03-11", views: 12, applyClicks: 1, applications: 0 },
      { day: "2026-03-12", views: 1, applyClicks: 0, applications: 2 },
    ]);
    expect(pick((await getPostingAnalytics(getDb(), q({ group: "company" }), NOW)).rows)).toEqual([
      ["Acme Welding", 22, 3, 1],
      ["Beta Paints", 1, 0, 2],
    ]);
    expect(pick((await getPostingAnalytics(getDb(), q({ group: "source" }), NOW)).rows)).toEqual([
      ["upstep", 15, 3, 1],
      ["feed-a", 8, 0, 2],
    ]);
    expect(pick((await getPostingAnalytics(getDb(), q({ group: "day" }), NOW)).rows)).toEqual([
      ["2026-03-10", 10, 2, 1],
      ["2026-03-11", 12, 1, 0],
      ["2026-03-12", 1, 0, 2],
    ]);
  });

  it("sorts by each column both ways and searches titles and companies", async () => {
    const labels = async (extra: Record<string, string>) => (await getPostingAnalytics(getDb(), q(extra), NOW)).rows.map((r) => r.label);
    expect(await labels({ sort: "applications", dir: "desc" })).toEqual(["Painter", "Welder", "Pipe Fitter"]);
    expect(await labels({ sort: "applyClicks", dir: "asc" })).toEqual(["Painter", "Pipe Fitter", "Welder"]);
    expect(await labels({ sort: "label", dir: "asc" })).toEqual(["Painter", "Pipe Fitter", "Welder"]);
    expect(await labels({ sort: "views", dir: "asc" })).toEqual(["Painter", "Pipe Fitter", "Welder"]);
    expect(await labels({ group: "day", sort: "label", dir: "desc" })).toEqual(["2026-03-12", "2026-03-11", "2026-03-10"]);
    expect(await labels({ q: "beta" })).toEqual(["Painter"]);
    expect(await labels({ q: "FIT" })).toEqual(["Pipe Fitter"]);
    expect(await labels({ q: "100%" })).toEqual([]);
    const searched = await getPostingAnalytics(getDb(), q({ q: "acme", group: "day" }), NOW);
    expect(searched.totals).toEqual({ views: 22, applyClicks: 3, applications: 1 });
  });

  it("pages 25 rows at a time; the CSV holds every page's rows in the table's order", async () => {
    const gamma = await companyAt("Gamma, \"Quoted\" Co");
    for (let i = 0; i < 26; i += 1) await dailyStats(await jobOf(gamma, `=Job ${String(i).padStart(2, "0")}`, "feed-b"), "2026-03-11", 2, 0);
    const query = q({ sort: "label", dir: "asc" });
    const first = await getPostingAnalytics(getDb(), query, NOW);
    const second = await getPostingAnalytics(getDb(), { ...query, page: 2 }, NOW);
    expect(first).toMatchObject({ total: 29, pageCount: 2, page: 1 });
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(4);
    expect(first.totals).toEqual({ views: 23 + 52, applyClicks: 3, applications: 3 });
    const all = await analyticsRows(getDb(), query, resolveRange(query, NOW));
    expect(all).toEqual([...first.rows, ...second.rows]);

    const admin = await signedInAdmin();
    const res = await callRoute(analyticsCsv, { path: `/api/admin/metrics/posting-analytics/csv?range=custom&from=2026-03-10&to=2026-03-12&sort=label&dir=asc`, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="upstep-posting-analytics-by-posting-2026-03-10-to-2026-03-12.csv"');
    const cells = parse(await res.text()) as string[][];
    const table = analyticsTable("posting", all);
    // Formula-looking titles are guarded with an apostrophe; everything else reads back as written.
    const expected = [table.header, ...table.rows.map((r) => r.map((c) => (c === null ? "" : typeof c === "string" && c.startsWith("=") ? `'${c}` : String(c))))];
    expect(cells).toEqual(expected);
    expect(cells).toHaveLength(30);
    expect(cells[1]).toEqual(["'=Job 00", 'Gamma, "Quoted" Co', "feed-b", "2", "0", "0"]);
  });

  it("downloads the dashboard's per-day table", async () => {
    const admin = await signedInAdmin();
    const res = await callRoute(dashboardCsv, { path: `/api/admin/metrics/dashboard/csv?range=custom&from=2026-03-10&to=2026-03-12`, cookie: admin.cookie });
    expect(res.status).toBe(200);
    const cells = parse(await res.text()) as string[][];
    const dashboard = await getDashboard(getDb(), resolveRange({ range: "custom", from: "2026-03-10", to: "2026-03-12" }, NOW));
    const table = dashboardTable(dashboard.rows, dashboard.totals);
    expect(cells).toEqual([table.header, ...table.rows.map((r) => r.map(String))]);
    expect(cells[0]![0]).toBe("Day");
    expect(cells.map((r) => r[0])).toEqual(["Day", "2026-03-10", "2026-03-11", "2026-03-12"]);
    expect(cells[2]![1]).toBe("1"); // the candidate of the 11th
  });

  it("refuses bad ranges and everyone but an administrator", async () => {
    const admin = await signedInAdmin();
    const bad = await callRoute(dashboardCsv, { path: `/api/admin/metrics/dashboard/csv?range=custom&from=2024-01-01&to=2026-01-01`, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues).toEqual([{ path: "to", message: "A period can be at most 366 days long." }]);
    expect((await callRoute(analyticsCsv, { path: `/api/admin/metrics/posting-analytics/csv?group=nope`, cookie: admin.cookie })).status).toBe(400);
    expect((await callRoute(analyticsCsv, { path: `/api/admin/metrics/posting-analytics/csv` })).status).toBe(401);
    const employer = await signedInUser({ roles: ["Hiring Manager"] });
    expect((await callRoute(analyticsCsv, { path: `/api/admin/metrics/posting-analytics/csv`, cookie: employer.cookie })).status).toBe(403);
    expect((await callRoute(dashboardCsv, { path: `/api/admin/metrics/dashboard/csv`, cookie: employer.cookie })).status).toBe(403);
  });
});
