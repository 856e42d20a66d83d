import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_RECRUITERS_PATH } from "@/lib/admin-routes";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { FilterActions } from "@/components/ui/filters";
import { Pagination } from "@/components/ui/pagination";
import { recruitersQuerySchema, SEARCH_MAX } from "@/features/admin-people/schemas";
import { adminRecruitersPath, adminUsersListPath } from "@/features/admin-people/paths";
import { listRecruiters } from "@/features/admin-people/server/queries";
import { RecruitersTable } from "@/features/admin-people/components/recruiters-table";

export const metadata: Metadata = { title: "Recruiters" };

export default async function AdminRecruitersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const query = recruitersQuerySchema.parse({ q: typeof raw.q === "string" ? raw.q : undefined, page: typeof raw.page === "string" ? raw.page : undefined });
  await requirePagePermission("admin", adminRecruitersPath(query));
  const result = await listRecruiters(getDb(), query);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Recruiters</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Accounts with the Recruiter role and the companies they serve.</p>
      </header>
      <form role="search" aria-label="Search recruiters" action={ADMIN_RECRUITERS_PATH} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field id="recruiters-q" label="Search by name, email or company" className="flex-1 sm:max-w-md">
          <Input name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} />
        </Field>
        <FilterActions submitLabel="Search" resetHref={query.q ? ADMIN_RECRUITERS_PATH : null} />
      </form>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
        {result.total === 0
          ? query.q
            ? `No recruiters match “${query.q}”.`
            : "No recruiters yet."
          : result.items.length === 0
            ? `No recruiters on page ${result.page}.`
            : `Showing ${first}–${last} of ${result.total} recruiter${result.total === 1 ? "" : "s"}.`}
      </p>
      {result.items.length ? <RecruitersTable recruiters={result.items} /> : null}
      {result.total === 0 ? (
        <EmptyState title="No recruiters" action={<Link href={adminUsersListPath()}>Go to Users</Link>}>
          {query.q ? "Try another search." : "Give someone the Recruiter role from their page under Users."}
        </EmptyState>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Recruiters pages" hrefOf={(p) => adminRecruitersPath({ q: query.q, page: p })} />
    </div>
  );
}
