import Link from "next/link";
import { Card } from "@/components/ui/card";
import { jobDetailPath } from "@/lib/job-routes";
import type { JobListItem } from "../../server/queries";
import { employmentTypeLabel } from "@/lib/employment-types";
import { SaveJobSlot } from "@/features/saved-jobs/components/save-job-slot";
import { formatDate } from "./job-format";

/** A compact list of jobs (similar jobs, a company's open jobs), each with its Save slot (decision 036). Long titles and names wrap. */
export function JobList({ jobs, showCompany = true, headingLevel = 3 }: { jobs: JobListItem[]; showCompany?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card padded={false}>
      <ul className="divide-y divide-border">
        {jobs.map((job) => (
          <li key={job.id} className="flex min-w-0 flex-col gap-1 p-4 wrap-break-word">
            <Heading className="text-base font-semibold">
              <Link href={jobDetailPath(job.id)}>{job.title}</Link>
            </Heading>
            <p className="text-sm text-foreground">
              {[showCompany ? job.companyName : null, job.remote && job.locationName !== "Remote" ? `${job.locationName ?? ""} · Remote`.replace(/^ · /, "") : job.locationName]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <p className="text-sm text-muted-foreground">
              {[job.employmentType ? employmentTypeLabel(job.employmentType) : null, `Posted ${formatDate(job.postedAt)}`].filter(Boolean).join(" · ")}
            </p>
            <SaveJobSlot jobId={job.id} title={job.title} className="mt-1" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
