import { MapPin } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { JobFacts } from "@/features/jobs/components/search/job-facts";
import { RecentJobLink } from "@/features/jobs/components/search/recent-jobs";
import { jobPlace, type DashboardJobRow } from "../server/queries";

/** A list of open jobs (on a phone only the first phoneLimit, when given: the "more" link leads to the rest) as cards (title, company, place, facts); each title links to the job and remembers it as recently viewed. */
export function DashboardJobList({ jobs, now, label, phoneLimit }: { jobs: DashboardJobRow[]; now: Date; label: string; phoneLimit?: number }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job, i) => {
        const place = jobPlace(job);
        return (
          <li key={job.id} className={cn("min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4 shadow-sm", phoneLimit !== undefined && i >= phoneLimit ? "hidden sm:flex" : "flex")}>
            <div className="flex min-w-0 items-start gap-3">
              <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size="sm" />
              <div className="min-w-0 flex-1">
                <h3 className="line-clamp-2 break-words font-semibold leading-snug">
                  <RecentJobLink job={{ id: job.id, title: job.title, companyName: job.company.name, locationText: place ?? "" }}>{job.title}</RecentJobLink>
                </h3>
                <p className="truncate text-sm text-foreground">{job.company.name}</p>
              </div>
            </div>
            <JobFacts
              job={job}
              now={now}
              className="mt-auto gap-x-3"
              lead={
                place ? (
                  <li className="flex min-w-0 items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{place}</span>
                  </li>
                ) : null
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
