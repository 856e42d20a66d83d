import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags, jobs } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { getCompanyBySlug, listCompaniesByLetter, searchCompanies } from "./queries";


const DAY = 86_400_000;

function record(ref: string, company: string, extra: Record<string, unknown> = {}) {
  return {
    title: "Line Cook",
    referenceNumber: ref,
    date: new Date(Date.now() - DAY).toISOString(),
    validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
    url: `https://careers.example.com/${ref}`,
    company,
    companyCategory: "Food Service",
    companyDescription: `${company} serves good food.`,
    companySize: "51-200 employees",
    companyHeadquarters: "Austin, TX",
    companyWebsite: "https://food.example.com",
    city: "Austin",
    state: "TX",
    postalCode: "78701",
    description: "<p>Cook.</p>",
    category: "Hospitality",
    ...extra,
  };
}

const setFlag = (key: string, enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, key));

async function thrown(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
  return "no error";
}

const html = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);

beforeAll(async () => {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX"] });
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  const records = [];
  // 50 companies under "a" (two pages of 48), one job each.
  for (let i = 1; i <= 50; i++) records.push(record(`A-${i}`, `Acme ${String(i).padStart(2, "0")} Kitchens`));
  // 21 open jobs at one company (two pages of 20) plus a closed one.
  for (let i = 1; i <= 22; i++) records.push(record(`B-${i}`, "Bistro 100%", { title: `Sous Chef ${i}`, companyCategory: "Restaurants" }));
  records.push(record("D-1", "3M Diner"), record("E-1", "Éclair Bakery"), record("Z-1", "Zeta Foods"));
  const stats = await importJobs(db, { source: "companies-test", records });
  expect(stats.rejected).toBe(0);
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.externalRef, "B-22"));
});

describe("companies queries", () => {
  it("letters: a-z by first letter, 0-9 for everything else, paginated", async () => {
    const db = getDb();
    const a1 = await listCompaniesByLetter(db, { letter: "a", page: 1 });
    expect(a1).toMatchObject({ total: 50, pageCount: 2, pageSize: 48 });
    expect(a1.items[0]!.name).toBe("Acme 01 Kitchens");
    expect((await listCompaniesByLetter(db, { letter: "a", page: 2 })).items.map((c) => c.name)).toEqual(["Acme 49 Kitchens", "Acme 50 Kitchens"]);
    expect((await listCompaniesByLetter(db, { letter: "0-9", page: 1 })).items.map((c) => c.name).sort()).toEqual(["3M Diner", "Éclair Bakery"]);
    expect((await listCompaniesByLetter(db, { letter: "z", page: 1 })).items.map((c) => c.name)).toEqual(["Zeta Foods"]);
  });

  it("search: case-insensitive contains, prefix matches first, wildcards taken literally", async () => {
    const db = getDb();
    expect((await searchCompanies(db, { q: "KITCHENS", page: 1, pageSize: 5 })).total).toBe(50);
    expect((await searchCompanies(db, { q: "100%", page: 1 })).items.map((c) => c.name)).toEqual(["Bistro 100%"]);
    expect((await searchCompanies(db, { q: "%", page: 1 })).items.map((c) => c.name)).toEqual(["Bistro 100%"]);
    expect((await searchCompanies(db, { q: "_", page: 1 })).total).toBe(0);
    const foods = await searchCompanies(db, { q: "ze", page: 1 });
    expect(foods.items[0]!.name).toBe("Zeta Foods");
  });

  it("a profile by slug, with its category", async () => {
    const company = await getCompanyBySlug(getDb(), "bistro-100");
    expect(company).toMatchObject({ name: "Bistro 100%", size: "51-200 employees", headquarters: "Austin, TX", category: { slug: "restaurants", name: "Restaurants" } });
    expect(await getCompanyBySlug(getDb(), "nobody")).toBeNull();
  });
});

describe("companies routes", () => {
  it("/companies/browse/{x}: known letters only, page 1 redirects, pages past the end are 404", async () => {
    const { default: Page } = await import("@/app/companies/browse/[letter]/[[...page]]/page");
    const p = (letter: string, page?: string[]) => Page({ params: Promise.resolve({ letter, page }) });
    const first = await html(p("a"));
    expect(first).toMatch(/<h1[^>]*>Companies: A<\/h1>/);
    expect(first).toContain('href="/companies/browse/a/2"');
    expect(first).toContain('href="/companies/acme-01-kitchens"');
    expect(await html(p("a", ["2"]))).toContain('href="/companies/acme-50-kitchens"');
    expect(await html(p("0-9"))).toContain("3M Diner");
    expect(await thrown(p("a", ["1"]))).toMatch(/^NEXT_REDIRECT;replace;\/companies\/browse\/a;308;/);
    for (const [letter, page] of [["a", ["3"]], ["a", ["x"]], ["a", ["2", "3"]], ["aa", undefined], ["A", undefined], ["%", undefined]] as const) {
      expect(await thrown(p(letter, page ? [...page] : undefined))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    }
  });

  it("/companies/{slug}: profile and open jobs paginated by 20; closed jobs left out; unknown slug 404", async () => {
    const { default: Page } = await import("@/app/companies/[slug]/[[...page]]/page");
    const p = (slug: string, page?: string[]) => Page({ params: Promise.resolve({ slug, page }) });
    const first = await html(p("bistro-100"));
    expect(first).toMatch(/<h1[^>]*>Bistro 100%<\/h1>/);
    expect(first).toContain("Open jobs (21)");
    expect(first).not.toContain("Sous Chef 22<");
    expect(first.match(/href="\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}"/g)).toHaveLength(20);
    expect(first).toContain('href="/companies/bistro-100/2"');
    expect(first).toContain('href="/companies/category/restaurants"');
    expect((await html(p("bistro-100", ["2"]))).match(/href="\/jobs\/all\/all\/all\/all\/all\//g)).toHaveLength(1);
    expect(await thrown(p("bistro-100", ["1"]))).toMatch(/^NEXT_REDIRECT;replace;\/companies\/bistro-100;308;/);
    expect(await thrown(p("bistro-100", ["3"]))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await thrown(p("nobody"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("/companies/category/{slug}: companies in a company category; unknown category 404", async () => {
    const { default: Page } = await import("@/app/companies/category/[slug]/[[...page]]/page");
    const p = (slug: string, page?: string[]) => Page({ params: Promise.resolve({ slug, page }) });
    const food = await html(p("food-service"));
    expect(food).toMatch(/<h1[^>]*>Food Service companies<\/h1>/);
    expect(food).toContain("53 companies");
    expect(food).toContain("Acme 01 Kitchens");
    expect(food).not.toContain("Bistro 100%");
    expect(await html(p("food-service", ["2"]))).toContain("Zeta Foods");
    expect(food).toContain('href="/companies/category/food-service/2"');
    expect(await thrown(p("hospitality"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404"); // a jobs category, not a companies one
    expect(await thrown(p("nothing"))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  it("/companies: featured companies, A-Z index, and name search only under companies-search", async () => {
    const { default: Page } = await import("@/app/companies/page");
    const p = (searchParams: Record<string, string>) => Page({ searchParams: Promise.resolve(searchParams) });
    await setFlag("companies-search", true);
    const home = await html(p({}));
    expect(home).toMatch(/<h1[^>]*>Companies<\/h1>/);
    expect(home).toContain("Featured companies");
    expect(home).toContain('href="/companies/bistro-100"'); // most open jobs fills the featured row
    expect(home).toContain('href="/companies/browse/0-9"');
    expect(home).toContain('name="q"');
    const search = await html(p({ q: "zeta" }));
    expect(search).toContain("1 company matches");
    expect(search).toContain('href="/companies/zeta-foods"');
    const paged = await html(p({ q: "kitchens" }));
    expect(paged).toContain("50 companies match");
    expect(paged).toContain('href="/companies?q=kitchens&amp;page=2"');
    expect(await html(p({ q: "kitchens", page: "2" }))).toContain("Acme 50 Kitchens");
    expect(await thrown(p({ q: "kitchens", page: "1" }))).toMatch(/^NEXT_REDIRECT;replace;\/companies\?q=kitchens;307;/);

    await setFlag("companies-search", false);
    const off = await html(p({ q: "zeta" }));
    expect(off).not.toContain('name="q"');
    expect(off).not.toContain("company matches");
    expect(off).toContain("Featured companies");
    await setFlag("companies-search", true);
  });
});
