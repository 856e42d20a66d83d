import Link from "next/link";
import { jobDetailPath } from "@/lib/job-routes";
import { jobsSearchPath } from "@/lib/job-search-path";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Bookmark } from "@/components/ui/icons";
import type { SavedJob } from "@/features/saved-jobs/types";
import { formatDay } from "./format-date";

const GONE_LABEL = { closed: "Closed", expired: "Expired" } as const;

/** The Saved tab: the person's saved jobs, newest save first; closed and expired ones stay, marked so. */
export function SavedList({ jobs }: { jobs: SavedJob[] }) {
  if (!jobs.length) {
    return (
      <EmptyState
        icon={<Bookmark />}
        title="No saved jobs yet"
        action={
          <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
            Find jobs to save
          </Link>
        }
      >
        Save a job from the search results or a job&apos;s page to come back to it later. Saved jobs are kept here, even after they close.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your saved jobs" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.jobId} className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-card p-4 shadow-sm" data-testid="saved-job">
          <div className="flex min-w-0 items-start justify-between gap-3">
            <h3 className="min-w-0 break-words font-semibold leading-snug">
              <Link href={jobDetailPath(job.jobId)}>{job.title}</Link>
            </h3>
            {job.status === "open" ? null : <Badge tone="neutral">{GONE_LABEL[job.status]}</Badge>}
          </div>
          <p className="break-words text-sm text-foreground">
            {job.companyName}
            {job.locationLabel ? ` · ${job.locationLabel}` : ""}
          </p>
          <p className="text-sm text-muted-foreground">Saved on {formatDay(job.savedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
