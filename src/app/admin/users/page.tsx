import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { adminUsersPath } from "@/lib/routes";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/ui/pagination";
import { USERS_QUERY_MAX, usersListQuerySchema } from "@/features/admin/schemas";
import { listUsersPage } from "@/features/admin/server/queries";
import { UsersTable } from "@/features/admin/components/users-table";

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
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Users</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Everyone with an Upstep account, newest first.</p>
      </header>
      {/* A server GET form: Label + Input wired by htmlFor, no script needed. */}
      <form role="search" action={adminUsersPath()} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
          <Label htmlFor="users-q">Search by name or email</Label>
          <Input id="users-q" name="q" type="search" defaultValue={q} maxLength={USERS_QUERY_MAX} className="sm:text-sm" />
        </div>
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          {q ? (
            <Button asChild variant="ghost">
              <Link href={adminUsersPath()}>Clear</Link>
            </Button>
          ) : null}
        </div>
      </form>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
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
