import type { ReactNode } from "react";
import type { EmploymentType } from "@/db/schema";
import { cn } from "@/lib/cn";
import { employmentTypeLabel } from "@/lib/employment-types";
import { formatSalary, type SalaryFields } from "../format-salary";
import { formatPostedAgo } from "./format";

export type JobFactsFields = SalaryFields & { employmentType: EmploymentType | null; postedAt: Date };

/**
 * A job's short facts as a list, in one order wherever jobs are listed (search results, the home
 * page's newest jobs): pay (compact), employment type, how long ago it was posted. `lead` puts an
 * item first (the home page's place).
 */
export function JobFacts({ job, now, lead, className }: { job: JobFactsFields; now: Date; lead?: ReactNode; className?: string }) {
  const salary = formatSalary(job, { compact: true });
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      {lead}
      {salary ? <li>{salary}</li> : null}
      {job.employmentType ? <li>{employmentTypeLabel(job.employmentType)}</li> : null}
      <li>
        <time dateTime={job.postedAt.toISOString()}>{formatPostedAgo(job.postedAt, now)}</time>
      </li>
    </ul>
  );
}
