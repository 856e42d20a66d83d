import type { EmploymentType } from "@/db/schema/jobs";

/*
 * How each employment type (the jobs.employment_type values) reads: its label on the site (job
 * pages, job lists, search results and filters) and its schema.org JobPosting employmentType.
 */
export const EMPLOYMENT_TYPE_TEXTS: Record<EmploymentType, { label: string; schemaOrg: string }> = {
  "full-time": { label: "Full-time", schemaOrg: "FULL_TIME" },
  "part-time": { label: "Part-time", schemaOrg: "PART_TIME" },
  contract: { label: "Contract", schemaOrg: "CONTRACTOR" },
  temporary: { label: "Temporary", schemaOrg: "TEMPORARY" },
  internship: { label: "Internship", schemaOrg: "INTERN" },
  "per-diem": { label: "Per diem", schemaOrg: "PER_DIEM" },
};

function isEmploymentType(value: string): value is EmploymentType {
  return Object.hasOwn(EMPLOYMENT_TYPE_TEXTS, value);
}

/** "Full-time" for "full-time"; a value this table does not know is shown as it is. */
export function employmentTypeLabel(type: EmploymentType | string): string {
  return isEmploymentType(type) ? EMPLOYMENT_TYPE_TEXTS[type].label : type;
}
