import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import type { AdminPageRow } from "../server/page-queries";
import { StatusBadge } from "./status-badge";

const dateText = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

/**
 * A table of content pages (the pages list) or campaigns: the title links to the editor, the public
 * address (when it has one) opens the live page, then the status and the last edit.
 */
export function PageList({ rows, kind, label }: { rows: AdminPageRow[]; kind: "pages" | "campaigns"; label: string }) {
  if (!rows.length) {
    return kind === "campaigns" ? (
      <EmptyState
        title="No campaign pages yet"
        action={
          <Link href={adminContentItemPath("campaigns", "new")} className="font-semibold">
            Compose the first campaign
          </Link>
        }
      >
        A campaign page is built from sections: a hero, benefits, testimonials, questions, a call to action and a sign-up form.
      </EmptyState>
    ) : (
      <EmptyState title="No pages" action={<Link href={adminContentKindPath("pages")}>Reload</Link>}>
        The site&apos;s pages are created when it starts; reload in a moment.
      </EmptyState>
    );
  }
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden sm:table-cell">Last edited</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <Link href={adminContentItemPath(kind, r.id)} className="font-medium [overflow-wrap:anywhere]">
                {r.title}
              </Link>
              <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {r.url ?? `/${r.slug}`}
                {r.pageType === "landing" ? " · landing page" : ""}
              </p>
            </TableCell>
            <TableCell>
              <StatusBadge status={r.status} />
              {r.status === "scheduled" && r.publishAt ? <p className="mt-1 text-xs text-muted-foreground">{dateText(r.publishAt)}</p> : null}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">{dateText(r.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
