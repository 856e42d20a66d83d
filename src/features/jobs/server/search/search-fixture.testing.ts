import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { withIndefiniteArticle } from "@/lib/english";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { importJobs } from "@/features/jobs/server/import/import-jobs";

/* A small job board for the search and browse integration tests (imported through the real importer). */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

export type Rec = { ref: string; title: string; company: string; zip?: string; city?: string; state?: string; category: string; subcategory: string; jobType: string; salary?: string; posted: string; description?: string; tags?: string[]; remote?: boolean; validThrough?: string };

export const RECORDS: Rec[] = [
  { ref: "J1", title: "Registered Nurse", company: "Northwind Health", zip: "78701", category: "Healthcare", subcategory: "Nursing", jobType: "Full-time", salary: "$38 - $52 per hour", posted: ago(HOUR), description: "Care for patients in the ICU.", tags: ["Promoted Job"] },
  { ref: "J2", title: "ICU Nurse", company: "Northwind Health", zip: "78664", category: "Healthcare", subcategory: "Nursing", jobType: "Part-time", salary: "$80,000 - $95,000 per year", posted: ago(2 * DAY), tags: ["Immediately Hiring"] },
  { ref: "J3", title: "Travel Nurse", company: "Contoso Staffing", zip: "78666", category: "Healthcare", subcategory: "Nursing", jobType: "Contract", posted: ago(5 * DAY), description: "We need a registered nurse for travel assignments." },
  { ref: "J4", title: "Warehouse Associate", company: "Contoso Logistics", zip: "77002", category: "Logistics", subcategory: "Warehouse", jobType: "Full-time", salary: "$18 - $22 per hour", posted: ago(10 * DAY) },
  { ref: "J5", title: "Software Engineer", company: "Fabrikam", zip: "98101", category: "Technology", subcategory: "Software Development", jobType: "Full-time", salary: "$150,000 - $190,000 per year", posted: ago(20 * DAY) },
  { ref: "J6", title: "Nurse Practitioner", company: "Fabrikam", zip: "98101", category: "Healthcare", subcategory: "Advanced Practice", jobType: "Full-time", posted: ago(45 * DAY), validThrough: inDays(30) },
  { ref: "J7", title: "Customer Support Specialist", company: "Fabrikam", remote: true, category: "Technology", subcategory: "Support", jobType: "Full-time", posted: ago(3 * HOUR) },
  { ref: "J8", title: "Truck Driver", company: "Contoso Logistics", zip: "10001", category: "Logistics", subcategory: "Transportation", jobType: "Full-time", posted: ago(12 * DAY) },
  { ref: "J9", title: "Registered Nurse Night Shift", company: "Northwind Health", zip: "78701", category: "Healthcare", subcategory: "Nursing", jobType: "Full-time", posted: ago(40 * DAY), validThrough: ago(DAY) },
  { ref: "J10", title: "Forklift Operator", company: "Contoso Logistics", city: "Austin", state: "TX", category: "Logistics", subcategory: "Warehouse", jobType: "Temporary", posted: ago(6 * HOUR) },
];

export const feed = RECORDS.map((r) => ({
  title: r.title,
  referenceNumber: r.ref,
  date: r.posted,
  validThrough: r.validThrough ?? inDays(60),
  url: `https://careers.example.com/${r.ref}`,
  company: r.company,
  postalCode: r.zip,
  city: r.city,
  state: r.state,
  remote: r.remote ?? false,
  country: "US",
  description: `<p>${r.description ?? `Join our team as ${withIndefiniteArticle(r.title)}.`}</p>`,
  salary: r.salary,
  jobType: r.jobType,
  category: r.category,
  subcategory: r.subcategory,
  tags: r.tags ?? [],
}));

/** Loads TX/WA/NY ZIPs and imports the records; returns job id -> external reference. */
export async function seedSearchFixture(): Promise<Map<string, string>> {
  const db = getDb();
  await loadPostalCodes(db, { states: ["TX", "WA", "NY"] });
  const stats = await importJobs(db, { source: "search-test", records: feed });
  if (stats.rejected) throw new Error(`fixture rejected: ${JSON.stringify(stats.rejectionReasons)}`);
  const { rows } = await db.execute<{ id: string; external_ref: string }>(sql`select id, external_ref from jobs`);
  return new Map(rows.map((r) => [r.id, r.external_ref]));
}
