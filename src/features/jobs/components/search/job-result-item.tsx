import type { JobSearchHit } from "@/features/jobs/server/search/types";
import { employmentTypeLabel } from "@/lib/employment-types";
import { formatSalary } from "../format-salary";
import { formatPostedAgo } from "./format";
import { RecentJobLink } from "./recent-jobs";

/** One search result: title link, company, place, pay, type, age and badges. */
export function JobResultItem({ job, now }: { job: JobSearchHit; now: Date }) {
  const salary = formatSalary(job, { compact: true });
  return (
    <li className={`rounded-xl border bg-white p-4 shadow-sm ${job.isPromoted ? "border-brand-300" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold leading-snug">
          <RecentJobLink job={{ id: job.id, title: job.title, companyName: job.companyName, locationText: job.locationText }}>{job.title}</RecentJobLink>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {job.isPromoted ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Promoted</span> : null}
          {job.immediatelyHiring ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Immediately Hiring</span> : null}
        </div>
      </div>
      <p className="mt-1 text-slate-800">{job.companyName}</p>
      <p className="text-slate-700">
        {job.locationText}
        {job.distanceMiles !== null ? <span className="text-slate-600"> · {job.distanceMiles} mi</span> : null}
        {job.remote && job.locationText !== "Remote" ? <span className="text-slate-600"> · Remote</span> : null}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {salary ? <li>{salary}</li> : null}
        {job.employmentType ? <li>{employmentTypeLabel(job.employmentType)}</li> : null}
        <li>
          <time dateTime={job.postedAt.toISOString()}>{formatPostedAgo(job.postedAt, now)}</time>
        </li>
      </ul>
    </li>
  );
}

export function JobResultList({ jobs, headingId }: { jobs: JobSearchHit[]; headingId: string }) {
  const now = new Date();
  return (
    <ol aria-labelledby={headingId} className="flex flex-col gap-3">
      {jobs.map((job) => (
        <JobResultItem key={job.id} job={job} now={now} />
      ))}
    </ol>
  );
}
