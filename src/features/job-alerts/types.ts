import type { EmploymentType } from "@/db/schema/jobs";
import type { JobAlertFrequency } from "./schemas";

/* What the job alerts API answers (decision 027). */
export type JobAlert = {
  id: string;
  name: string;
  keywords: string;
  location: string;
  radiusMiles: number | null;
  remoteOnly: boolean;
  employmentTypes: EmploymentType[];
  /** The rest of a /jobs search (decision 037): category and subcategory slugs, company slug ("" for none), minimum yearly pay in dollars. */
  categorySlug: string;
  subcategorySlug: string;
  companySlug: string;
  minSalary: number | null;
  frequency: JobAlertFrequency;
  active: boolean;
  /** "unopened": paused after 3 months of unopened mail (decision 037); null otherwise. */
  pausedReason: "unopened" | null;
  /** ISO time the last matches were mailed; null until one is. */
  lastSentAt: string | null;
  createdAt: string;
};

/**
 * The search columns of a job_alerts row as raw SQL answers them (snake_case), shared by the
 * matcher (features/alert-matching) and the sends, which select them with columns of their own.
 */
export type AlertSearchColumns = {
  id: string;
  keywords: string;
  location: string;
  radius_miles: number | null;
  remote_only: boolean;
  employment_types: string[];
  category_slug: string;
  subcategory_slug: string;
  company_slug: string;
  min_salary: number | null;
  created_at: Date | string;
};
