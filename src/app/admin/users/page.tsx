import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { adminUsersPath } from "@/lib/routes";
import { Button } from "@/components/ui/button";
import { USERS_QUERY_MAX, usersListQuerySchema } from "@/features/admin/schemas";
import { listUsersPage } from "@/features/admin/server/queries";
import { UsersTable } from "@/features/admin/components/users-table";
import { Pagination } from "@/features/admin/components/pagination";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const { q, page } = usersListQuerySchema.parse({ q: typeof raw.q === "string" ? raw.q : undefined, page: typeof raw.page === "string" ? raw.page : undefined });
  const admin = await requirePagePermission("admin", adminUsersPath({ q, page }));
  const db = getDb();
  const [result, canResetMfa] = await Promise.all([listUsersPage(db, { q, page }), isFeatureEnabled("mfa-reset", db)]);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.users.length - 1;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1>Users</h1>
        <p className="mt-2 max-w-2xl text-slate-600">Everyone with an Upstep account, newest first.</p>
      </header>
      <form role="search" action={adminUsersPath()} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5 sm:max-w-md">
          <label htmlFor="users-q" className="text-sm font-medium text-slate-800">
            Search by name or email
          </label>
          <input
            id="users-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={USERS_QUERY_MAX}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          {q ? (
            <Link href={adminUsersPath()} className="inline-flex h-10 items-center px-2 text-sm font-medium">
              Clear
            </Link>
          ) : null}
        </div>
      </form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {result.total === 0
          ? q
            ? `No users match “${q}”.`
            : "No users yet."
          : result.users.length === 0
            ? `No users on page ${result.page}.`
            : `Showing ${first}–${last} of ${result.total} user${result.total === 1 ? "" : "s"}${q ? ` matching “${q}”` : ""}.`}
      </p>
      {result.users.length ? <UsersTable users={result.users} canResetMfa={canResetMfa} currentUserId={admin.id} /> : null}
      {result.total > 0 && result.users.length === 0 ? (
        <p>
          <Link href={adminUsersPath({ q })}>Go to the first page</Link>
        </p>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Users pages" hrefOf={(p) => adminUsersPath({ q, page: p })} />
    </div>
  );
}
