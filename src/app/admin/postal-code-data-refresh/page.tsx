import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Badge } from "@/components/ui/badge";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatDateTimeUtc } from "@/features/admin-places/format";
import { postalRefreshPath } from "@/features/admin-places/paths";
import { postalPageQuerySchema } from "@/features/admin-places/schemas";
import { getPostalUpload, listPostalUploads, postalDatasetStatus } from "@/features/admin-places/server/queries";
import { PostalDecision } from "@/features/admin-places/components/postal-decision";
import { PostalDiffView } from "@/features/admin-places/components/postal-diff-view";
import { PostalUploadForm } from "@/features/admin-places/components/postal-upload-form";

export const metadata: Metadata = { title: "Postal-code data refresh" };

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const STATUS_TONE = { pending: "warning", applied: "success", discarded: "neutral" } as const;

/** /admin/postal-code-data-refresh: reload the postal-code dataset from the shipped package or a CSV, with a diff before applying. */
export default async function PostalCodeRefreshPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const query = postalPageQuerySchema.parse({ upload: str(raw.upload), page: str(raw.page) });
  await requirePagePermission("admin", postalRefreshPath(query));
  const db = getDb();
  const [status, history, upload] = await Promise.all([postalDatasetStatus(db), listPostalUploads(db, query.page), query.upload ? getPostalUpload(db, query.upload) : null]);
  if (query.upload && !upload) notFound();

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header>
        <h1>Postal-code data refresh</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          The US postal codes that place jobs on the map and resolve “near” searches. Load new data from a CSV or the shipped package: you see what would change before
          anything does.
        </p>
      </header>
      <section aria-labelledby="dataset-heading" className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-card p-4 sm:p-6">
        <h2 id="dataset-heading">The dataset now</h2>
        <p className="text-2xl font-semibold">{formatCount(status.count)} postal codes</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {status.lastLoad
            ? `Last load: ${formatDateTimeUtc(status.lastLoad.appliedAt)} from ${status.lastLoad.origin === "csv" ? (status.lastLoad.fileName ?? "a CSV") : "the shipped package"}${status.lastLoad.byName ? ` by ${status.lastLoad.byName}` : ""} (${formatCount(status.lastLoad.diff.added)} added, ${formatCount(status.lastLoad.diff.changed)} changed, ${formatCount(status.lastLoad.diff.removed)} removed).`
            : "Loaded from the shipped package when Upstep was set up; no reload since."}
        </p>
      </section>
      {upload ? (
        <section aria-labelledby="diff-heading" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="diff-heading">{upload.status === "pending" ? "Check the changes" : "The changes of this load"}</h2>
            <Badge tone={STATUS_TONE[upload.status]}>{upload.status}</Badge>
          </div>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {upload.origin === "csv" ? (upload.fileName ?? "A CSV") : "The shipped package"}: {formatCount(upload.diff.incoming)} row{upload.diff.incoming === 1 ? "" : "s"},{" "}
            {upload.mode === "replace" ? "replacing the dataset (codes it lacks are removed)" : "added and updated (codes it lacks are kept)"}. Checked {formatDateTimeUtc(upload.createdAt)}
            {upload.byName ? ` by ${upload.byName}` : ""}.
          </p>
          <PostalDiffView diff={upload.diff} />
          {upload.status === "pending" ? (
            <PostalDecision
              id={upload.id}
              summary={`${formatCount(upload.diff.added)} added, ${formatCount(upload.diff.changed)} changed and ${formatCount(upload.diff.removed)} removed, in one step. Jobs already placed keep their places.`}
            />
          ) : (
            <p>
              <Link href={postalRefreshPath()}>Back to the refresh</Link>
            </p>
          )}
        </section>
      ) : (
        <section aria-labelledby="load-heading" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-4 sm:p-6">
          <h2 id="load-heading">Load new data</h2>
          <PostalUploadForm />
        </section>
      )}
      <section aria-labelledby="history-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="history-heading">Loads</h2>
        {history.rows.length ? (
          <div className="min-w-0 overflow-x-auto">
            <Table label="Postal-code loads">
              <TableHeader>
                <TableRow>
                  <TableHead>Checked</TableHead>
                  <TableHead>Source</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Added</TableHead>
                  <TableHead>Changed</TableHead>
                  <TableHead>Removed</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.rows.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell className="whitespace-nowrap">
                      <Link href={postalRefreshPath({ upload: u.id })}>{formatDateTimeUtc(u.createdAt)}</Link>
                    </TableCell>
                    <TableCell className="max-w-xs [overflow-wrap:anywhere]">{u.origin === "csv" ? (u.fileName ?? "CSV") : "Shipped package"}</TableCell>
                    <TableCell>
                      <Badge tone={STATUS_TONE[u.status]}>{u.status}</Badge>
                    </TableCell>
                    <TableCell>{formatCount(u.diff.added)}</TableCell>
                    <TableCell>{formatCount(u.diff.changed)}</TableCell>
                    <TableCell>{formatCount(u.diff.removed)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No load yet. Upload a CSV or compare with the shipped package above.</p>
        )}
        <Pagination page={history.page} pageCount={history.pageCount} label="Loads pages" hrefOf={(p) => postalRefreshPath({ page: p })} />
      </section>
    </div>
  );
}
