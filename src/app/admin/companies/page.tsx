import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_COMPANY_CREATE_PATH } from "@/lib/admin-routes";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { listCompanyCategories } from "@/features/companies/server/queries";
import { parseAdminCompaniesQuery } from "@/features/admin-companies/schemas";
import { adminCompaniesListPath } from "@/features/admin-companies/paths";
import { listAdminCompanies } from "@/features/admin-companies/server/queries";
import { CompaniesFilters } from "@/features/admin-companies/components/companies-filters";
import { CompaniesTable } from "@/features/admin-companies/components/companies-table";

export const metadata: Metadata = { title: "Companies" };

export default async function AdminCompaniesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseAdminCompaniesQuery(await searchParams);
  await requirePagePermission("admin", adminCompaniesListPath(query));
  const db = getDb();
  const [result, categories] = await Promise.all([listAdminCompanies(db, query), listCompanyCategories(db)]);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.rows.length - 1;
  const filtered = Boolean(query.q || query.verified || query.featured || query.claimed || query.category);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1>Companies</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Every employer on Upstep: verify them, feature them on /companies, fix their details and merge duplicates.</p>
        </div>
        <Button asChild>
          <Link href={ADMIN_COMPANY_CREATE_PATH}>New company</Link>
        </Button>
      </header>
      <CompaniesFilters query={query} categories={categories.map((c) => ({ id: c.id, name: c.name }))} />
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
        {result.total === 0
          ? filtered
            ? "No companies match these filters."
            : "No companies yet."
          : result.rows.length === 0
            ? `No companies on page ${result.page}.`
            : `Showing ${first}–${last} of ${result.total.toLocaleString("en-US")} compan${result.total === 1 ? "y" : "ies"}.`}
      </p>
      {result.rows.length ? (
        <CompaniesTable rows={result.rows} query={query} />
      ) : result.total === 0 ? (
        <EmptyState
          title={filtered ? "No companies match" : "No companies yet"}
          action={
            filtered ? (
              <Button asChild variant="outline">
                <Link href={adminCompaniesListPath()}>Clear the filters</Link>
              </Button>
            ) : (
              <Button asChild>
                <Link href={ADMIN_COMPANY_CREATE_PATH}>Create a company</Link>
              </Button>
            )
          }
        >
          {filtered ? "Try fewer filters or another part of the name." : "Companies arrive with imported jobs and employer sign-ups, or you can add one."}
        </EmptyState>
      ) : (
        <p>
          <Link href={adminCompaniesListPath({ ...query, page: 1 })}>Go to the first page</Link>
        </p>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} label="Companies pages" hrefOf={(p) => adminCompaniesListPath({ ...query, page: p })} />
    </div>
  );
}
