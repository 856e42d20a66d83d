import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import { usersQuerySchema } from "@/features/admin-people/schemas";
import { adminUsersListPath } from "@/features/admin-people/paths";
import { listAdminUsers } from "@/features/admin-people/server/queries";
import { AdminUsersTable } from "@/features/admin-people/components/admin-users-table";
import { UsersFilterForm } from "@/features/admin-people/components/users-filter-form";

export const metadata: Metadata = { title: "Users" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function firstValues(raw: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

export default async function AdminUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = usersQuerySchema.parse(firstValues(await searchParams));
  const admin = await requirePagePermission("admin", adminUsersListPath(query));
  const db = getDb();
  const [result, canResetMfa] = await Promise.all([listAdminUsers(db, query), isFeatureEnabled("mfa-reset", db)]);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;
  const otherFilters = query.role !== "any" || query.status !== "any";
  const filtered = Boolean(query.q) || otherFilters;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Users</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Everyone with an Upstep account. Open a user to change their roles, lock the account, or end their sessions.</p>
      </header>
      <UsersFilterForm query={query} />
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
        {result.total === 0
          ? "No users match."
          : result.items.length === 0
            ? `No users on page ${result.page}.`
            : `Showing ${first}–${last} of ${result.total} user${result.total === 1 ? "" : "s"}${query.q ? ` matching “${query.q}”` : ""}${otherFilters ? " with the chosen filters" : ""}.`}
      </p>
      {result.items.length ? <AdminUsersTable users={result.items} query={query} currentUserId={admin.id} canResetMfa={canResetMfa} /> : null}
      {result.total === 0 ? (
        <EmptyState title="No users found" action={filtered ? <Link href={adminUsersListPath()}>Show every user</Link> : undefined}>
          {filtered ? "Try another search, or clear the filters." : "Nobody has signed up yet."}
        </EmptyState>
      ) : null}
      {result.total > 0 && result.items.length === 0 ? (
        <p>
          <Link href={adminUsersListPath({ ...query, page: 1 })}>Go to the first page</Link>
        </p>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Users pages" hrefOf={(p) => adminUsersListPath({ ...query, page: p })} />
    </div>
  );
}
