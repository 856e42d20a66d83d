import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { CompanyGrid } from "@/features/companies/components/company-grid";
import { Pagination } from "@/components/ui/pagination";
import { COMPANY_CATEGORY_TYPE, getCompanyCategory, listCompaniesInCategory } from "@/features/companies/server/queries";
import { findCategoryRedirect } from "@/features/admin-taxonomies/server/queries";
import { companyCategoryPath } from "@/lib/company-routes";
import { parsePageSegment } from "@/lib/job-routes";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string; page?: string[] }> };

async function resolve(params: Props["params"]) {
  const { slug, page: rest } = await params;
  if (rest && rest.length > 1) notFound();
  const page = parsePageSegment(rest?.[0]);
  if (page === "invalid") notFound();
  if (page === "redirect") permanentRedirect(companyCategoryPath(slug));
  const category = await getCompanyCategory(getDb(), slug);
  if (!category) {
    // A category an administrator renamed keeps its old URL (decision 054).
    const moved = await findCategoryRedirect(getDb(), COMPANY_CATEGORY_TYPE, null, slug);
    if (moved && !moved.parentSlug) permanentRedirect(companyCategoryPath(moved.slug, page && page > 1 ? page : undefined));
    notFound();
  }
  return { category, page: page ?? 1 };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await resolve(params);
  return {
    title: `${category.name} companies${page > 1 ? `, page ${page}` : ""}`,
    description: category.description ?? `Employers in ${category.name} hiring on Upstep.`,
    alternates: { canonical: companyCategoryPath(category.slug, page) },
  };
}

export default async function CompanyCategoryPage({ params }: Props) {
  const { category, page } = await resolve(params);
  const result = await listCompaniesInCategory(getDb(), { categoryId: category.id, page });
  if (page > result.pageCount) notFound();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight wrap-break-word">{category.name} companies</h1>
        {category.description ? <p className="max-w-2xl text-muted-foreground wrap-break-word">{category.description}</p> : null}
        <p className="text-muted-foreground">{result.total.toLocaleString("en-US")} {result.total === 1 ? "company" : "companies"}</p>
      </header>
      {result.items.length ? <CompanyGrid companies={result.items} /> : <p className="text-muted-foreground">No companies in this industry yet.</p>}
      <Pagination page={page} pageCount={result.pageCount} hrefOf={(p) => companyCategoryPath(category.slug, p)} label="Company pages" />
    </div>
  );
}
