import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { jobPostingLd, serializeJsonLd } from "@/features/jobs/components/detail/job-posting-ld";
import { jobDetailPath } from "@/lib/job-routes";
import { applyPath } from "@/features/applications/paths";
import { importJobs } from "./import/import-jobs";
import { jobDetailProxy } from "./job-detail-proxy";
import { getJobAvailability, getJobDetail, getSimilarJobs, isJobGone } from "./queries";

// Outside Next there is no data cache: the cached wrappers call straight through.

const SOURCE = "detail-test";
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function record(ref: string, extra: Record<string, unknown> = {}) {
  return {
    title: "Registered Nurse",
    referenceNumber: ref,
    date: iso(-2),
    validThrough: iso(30),
    url: `https://careers.example.com/jobs/${ref}`,
    company: "Northwind Health",
    companyWebsite: "https://northwind.example.com",
    companyLogo: "https://northwind.example.com/logo.png",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    country: "US",
    description: "<p>Care for patients.</p><p>Say </script><script>alert(1)</script> no.</p>",
    salary: "$38 - $52 per hour",
    jobType: "Full-time",
    category: "Healthcare",
    subcategory: "Nursing",
    ...extra,
  };
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX", "NY", "WA"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const stats = await importJobs(db, {
    source: SOURCE,
    records: [
      record("ONSITE", { tags: ["Promoted Job", "Immediately Hiring"] }),
      record("REMOTE", { title: "Remote Nurse Educator", city: undefined, state: undefined, postalCode: undefined, remote: true, salary: "$70,000 - $90,000 a year", url: undefined, applyOnPlatform: true }),
      record("EXPIRED", { date: iso(-60), validThrough: iso(-1) }),
      record("CLOSED"),
      record("SIMILAR-TX-1", { date: iso(-1) }),
      record("SIMILAR-TX-2", { city: "Houston", postalCode: "77002" }),
      record("SIMILAR-NY", { city: "New York", state: "NY", postalCode: "10001" }),
      record("OTHER-SUB", { subcategory: "Pharmacy", title: "Pharmacist" }),
      record("OTHER-CAT", { category: "Logistics", subcategory: "Driving", title: "Truck Driver" }),
    ],
  });
  expect(stats.rejected).toBe(0);
  const rows = await db.select({ id: jobs.id, ref: jobs.externalRef }).from(jobs);
  for (const r of rows) ids[r.ref] = r.id;
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, ids.CLOSED!));
});

function parseLd(html: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) out.push(JSON.parse(m[1]!));
  return out;
}

async function render(element: ReactElement): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, element));
}

/** What Next's notFound() / redirect() throw, by digest. */
async function thrown(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
  return "no error";
}

describe("job detail data and JSON-LD", () => {
  it("an onsite job has every JobPosting field, as valid JSON that cannot close its script tag", async () => {
    const job = (await getJobDetail(getDb(), ids.ONSITE!))!;
    expect(job.title).toBe("Registered Nurse");
    expect(job.company).toMatchObject({ name: "Northwind Health", slug: "northwind-health" });
    expect(job.locations.map((l) => l.postalCode)).toContain("78701");
    const json = serializeJsonLd(jobPostingLd(job, { url: "https://upstep.example/x", baseUrl: "https://upstep.example" }));
    expect(json).not.toContain("<");
    expect(json).not.toMatch(/<\/script/i);
    const ld = JSON.parse(json);
    expect(ld).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Registered Nurse",
      datePosted: job.postedAt.toISOString(),
      validThrough: job.validThrough!.toISOString(),
      employmentType: "FULL_TIME",
      identifier: { "@type": "PropertyValue", name: "Upstep", value: job.id },
      hiringOrganization: { "@type": "Organization", name: "Northwind Health", sameAs: "https://northwind.example.com/", logo: "https://northwind.example.com/logo.png" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Austin", addressRegion: "TX", postalCode: "78701", addressCountry: "US" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 38, maxValue: 52, unitText: "HOUR" } },
      directApply: false,
    });
    expect(ld.description).toContain("Care for patients.");
    expect(ld.jobLocationType).toBeUndefined();
  });

  it("a remote job is TELECOMMUTE with a US applicant location requirement, yearly pay and direct apply", async () => {
    const job = (await getJobDetail(getDb(), ids.REMOTE!))!;
    const ld = JSON.parse(serializeJsonLd(jobPostingLd(job, { url: "https://upstep.example/x", baseUrl: "https://upstep.example" })));
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "US" },
      baseSalary: { value: { minValue: 70000, maxValue: 90000, unitText: "YEAR" } },
      directApply: true,
    });
    expect(ld.jobLocation).toBeUndefined();
  });

  it("the detail page renders h1, apply action and one parseable JSON-LD block", async () => {
    const { default: Page } = await import("@/app/jobs/all/all/all/all/all/[id]/page");
    const html = await render(await Page({ params: Promise.resolve({ id: ids.ONSITE! }) }));
    expect(html).toMatch(/<h1[^>]*>Registered Nurse<\/h1>/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain("Apply on company site");
    expect(html).toContain('href="/companies/northwind-health"');
    const lds = parseLd(html);
    expect(lds).toHaveLength(1);
    expect(lds[0]!["@type"]).toBe("JobPosting");
    // The description's script text is escaped data, not markup.
    expect(html).not.toContain("<script>alert(1)</script>");

    const remote = await render(await Page({ params: Promise.resolve({ id: ids.REMOTE! }) }));
    expect(remote).toContain("Log in to apply");
    // On-platform apply goes through log-in to the apply form (decision 033).
    expect(remote).toContain(`/api/auth/login?returnTo=${encodeURIComponent(applyPath(ids.REMOTE!))}`);
    expect(parseLd(remote)[0]).toMatchObject({ jobLocationType: "TELECOMMUTE" });
  });

  it("unknown or malformed ids are 404 and an uppercase id redirects (308) to the lowercase path", async () => {
    const { default: Page } = await import("@/app/jobs/all/all/all/all/all/[id]/page");
    expect(await thrown(Page({ params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(Page({ params: Promise.resolve({ id: "not-a-job" }) }))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    const redirect = await thrown(Page({ params: Promise.resolve({ id: ids.ONSITE!.toUpperCase() }) }));
    expect(redirect).toMatch(new RegExp(`^NEXT_REDIRECT;replace;${jobDetailPath(ids.ONSITE!)};308;`));

    const viaProxy = await jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(ids.ONSITE!).replace(ids.ONSITE!, ids.ONSITE!.toUpperCase())}`));
    expect(viaProxy.status).toBe(308);
    expect(new URL(viaProxy.headers.get("location")!).pathname).toBe(jobDetailPath(ids.ONSITE!));
  });
});

describe("410 for closed and expired jobs", () => {
  it("availability: open, gone (expired by date, closed by status) or unknown", async () => {
    const db = getDb();
    expect(await getJobAvailability(db, ids.ONSITE!)).toMatchObject({ state: "open", version: expect.stringMatching(/^[0-9a-z]+$/) });
    expect((await getJobAvailability(db, ids.EXPIRED!)).state).toBe("gone");
    expect((await getJobAvailability(db, ids.CLOSED!)).state).toBe("gone");
    expect(await getJobAvailability(db, "00000000-0000-4000-8000-000000000000")).toEqual({ state: "unknown", version: null });
    // Past valid-through while still "open" (no sweep has run yet) is gone too.
    expect(isJobGone({ status: "open", validThrough: new Date(Date.now() - 1000) })).toBe(true);
  });

  it.each(["EXPIRED", "CLOSED"])("the proxy answers a %s job with 410, rewritten to the no-longer-available page", async (ref) => {
    const id = ids[ref]!;
    const res = await jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(id)}`));
    expect(res.status).toBe(410);
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe(`${jobDetailPath(id)}/no-longer-available`);
  });

  it("unknown and malformed ids pass through the proxy to the uncached page (404)", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await jobDetailProxy(new NextRequest(`http://localhost/jobs/all/all/all/all/all/${id}`));
      expect(res.status).toBe(200);
      expect(res.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("an open job is rewritten to its versioned (cached) page; the version moves when the job or its company changes", async () => {
    const db = getDb();
    const id = ids.ONSITE!;
    const versionPath = async () => {
      const res = await jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(id)}`));
      expect(res.status).toBe(200);
      return new URL(res.headers.get("x-middleware-rewrite")!).pathname;
    };
    const first = await versionPath();
    expect(first).toMatch(new RegExp(`^${jobDetailPath(id)}/v/[0-9a-z]+$`));
    expect(await versionPath()).toBe(first); // stable while nothing changes

    await db.execute(sql`update jobs set title = title || ' (updated)', updated_at = now() + interval '1 second' where id = ${id}`);
    const afterJob = await versionPath();
    expect(afterJob).not.toBe(first);

    await db.execute(sql`update companies set updated_at = now() + interval '1 minute' where id = (select company_id from jobs where id = ${id})`);
    expect(await versionPath()).not.toBe(afterJob);
  });

  it("a versioned path asked for from outside redirects to the job's address", async () => {
    const res = await jobDetailProxy(new NextRequest(`http://localhost${jobDetailPath(ids.ONSITE!)}/v/made-up`));
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get("location")!).pathname).toBe(jobDetailPath(ids.ONSITE!));
  });

  it.each(["EXPIRED", "CLOSED"])("the %s job's page says it is no longer available, links similar open jobs and has no JSON-LD", async (ref) => {
    const { default: GonePage } = await import("@/app/jobs/all/all/all/all/all/[id]/no-longer-available/page");
    const html = await render(await GonePage({ params: Promise.resolve({ id: ids[ref]! }) }));
    expect(html).toContain("This job is no longer available");
    expect(html).not.toContain("application/ld+json");
    expect(html).toContain(jobDetailPath(ids["SIMILAR-TX-1"]!));
    // The detail page itself (if the proxy were skipped) shows the same, still without JSON-LD.
    const { default: Page } = await import("@/app/jobs/all/all/all/all/all/[id]/page");
    const detail = await render(await Page({ params: Promise.resolve({ id: ids[ref]! }) }));
    expect(detail).toContain("This job is no longer available");
    expect(detail).not.toContain("application/ld+json");
  });

  it("the no-longer-available page of an open job redirects to the job", async () => {
    const { default: GonePage } = await import("@/app/jobs/all/all/all/all/all/[id]/no-longer-available/page");
    expect(await thrown(GonePage({ params: Promise.resolve({ id: ids.ONSITE! }) }))).toMatch(/^NEXT_REDIRECT;replace;\/jobs\/all\/all\/all\/all\/all\//);
  });
});

describe("similar jobs", () => {
  it("same subcategory, same state first, open only, never the job itself, at most 6", async () => {
    const db = getDb();
    const job = (await getJobDetail(db, ids.ONSITE!))!;
    const similar = await getSimilarJobs(db, { id: job.id, categoryId: job.category!.id, subcategoryId: job.subcategory!.id, stateCode: "TX", remote: false });
    const got = similar.map((s) => s.id);
    expect(got).not.toContain(ids.ONSITE);
    expect(got).not.toContain(ids.CLOSED);
    expect(got).not.toContain(ids.EXPIRED);
    expect(got).not.toContain(ids["OTHER-CAT"]);
    // Texas jobs of the subcategory come before New York's; the other subcategory of the category fills in after.
    expect(got.slice(0, 2).sort()).toEqual([ids["SIMILAR-TX-1"], ids["SIMILAR-TX-2"]].sort());
    expect(got.indexOf(ids["SIMILAR-NY"]!)).toBeGreaterThan(1);
    expect(got.indexOf(ids["OTHER-SUB"]!)).toBeGreaterThan(got.indexOf(ids["SIMILAR-NY"]!));
    expect(got.length).toBeLessThanOrEqual(6);

    const limited = await getSimilarJobs(db, { id: job.id, categoryId: job.category!.id, subcategoryId: job.subcategory!.id, stateCode: "TX", remote: false }, 2);
    expect(limited).toHaveLength(2);
  });

  it("leaves closed jobs out even when they are the newest", async () => {
    const db = getDb();
    await db.update(jobs).set({ postedAt: new Date() }).where(inArray(jobs.id, [ids.CLOSED!, ids.EXPIRED!]));
    const job = (await getJobDetail(db, ids["SIMILAR-TX-2"]!))!;
    const similar = await getSimilarJobs(db, { id: job.id, categoryId: job.category!.id, subcategoryId: job.subcategory!.id, stateCode: "TX", remote: false });
    expect(similar.map((s) => s.id)).not.toEqual(expect.arrayContaining([ids.CLOSED]));
    expect(similar.map((s) => s.id)).not.toContain(ids.EXPIRED);
    expect(similar.map((s) => s.id)).not.toContain(job.id);
  });
});
