import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Download } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminContentItemPath } from "@/lib/content-routes";
import type { FileLeadRow } from "../server/file-queries";

const dateText = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

/** Where the leads' CSV downloads (GET, the admin's session; RFC 4180). */
export function fileLeadsCsvHref(fileId: string): string {
  return `/api/admin/content/files/${encodeURIComponent(fileId)}/leads?format=csv`;
}

/**
 * A file's leads (who gave their email for it), newest first, a page at a time, with the CSV of all
 * of them. Server-rendered: the page number is in the URL (?page=).
 */
export function FileLeads({ fileId, rows, total, page, pageCount }: { fileId: string; rows: FileLeadRow[]; total: number; page: number; pageCount: number }) {
  return (
    <section aria-labelledby="leads-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="leads-heading" className="text-lg font-semibold">
            Leads
          </h2>
          <p className="text-sm text-muted-foreground">{total === 0 ? "Nobody has asked for this file yet." : `${total.toLocaleString("en-US")} ${total === 1 ? "person" : "people"} asked for this file.`}</p>
        </div>
        {total > 0 ? (
          <a href={fileLeadsCsvHref(fileId)} className={buttonClasses("outline", "md")} download>
            <Download aria-hidden />
            Download CSV
          </a>
        ) : null}
      </div>
      {rows.length ? (
        <Table label="Leads">
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead className="hidden sm:table-cell">Name</TableHead>
              <TableHead className="hidden md:table-cell">Source</TableHead>
              <TableHead>Downloads</TableHead>
              <TableHead className="hidden lg:table-cell">First</TableHead>
              <TableHead className="hidden lg:table-cell">Last</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="[overflow-wrap:anywhere]">{r.email}</TableCell>
                <TableCell className="hidden [overflow-wrap:anywhere] sm:table-cell">{r.name ?? "—"}</TableCell>
                <TableCell className="hidden [overflow-wrap:anywhere] md:table-cell">{r.source ?? "—"}</TableCell>
                <TableCell>{r.downloads}</TableCell>
                <TableCell className="hidden whitespace-nowrap lg:table-cell">{dateText(r.firstAt)}</TableCell>
                <TableCell className="hidden whitespace-nowrap lg:table-cell">{r.lastAt ? dateText(r.lastAt) : "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <EmptyState title="No leads yet" headingLevel={3}>When someone gives their email to download this file, they are listed here with the source that brought them.</EmptyState>
      )}
      <Pagination page={page} pageCount={pageCount} hrefOf={(p) => `${adminContentItemPath("files", fileId)}${p > 1 ? `?page=${p}` : ""}`} label="Leads pages" />
    </section>
  );
}
