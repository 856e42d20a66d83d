import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { companyPath } from "@/lib/company-routes";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";
import type { JobDetail, JobListItem } from "../../server/queries";
import { JobList } from "./job-list";

export const JOB_GONE_TEXTS = {
  heading: "This job is no longer available",
  body: "The employer has closed this job or it has expired.",
} as const;

/** The 410 page of a closed or expired job: what it was, and open jobs like it. No JSON-LD. */
export function JobGoneView({ job, similar }: { job: Pick<JobDetail, "title" | "company">; similar: JobListItem[] }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-5xl font-extrabold tracking-tight text-primary">410</p>
      <h1 className="mt-3 text-2xl font-semibold wrap-break-word sm:text-3xl">{JOB_GONE_TEXTS.heading}</h1>
      <p className="mt-3 text-lg text-muted-foreground wrap-break-word">
        {JOB_GONE_TEXTS.body} It was <strong>{job.title}</strong> at{" "}
        <Link href={companyPath(job.company.slug)}>{job.company.name}</Link>.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={JOBS_SEARCH_PATH} className={buttonClasses("primary", "md")}>
          Search open jobs
        </Link>
        <Link href={companyPath(job.company.slug)} className={buttonClasses("outline", "md", "h-auto min-h-10 max-w-full whitespace-normal py-2 text-center wrap-break-word")}>
          Open jobs at {job.company.name}
        </Link>
      </div>
      {similar.length ? (
        <section aria-labelledby="similar-heading" className="mt-10 flex flex-col gap-4">
          <h2 id="similar-heading" className="text-xl font-semibold">
            Similar open jobs
          </h2>
          <JobList jobs={similar} />
        </section>
      ) : null}
    </div>
  );
}
