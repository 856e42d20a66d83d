import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Briefcase } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { HIRING_CREATE_POSTING_PATH, hiringDashboardPath, postingApplicantsPath, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { expiry, formatCount, formatDate } from "../format";
import { POSTING_STATUS } from "../posting-status";
import type { CompanyPostingsPage } from "../types";

/*
 * The dashboard's job-postings view until features/job-postings' postings list lands (decision 041:
 * the lead swaps it in): every posting of the company, newest change first, 20 a page, each with
 * its status, applicants and dates, leading to its applicants. Search, filters and bulk actions are
 * the postings list's, on /talent/job-postings.
 */
export function CompanyPostingsTable({ data, now, company, canPost }: { data: CompanyPostingsPage; now: Date; company?: string; canPost: boolean }) {
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<Briefcase />}
        title="No postings yet"
        action={
          canPost ? (
            <Link href={HIRING_CREATE_POSTING_PATH} className={buttonClasses("primary")}>
              Post your first job
            </Link>
          ) : undefined
        }
      >
        Drafts, published, paused and closed postings of your company are listed here, with their applicants.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {formatCount(data.total)} {data.total === 1 ? "posting" : "postings"}, the most recently changed first.
        </p>
        <Link href={TALENT_JOB_POSTINGS_PATH} className={buttonClasses("outline", "sm")}>
          Search and manage postings
        </Link>
      </div>
      <Table label="Your company's job postings">
        <TableHeader>
          <TableRow>
            <TableHead>Posting</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Applicants</TableHead>
            <TableHead>Dates</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.rows.map((row) => {
            const status = POSTING_STATUS[row.status];
            return (
              <TableRow key={row.id} data-testid="company-posting-row">
                <TableCell className="min-w-44 font-medium">
                  <Link href={postingApplicantsPath(row.id)}>{row.title || "Untitled posting"}</Link>
                </TableCell>
                <TableCell>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.applicants)}</TableCell>
                <TableCell className="min-w-40 text-sm text-muted-foreground">
                  {row.status === "published" ? expiry(row.expiresAt, now) : `Updated ${formatDate(row.updatedAt)}`}
                  {row.openedAt ? <span className="block">Opened {formatDate(row.openedAt)}</span> : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {data.pageCount > 1 ? (
        <Pagination page={data.page} pageCount={data.pageCount} hrefOf={(p) => hiringDashboardPath("job-postings", { company, page: p })} label="Job postings pages" />
      ) : null}
    </div>
  );
}
