import type { Metadata } from "next";
import Link from "next/link";
import { unstable_cache } from "next/cache";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { CompanyGrid } from "@/features/companies/components/company-grid";
import { CompanySearchForm } from "@/features/companies/components/company-search-form";
import { LetterIndex } from "@/features/companies/components/letter-index";
import { Pagination } from "@/components/ui/pagination";
import { listCompanyCategories, listFeaturedCompanies, searchCompanies } from "@/features/companies/server/queries";
import { companiesQuerySchema } from "@/features/companies/schemas";
import { isFeatureEnabled } from "@/lib/flags/server";
import { companiesPath, companyCategoryPath } from "@/lib/company-routes";

export const metadata: Metadata = {
  title: "Companies hiring on Upstep",
  description: "Browse employers hiring on Upstep by name, first letter or industry, and see their open jobs.",
  alternates: { canonical: "/companies" },
};

// The busiest-companies fill of the featured row is a grouped pass over open jobs: computed hourly.
const featuredCompanies = unstable_cache(() => listFeaturedCompanies(getDb()), ["companies-featured"], { revalidate: 3600, tags: ["companies"] });
const companyCategories = unstable_cache(() => listCompanyCategories(getDb()), ["companies-categories"], { revalidate: 3600, tags: ["companies"] });

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export default async function CompaniesPage({ searchParams }: Props) {
  const sp = companiesQuerySchema.parse(await searchParams);
  const searchEnabled = await isFeatureEnabled("companies-search");
  const q = searchEnabled ? sp.q : "";
  const pageParam = sp.page;
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  if (pageParam !== undefined && (page === 1 || !q)) redirect(companiesPath({ q }));

  const [results, featured, categories] = await Promise.all([
    q ? searchCompanies(getDb(), { q, page }) : null,
    q ? [] : featuredCompanies(),
    companyCategories(),
  ]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Companies</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">Find employers hiring on Upstep and see their open jobs.</p>
      </header>

      {searchEnabled ? <CompanySearchForm q={q} /> : null}

      <section aria-labelledby="letters-heading" className="flex flex-col gap-3">
        <h2 id="letters-heading" className="text-lg font-semibold">
          Browse companies A–Z
        </h2>
        <LetterIndex />
      </section>

      {results ? (
        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <h2 id="results-heading" className="text-xl font-semibold wrap-break-word" aria-live="polite">
            {results.total === 0 ? `No companies match “${q}”` : `${results.total.toLocaleString("en-US")} ${results.total === 1 ? "company matches" : "companies match"} “${q}”`}
          </h2>
          {results.items.length ? <CompanyGrid companies={results.items} headingLevel={3} /> : <p className="text-muted-foreground">Try a shorter name or browse by letter.</p>}
          <Pagination page={results.page} pageCount={results.pageCount} hrefOf={(p) => companiesPath({ q, page: p })} label="Search results pages" />
        </section>
      ) : (
        <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
          <h2 id="featured-heading" className="text-xl font-semibold">
            Featured companies
          </h2>
          <CompanyGrid companies={featured} headingLevel={3} />
        </section>
      )}

      {categories.length ? (
        <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
          <h2 id="categories-heading" className="text-xl font-semibold">
            Companies by industry
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id} className="min-w-0 wrap-break-word">
                <Link href={companyCategoryPath(c.slug)}>{c.name}</Link> <span className="text-sm text-muted-foreground">({c.companyCount})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
