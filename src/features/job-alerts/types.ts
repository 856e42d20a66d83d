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
