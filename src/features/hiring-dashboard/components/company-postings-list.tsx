import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Briefcase } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
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
export function CompanyPostingsList({ data, now, company, canPost }: { data: CompanyPostingsPage; now: Date; company?: string; canPost: boolean }) {
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
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-card shadow-sm" aria-label="Your company's job postings">
        {data.rows.map((row) => {
          const status = POSTING_STATUS[row.status];
          return (
            <li key={row.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5" data-testid="company-posting-row">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={postingApplicantsPath(row.id)} className="font-semibold [overflow-wrap:anywhere]">
                    {row.title || "Untitled posting"}
                  </Link>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {row.status === "published" ? expiry(row.expiresAt, now) : `Updated ${formatDate(row.updatedAt)}`}
                  {row.openedAt ? ` · Opened ${formatDate(row.openedAt)}` : ""}
                </p>
              </div>
              <p className="shrink-0 text-sm text-muted-foreground sm:text-right">
                <span className="text-xl font-bold tabular-nums text-foreground">{formatCount(row.applicants)}</span> {row.applicants === 1 ? "applicant" : "applicants"}
              </p>
            </li>
          );
        })}
      </ul>
      {data.pageCount > 1 ? (
        <Pagination page={data.page} pageCount={data.pageCount} hrefOf={(p) => hiringDashboardPath("job-postings", { company, page: p })} label="Job postings pages" />
      ) : null}
    </div>
  );
}
