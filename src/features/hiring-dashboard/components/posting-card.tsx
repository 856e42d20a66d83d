import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Calendar, Clock, TrendingUp, Users } from "@/components/ui/icons";
import { hiringEditPostingPath, postingAnalyticsPath, postingApplicantsPath } from "@/lib/employer-routes";
import { expiry, formatCount, formatDate, openFor, plural } from "../format";
import { POSTING_STATUS } from "../posting-status";
import type { DashboardPosting } from "../types";
import { SharePosting } from "./share-posting";
import { StageFunnel } from "./stage-funnel";
import { TimeInStage } from "./time-in-stage";

/*
 * One open (or paused) posting on the overview: what it is, how long it has been open, its
 * applicants and how many are new, then its stage funnel and time in stage. A posting nobody has
 * applied to yet shows how to get applicants instead of empty tables.
 */
export function PostingCard({
  posting,
  now,
  newLabel,
  publicUrl,
  canEdit,
}: {
  posting: DashboardPosting;
  now: Date;
  newLabel: string;
  publicUrl: string;
  /** Whether the viewer may edit postings (the paused posting's "Resume it" link). */
  canEdit: boolean;
}) {
  const status = POSTING_STATUS[posting.status];
  const headingId = `posting-${posting.id}`;
  return (
    <Card padded={false} className="overflow-hidden" role="group" aria-labelledby={headingId} data-testid="dashboard-posting">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="min-w-0 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
              <Link href={postingApplicantsPath(posting.id)} className="text-foreground hover:text-primary-soft-foreground">
                {posting.title || "Untitled posting"}
              </Link>
            </h3>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="Dates">
            {posting.openedAt ? (
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {openFor(posting.openedAt, now)}
              </li>
            ) : null}
            {posting.status === "paused" && posting.pausedAt ? (
              <li className="inline-flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                Paused {formatDate(posting.pausedAt)}
              </li>
            ) : (
              <li className="inline-flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                {expiry(posting.expiresAt, now)}
              </li>
            )}
          </ul>
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-3 sm:flex sm:gap-3">
          <div className="rounded-md bg-muted px-4 py-2 sm:min-w-28">
            <dt className="text-xs font-medium text-muted-foreground">Applicants</dt>
            <dd className="text-2xl font-bold tabular-nums text-foreground">{formatCount(posting.totalApplicants)}</dd>
          </div>
          <div className={posting.newApplicants ? "rounded-md bg-primary-soft px-4 py-2 sm:min-w-28" : "rounded-md bg-muted px-4 py-2 sm:min-w-28"}>
            <dt className={posting.newApplicants ? "text-xs font-medium text-primary-soft-foreground" : "text-xs font-medium text-muted-foreground"}>{newLabel}</dt>
            <dd className={posting.newApplicants ? "text-2xl font-bold tabular-nums text-primary-soft-foreground" : "text-2xl font-bold tabular-nums text-foreground"}>
              {formatCount(posting.newApplicants)}
            </dd>
          </div>
        </dl>
      </div>

      {posting.totalApplicants > 0 ? (
        <div className="grid gap-6 border-t border-border p-5 sm:p-6 lg:grid-cols-2">
          <section aria-labelledby={`${headingId}-funnel`} className="min-w-0">
            <h4 id={`${headingId}-funnel`} className="mb-3 text-sm font-semibold">
              Stage funnel
            </h4>
            <StageFunnel funnel={posting.funnel} postingTitle={posting.title} />
          </section>
          <section aria-labelledby={`${headingId}-time`} className="min-w-0">
            <h4 id={`${headingId}-time`} className="mb-3 text-sm font-semibold">
              Time in stage
            </h4>
            <TimeInStage rows={posting.timeInStage} postingTitle={posting.title} />
          </section>
        </div>
      ) : (
        <div className="border-t border-border p-5 sm:p-6">
          <SharePosting title={posting.title} url={posting.status === "published" ? publicUrl : null} editHref={canEdit ? hiringEditPostingPath(posting.id) : undefined} />
        </div>
      )}

      <div className="flex flex-wrap gap-2 border-t border-border bg-muted/40 px-5 py-3 sm:px-6">
        <Link href={postingApplicantsPath(posting.id)} className={buttonClasses("outline", "sm")}>
          <Users aria-hidden="true" />
          {posting.totalApplicants ? `View ${plural(posting.totalApplicants, "applicant", "applicants")}` : "Applicants"}
          <span className="sr-only"> for {posting.title}</span>
        </Link>
        <Link href={postingAnalyticsPath(posting.id)} className={buttonClasses("ghost", "sm")}>
          <TrendingUp aria-hidden="true" />
          Analytics<span className="sr-only"> for {posting.title}</span>
        </Link>
      </div>
    </Card>
  );
}
