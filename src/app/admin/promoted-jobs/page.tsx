import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { addDays, utcDay } from "@/features/admin-promotions/format";
import { promotedJobsPath } from "@/features/admin-promotions/paths";
import { PROMOTIONS_QUERY_MAX, promotionsListQuerySchema } from "@/features/admin-promotions/schemas";
import { listPromotions } from "@/features/admin-promotions/server/queries";
import { PromoteJobForm } from "@/features/admin-promotions/components/promote-job-form";
import { PromotionsTable } from "@/features/admin-promotions/components/promotions-table";

export const metadata: Metadata = { title: "Promoted jobs" };

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** /admin/promoted-jobs: promote a job for a date range (the Promoted Job tag and a bounded search boost); the promotions. */
export default async function AdminPromotedJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const query = promotionsListQuerySchema.parse({ q: str(raw.q), status: str(raw.status), sort: str(raw.sort), dir: str(raw.dir), page: str(raw.page) });
  await requirePagePermission("admin", promotedJobsPath(query));
  const db = getDb();
  const result = await listPromotions(db, query);
  const today = utcDay(new Date());
  const filtered = query.q || query.status !== "all";

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header>
        <h1>Promoted jobs</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          A promoted job carries the Promoted Job badge and ranks a little higher in keyword searches (its relevance x1.1 to x1.3 by boost level: a much better match still comes
          first) from 00:00 UTC on its start date until 00:00 UTC on its end date.
        </p>
      </header>
      <section aria-labelledby="promote-heading" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
        <h2 id="promote-heading">Promote a job</h2>
        <PromoteJobForm today={today} defaultEnd={addDays(today, 14)} />
      </section>
      <section aria-labelledby="promotions-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="promotions-heading">Promotions</h2>
        <p className="text-sm text-muted-foreground">
          {result.counts.active} active · {result.counts.scheduled} scheduled · {result.counts.ended + result.counts.cancelled} ended or cancelled
          {query.q ? " (matching the search)" : ""}
        </p>
        <form role="search" aria-label="Search promotions" action={promotedJobsPath()} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="promotions-q" label="Search by job title, company or id" className="flex-1 sm:max-w-md">
            <Input name="q" type="search" defaultValue={query.q} maxLength={PROMOTIONS_QUERY_MAX} />
          </Field>
          <Field id="promotions-status" label="Status">
            <NativeSelect name="status" defaultValue={query.status}>
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="scheduled">Scheduled</option>
              <option value="ended">Ended or cancelled</option>
            </NativeSelect>
          </Field>
          {query.sort !== "starts" ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {query.dir !== "desc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
          <div className="flex gap-2">
            <Button type="submit">Search</Button>
            {filtered ? (
              <Button asChild variant="ghost">
                <Link href={promotedJobsPath()}>Clear</Link>
              </Button>
            ) : null}
          </div>
        </form>
        {result.rows.length ? (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {(result.page - 1) * result.pageSize + 1}–{(result.page - 1) * result.pageSize + result.rows.length} of {result.total}.
            </p>
            <div className="min-w-0 overflow-x-auto">
              <PromotionsTable rows={result.rows} params={query} />
            </div>
          </>
        ) : (
          <EmptyState title={filtered ? "No promotion matches" : "No promotions yet"}>
            {filtered ? "Try another search or status, or clear the filters." : "Find a job above and promote it for a few days: it shows with the Promoted Job badge in search."}
          </EmptyState>
        )}
        <Pagination page={result.page} pageCount={result.pageCount} label="Promotions pages" hrefOf={(p) => promotedJobsPath({ ...query, page: p })} />
      </section>
    </div>
  );
}
