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
  frequency: JobAlertFrequency;
  active: boolean;
  /** ISO time the last matches were sent; null until delivery (issue 15) sends some. */
  lastSentAt: string | null;
  createdAt: string;
};
