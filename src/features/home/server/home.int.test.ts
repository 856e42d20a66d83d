import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { HomeCategories, HomeCompanies, HomeNewestJobs } from "../components/home-sections";
import { refreshJobSearch } from "@/features/jobs/server/queries";
import { clearHomeCache, homeOverviewCached, newestJobsCached } from "./home-data";
import { getHomeOverview, listNewestJobs } from "./queries";

const DAY = 86_400_000;

function record(ref: string, company: string, category: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Job ${ref}`,
    referenceNumber: ref,
    date: new Date(Date.now() - 2 * DAY).toISOString(),
    validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
    url: `https://careers.example.com/${ref}`,
    company,
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    description: "<p>Work.</p>",
    category,
    ...extra,
  };
}

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  clearHomeCache();
  const records = [
    // Nursing Co: 3 open jobs in Healthcare (one remote) and one that closed.
    record("N-1", "Nursing Co", "Healthcare"),
    record("N-2", "Nursing Co", "Healthcare", { remote: true }),
    record("N-3", "Nursing Co", "Healthcare", { date: new Date(Date.now() - 3_600_000).toISOString(), title: "Newest Nurse" }),
    record("N-4", "Nursing Co", "Healthcare"),
    // Build Co: 2 open jobs in Construction; one past its valid-through date.
    record("B-1", "Build Co", "Construction"),
    record("B-2", "Build Co", "Construction"),
    record("B-3", "Build Co", "Construction", { validThrough: new Date(Date.now() - DAY).toISOString() }),
    // Cafe Co: 1 open job in Hospitality.
    record("C-1", "Cafe Co", "Hospitality"),
  ];
  const stats = await importJobs(db, { source: "home-test", records });
  expect(stats.rejected).toBe(0);
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.title, "Job N-4"));
});

describe("home page data", () => {
  it("counts open jobs only: totals, remote, companies hiring, per category and per company, most first", async () => {
    const overview = await getHomeOverview(getDb());
    expect(overview.openJobs).toBe(6);
    expect(overview.remoteJobs).toBe(1);
    expect(overview.companiesHiring).toBe(3);
    expect(overview.categories.map((c) => [c.name, c.openJobs])).toEqual([
      ["Healthcare", 3],
      ["Construction", 2],
      ["Hospitality", 1],
    ]);
    expect(overview.companies.map((c) => [c.name, c.openJobs])).toEqual([
      ["Nursing Co", 3],
      ["Build Co", 2],
      ["Cafe Co", 1],
    ]);
  });

  it("honours the limits", async () => {
    const overview = await getHomeOverview(getDb(), { categories: 1, companies: 2 });
    expect(overview.categories).toHaveLength(1);
    expect(overview.companies).toHaveLength(2);
  });

  it("lists the newest open jobs first, with company and place", async () => {
    const newest = await listNewestJobs(getDb(), 3);
    expect(newest).toHaveLength(3);
    expect(newest[0]!.title).toBe("Newest Nurse");
    expect(newest[0]!.company.name).toBe("Nursing Co");
    expect(newest[0]!.locationName).toMatch(/Austin/);
    expect(newest.map((j) => j.title)).not.toContain("Job N-4");
    expect(newest.map((j) => j.title)).not.toContain("Job B-3");
  });

  it("forgets its cached newest jobs the moment a job closes on the platform (refreshJobSearch), and shows it again when it reopens", async () => {
    const db = getDb();
    const before = await newestJobsCached(db);
    expect(before[0]!.title).toBe("Newest Nurse");
    await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, before[0]!.id));
    try {
      // Without the refresh the cache still serves the list it read (the feed case, decision 017).
      expect((await newestJobsCached(db))[0]!.title).toBe("Newest Nurse");
      await refreshJobSearch(db);
      expect((await newestJobsCached(db)).map((j) => j.title)).not.toContain("Newest Nurse");
    } finally {
      await db.update(jobs).set({ status: "open" }).where(eq(jobs.id, before[0]!.id));
      await refreshJobSearch(db);
    }
    expect((await newestJobsCached(db))[0]!.title).toBe("Newest Nurse");
  });

  it("renders links to each category's browse page, each company and each job", async () => {
    const overview = await homeOverviewCached(getDb());
    const newest = await listNewestJobs(getDb());
    const page = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(HomeCategories, { categories: overview.categories }),
        createElement(HomeCompanies, { companies: overview.companies }),
        createElement(HomeNewestJobs, { jobs: newest, now: new Date() }),
      ),
    );
    expect(page).toContain('href="/browse-jobs/category/healthcare"');
    expect(page).toContain("3 open jobs");
    expect(page).toContain("1 open job<");
    expect(page).toMatch(/href="\/companies\/nursing-co"/);
    expect(page).toContain(`href="/jobs/all/all/all/all/all/${newest[0]!.id}"`);
  });

  it("an empty section is left out", () => {
    expect(renderToStaticMarkup(createElement(HomeCategories, { categories: [] }))).toBe("");
    expect(renderToStaticMarkup(createElement(HomeCompanies, { companies: [] }))).toBe("");
    expect(renderToStaticMarkup(createElement(HomeNewestJobs, { jobs: [], now: new Date() }))).toBe("");
  });
});
