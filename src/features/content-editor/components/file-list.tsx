import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminContentItemPath } from "@/lib/content-routes";
import type { AdminFileRow } from "../server/file-queries";
import { StatusBadge } from "./status-badge";

/** "240 KB", "1.4 MB" (1 MB = 1048576 bytes, as spec 9 counts). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1048576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1).replace(/\.0$/, "")} MB`;
}

/** The downloadable files with their gate, status and how many leads and downloads each has. */
export function FileList({ rows }: { rows: AdminFileRow[] }) {
  if (!rows.length) {
    return (
      <EmptyState
        title="No files yet"
        action={
          <Link href={adminContentItemPath("files", "new")} className="font-semibold">
            Upload the first file
          </Link>
        }
      >
        Upload a guide or a worksheet; people download it at /file-download/ and its slug, after giving their email when it is gated.
      </EmptyState>
    );
  }
  return (
    <Table label="Files">
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden sm:table-cell">Leads</TableHead>
          <TableHead className="hidden md:table-cell">Downloads</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <Link href={adminContentItemPath("files", r.id)} className="font-medium [overflow-wrap:anywhere]">
                {r.title}
              </Link>
              <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {r.url} · {r.fileName}, {fileSizeText(r.sizeBytes)} · {r.gated ? "gated" : "open"}
              </p>
            </TableCell>
            <TableCell>
              <StatusBadge status={r.status} />
            </TableCell>
            <TableCell className="hidden sm:table-cell">{r.gated ? r.leads.toLocaleString("en-US") : "—"}</TableCell>
            <TableCell className="hidden md:table-cell">{r.downloads.toLocaleString("en-US")}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
