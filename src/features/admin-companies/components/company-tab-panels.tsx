import Link from "next/link";
import { adminUserPath } from "@/lib/admin-routes";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTimeUtc, formatDateUtc } from "../format";
import type { AdminCompanyActivity, AdminCompanyMember, AdminCompanyPosting, AdminCompanyRequisition } from "../types";

/** One page of a tab's list (server-paged by 25; the page is in the URL). */
type TabPage<T> = { rows: T[]; total: number; page: number; pageCount: number };

const ROLE_LABELS: Record<string, string> = { owner: "Owner", "hiring-manager": "Hiring manager", recruiter: "Recruiter", interviewer: "Interviewer" };

function statusTone(status: string): "success" | "warning" | "neutral" | "primary" {
  if (status === "open" || status === "published") return "success";
  if (status === "paused" || status === "on-hold" || status === "pending-approval") return "warning";
  if (status === "draft") return "primary";
  return "neutral";
}

export function MembersPanel({ members }: { members: AdminCompanyMember[] }) {
  if (!members.length)
    return (
      <EmptyState title="No members yet">
        Nobody from this company has an employer account here. Its employer can claim it from /hiring/welcome with an address at the company&apos;s website, or ask to join.
      </EmptyState>
    );
  return (
    <Table label="Members">
      <caption className="sr-only">Members</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Person</TableHead>
          <TableHead>Role</TableHead>
          <TableHead className="hidden sm:table-cell">Joined</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((m) => (
          <TableRow key={m.userId}>
            <TableCell className="min-w-0">
              <Link href={adminUserPath(m.userId)} className="font-medium [overflow-wrap:anywhere]">
                {m.name}
              </Link>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{m.email}</p>
              {m.jobTitle ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{m.jobTitle}</p> : null}
            </TableCell>
            <TableCell>
              <Badge tone={m.role === "owner" ? "primary" : "neutral"}>{ROLE_LABELS[m.role] ?? m.role}</Badge>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <time dateTime={m.joinedAt.toISOString()}>{formatDateUtc(m.joinedAt)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PostingsTable({ label, rows }: { label: string; rows: AdminCompanyPosting[] }) {
  return (
    <Table label={label}>
      <caption className="sr-only">{label}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="hidden sm:table-cell">Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="min-w-0">
              <span className="font-medium [overflow-wrap:anywhere]">{p.title}</span>
              {p.kind === "imported" ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">Feed: {p.source}</p> : null}
            </TableCell>
            <TableCell>
              <Badge tone={statusTone(p.status)}>{p.status}</Badge>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <time dateTime={p.updatedAt.toISOString()}>{formatDateUtc(p.updatedAt)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const count = (n: number) => n.toLocaleString("en-US");

/** "26-50 of 60": which rows of the list this page shows. */
function rangeText(list: TabPage<unknown>, pageSize: number): string {
  const first = (list.page - 1) * pageSize + 1;
  return `${count(first)}-${count(first + list.rows.length - 1)} of ${count(list.total)}`;
}

export function PostingsPanel({
  postings,
  imported,
  pageSize,
  postingsHref,
  importedHref,
}: {
  postings: TabPage<AdminCompanyPosting>;
  imported: TabPage<AdminCompanyPosting>;
  pageSize: number;
  /** A page of the postings (keeps the imported jobs' page), and the other way round. */
  postingsHref: (page: number) => string;
  importedHref: (page: number) => string;
}) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="postings-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="postings-heading" className="text-lg font-semibold">
          Postings written on Upstep ({count(postings.total)})
        </h2>
        {postings.rows.length ? (
          <>
            <PostingsTable label="Postings written on Upstep" rows={postings.rows} />
            {postings.pageCount > 1 ? (
              <>
                <p className="text-sm text-muted-foreground">Most recently updated first: {rangeText(postings, pageSize)}.</p>
                <Pagination page={postings.page} pageCount={postings.pageCount} label="Postings pages" hrefOf={postingsHref} />
              </>
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground">No postings: the company&apos;s members have not written a job here yet.</p>
        )}
      </section>
      <section aria-labelledby="imported-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="imported-heading" className="text-lg font-semibold">
          Imported jobs ({count(imported.total)})
        </h2>
        {imported.rows.length ? (
          <>
            <PostingsTable label="Imported jobs" rows={imported.rows} />
            {imported.pageCount > 1 ? (
              <>
                <p className="text-sm text-muted-foreground">Most recently posted first: {rangeText(imported, pageSize)}.</p>
                <Pagination page={imported.page} pageCount={imported.pageCount} label="Imported jobs pages" hrefOf={importedHref} />
              </>
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground">No imported jobs: no job feed has listed this company.</p>
        )}
      </section>
    </div>
  );
}

export function RequisitionsPanel({ requisitions, pageSize, hrefOf }: { requisitions: TabPage<AdminCompanyRequisition>; pageSize: number; hrefOf: (page: number) => string }) {
  if (!requisitions.rows.length)
    return <EmptyState title="No requisitions">The company&apos;s hiring managers have not opened a requisition. They appear here once one is drafted.</EmptyState>;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {requisitions.pageCount > 1 ? `Newest first: ${rangeText(requisitions, pageSize)}.` : `${count(requisitions.total)} ${requisitions.total === 1 ? "requisition" : "requisitions"}, newest first.`}
      </p>
      <Table label="Requisitions">
        <caption className="sr-only">Requisitions</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Requisition</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Filled</TableHead>
            <TableHead className="hidden md:table-cell">Updated</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requisitions.rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="min-w-0">
                <span className="text-xs text-muted-foreground">REQ-{r.number}</span>
                <p className="font-medium [overflow-wrap:anywhere]">{r.title}</p>
              </TableCell>
              <TableCell>
                <Badge tone={statusTone(r.status)}>{r.status}</Badge>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {r.filled} of {r.openings}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
                <time dateTime={r.updatedAt.toISOString()}>{formatDateUtc(r.updatedAt)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination page={requisitions.page} pageCount={requisitions.pageCount} label="Requisitions pages" hrefOf={hrefOf} />
    </div>
  );
}

export function ActivityPanel({ items }: { items: AdminCompanyActivity[] }) {
  if (!items.length) return <EmptyState title="No activity yet">Edits, verification, featuring, merges and the company&apos;s postings show here as they happen.</EmptyState>;
  return (
    <ol className="flex flex-col divide-y divide-border rounded-card border border-border bg-card" aria-label="Activity, newest first">
      {items.map((a) => (
        <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="min-w-0 [overflow-wrap:anywhere]">
            {a.summary}
            {a.actorName ? <span className="text-muted-foreground"> by {a.actorName}</span> : null}
          </p>
          <time dateTime={a.createdAt.toISOString()} className="shrink-0 text-sm text-muted-foreground">
            {formatDateTimeUtc(a.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
