import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { JobSearchHit } from "@/features/jobs/server/search/types";
import { SaveJobSlot } from "@/features/saved-jobs/components/save-job-slot";
import { JobFacts } from "./job-facts";
import { RecentJobLink } from "./recent-jobs";

/** One search result: title link, company, place, pay, type, age, badges and the Save slot (decision 036). Long titles and names wrap, never widen the page. */
export function JobResultItem({ job, now }: { job: JobSearchHit; now: Date }) {
  return (
    <li className="min-w-0">
      <Card padded={false} className={cn("p-4", job.isPromoted && "border-primary/40")}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg font-semibold leading-snug wrap-break-word">
            <RecentJobLink job={{ id: job.id, title: job.title, companyName: job.companyName, locationText: job.locationText }}>{job.title}</RecentJobLink>
          </h3>
          {job.isPromoted || job.immediatelyHiring ? (
            <div className="flex flex-wrap gap-1.5">
              {job.isPromoted ? <Badge tone="primary">Promoted</Badge> : null}
              {job.immediatelyHiring ? <Badge tone="success">Immediately Hiring</Badge> : null}
            </div>
          ) : null}
        </div>
        <p className="mt-1 text-foreground wrap-break-word">{job.companyName}</p>
        <p className="text-muted-foreground wrap-break-word">
          {job.locationText}
          {job.distanceMiles !== null ? <span> · {job.distanceMiles} mi</span> : null}
          {job.remote && job.locationText !== "Remote" ? <span> · Remote</span> : null}
        </p>
        <JobFacts job={job} now={now} className="mt-2" />
        <SaveJobSlot jobId={job.id} title={job.title} className="mt-3" />
      </Card>
    </li>
  );
}

export function JobResultList({ jobs, headingId }: { jobs: JobSearchHit[]; headingId: string }) {
  const now = new Date();
  return (
    <ol aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      {jobs.map((job) => (
        <JobResultItem key={job.id} job={job} now={now} />
      ))}
    </ol>
  );
}
