import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { auditLogQuerySchema } from "@/features/admin-people/schemas";
import { adminAuditLogCsvPath, adminAuditLogPath } from "@/features/admin-people/paths";
import { auditLogFilterOptions, listAuditLog } from "@/features/admin-people/server/queries";
import { AuditEventsTable } from "@/features/admin-people/components/audit-events-table";
import { AuditLogFilterForm } from "@/features/admin-people/components/audit-log-filter-form";

export const metadata: Metadata = { title: "Audit log" };

export default async function AdminAuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const one = (k: string) => (typeof raw[k] === "string" ? raw[k] : undefined);
  const query = auditLogQuerySchema.parse({ action: one("action"), actor: one("actor"), target: one("target"), from: one("from"), to: one("to"), page: one("page") });
  await requirePagePermission("admin", adminAuditLogPath(query));
  const db = getDb();
  const [result, options] = await Promise.all([listAuditLog(db, query), auditLogFilterOptions(db)]);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;
  const filtered = Boolean(query.action || query.actor || query.target || query.from || query.to);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Audit log</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Every recorded administrator and security event: sign-in changes, roles, locks, sessions, flags, content and more. Times are UTC.
        </p>
      </header>
      <AuditLogFilterForm query={query} actions={options.actions} targetTypes={options.targetTypes} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {result.total === 0
            ? "No events match."
            : result.items.length === 0
              ? `No events on page ${result.page}.`
              : `Showing ${first}–${last} of ${result.total} event${result.total === 1 ? "" : "s"}${filtered ? " matching the filters" : ""}.`}
        </p>
        {result.total > 0 ? (
          <Button asChild variant="outline" size="sm">
            <a href={adminAuditLogCsvPath(query)} download>
              Download CSV
            </a>
          </Button>
        ) : null}
      </div>
      {result.items.length ? <AuditEventsTable events={result.items} label="Audit events" /> : null}
      {result.total === 0 ? (
        <EmptyState title="No events" action={filtered ? <Link href={adminAuditLogPath()}>Clear the filters</Link> : undefined}>
          {filtered ? "Nothing recorded matches these filters. Widen the dates or choose another action." : "Nothing has been recorded yet."}
        </EmptyState>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Audit log pages" hrefOf={(p) => adminAuditLogPath({ ...query, page: p })} />
    </div>
  );
}
