import Link from "next/link";
import { jobDetailPath } from "@/lib/job-routes";
import type { JobListItem } from "../../server/queries";
import { employmentTypeLabel } from "@/lib/employment-types";
import { formatDate } from "./job-format";

/** A compact list of jobs (similar jobs, a company's open jobs). */
export function JobList({ jobs, showCompany = true, headingLevel = 3 }: { jobs: JobListItem[]; showCompany?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-1 p-4">
          <Heading className="text-base font-semibold">
            <Link href={jobDetailPath(job.id)}>{job.title}</Link>
          </Heading>
          <p className="text-sm text-slate-700">
            {[showCompany ? job.companyName : null, job.remote && job.locationName !== "Remote" ? `${job.locationName ?? ""} · Remote`.replace(/^ · /, "") : job.locationName]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <p className="text-sm text-slate-600">
            {[job.employmentType ? employmentTypeLabel(job.employmentType) : null, `Posted ${formatDate(job.postedAt)}`].filter(Boolean).join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}
