import { MapPin, Sparkles } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { JobFacts } from "@/features/jobs/components/search/job-facts";
import { RecentJobLink } from "@/features/jobs/components/search/recent-jobs";
import type { Recommendation } from "../server/queries";

/**
 * Jobs recommended from the profile, each with the reason it matched ("Matches your title Registered
 * Nurse, 4 mi from 60601"). On a phone only the first phoneLimit, when given. Server-rendered; the
 * title link is the jobs search's own (it remembers the job as recently viewed).
 */
export function RecommendedJobList({ jobs, now, label, phoneLimit }: { jobs: Recommendation[]; now: Date; label: string; phoneLimit?: number }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="recommended-jobs">
      {jobs.map((job, i) => (
        <li key={job.id} className={cn("min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4 shadow-sm", phoneLimit !== undefined && i >= phoneLimit ? "hidden sm:flex" : "flex")}>
          <div className="min-w-0">
            <h3 className="line-clamp-2 break-words font-semibold leading-snug">
              <RecentJobLink job={{ id: job.id, title: job.title, companyName: job.company, locationText: job.place ?? "" }}>{job.title}</RecentJobLink>
            </h3>
            <p className="truncate text-sm text-foreground">{job.company}</p>
          </div>
          <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground" data-testid="recommendation-reason">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{job.reason}</span>
          </p>
          <JobFacts
            job={job.hit}
            now={now}
            className="mt-auto gap-x-3"
            lead={
              job.place ? (
                <li className="flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{job.place}</span>
                </li>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
