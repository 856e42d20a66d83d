import "server-only";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs, jobScreeningQuestions } from "@/db/schema";
// The seed is a composition root (decision 012): the jobs go through the importer like any feed.
import { importJobs } from "@/features/jobs/server/import/import-jobs";

/*
 * The demo hiring manager's company (Northwind Health, src/seed/demo.ts) takes applications on
 * Upstep (issue 15, decision 033): three open jobs in Columbus, OH, near the demo candidate, two of
 * them with screening questions of every kind, some answers marked as knock-outs. Written once.
 */
export const DEMO_EMPLOYER_SOURCE = "northwind-health-careers";

const COMPANY = {
  company: "Northwind Health",
  companyWebsite: "https://northwind-health.example",
  companyHeadquarters: "Columbus, OH",
  companyCategory: "Healthcare",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  country: "US",
  applyOnPlatform: true,
} as const;

const JOBS = [
  {
    referenceNumber: "NWH-MA-001",
    title: "Medical Assistant",
    jobType: "full-time",
    salary: "$19 - $23 an hour",
    category: "Healthcare",
    subcategory: "Allied Health",
    description:
      "<p>Northwind Health's Clairmont family clinic is looking for a medical assistant to room patients, take vitals, give injections and keep the day running for four physicians.</p><ul><li>CMA or RMA certification</li><li>One year in a clinic</li></ul>",
    questions: [
      { kind: "yes-no", prompt: "Are you certified as a medical assistant (CMA or RMA)?", knockoutAnswers: ["no"] },
      { kind: "choice", prompt: "Which shift can you work?", options: ["Days", "Evenings", "Weekends"], knockoutAnswers: [] },
      { kind: "number", prompt: "How many years have you worked in a clinic?", knockoutMin: 1 },
      { kind: "text", prompt: "When could you start?", required: 0 },
    ],
  },
  {
    referenceNumber: "NWH-PCT-002",
    title: "Patient Care Technician",
    jobType: "part-time",
    salary: "$18 - $21 an hour",
    category: "Healthcare",
    subcategory: "Patient Care",
    description: "<p>Help our nurses care for patients on the medical-surgical floor of Northwind Riverside Hospital: vitals, mobility, meals and comfort.</p>",
    questions: [
      { kind: "yes-no", prompt: "Are you authorized to work in the United States?", knockoutAnswers: ["no"] },
      { kind: "choice", prompt: "How did you hear about this job?", options: ["Upstep", "A friend", "Northwind Health's website", "Other"], knockoutAnswers: [] },
    ],
  },
  {
    referenceNumber: "NWH-FD-003",
    title: "Front Desk Coordinator",
    jobType: "full-time",
    salary: "$17 - $20 an hour",
    category: "Healthcare",
    subcategory: "Patient Care",
    description: "<p>Greet patients, check them in, verify insurance and schedule visits at our busiest urgent care.</p>",
    questions: [],
  },
] as const;

type Question = { kind: "yes-no" | "choice" | "number" | "text"; prompt: string; options?: readonly string[]; knockoutAnswers?: readonly string[]; knockoutMin?: number; required?: number };

/** Imports the demo employer's on-platform jobs and their screening questions; false when they exist. */
export async function seedDemoEmployerJobs(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.source, DEMO_EMPLOYER_SOURCE));
  if ((row?.n ?? 0) > 0) return false;
  const now = options.now ?? new Date();
  const posted = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  await importJobs(db, {
    source: DEMO_EMPLOYER_SOURCE,
    records: JOBS.map(({ questions: _questions, ...job }) => ({ ...COMPANY, ...job, date: posted })),
  });
  const ids = await db.select({ id: jobs.id, ref: jobs.externalRef }).from(jobs).where(inArray(jobs.externalRef, JOBS.map((j) => j.referenceNumber)));
  const idOf = new Map(ids.map((r) => [r.ref, r.id]));
  const questions = JOBS.flatMap((job) =>
    (job.questions as readonly Question[]).map((q, position) => ({
      jobId: idOf.get(job.referenceNumber)!,
      position,
      kind: q.kind,
      prompt: q.prompt,
      options: [...(q.options ?? [])],
      knockoutAnswers: [...(q.knockoutAnswers ?? [])],
      knockoutMin: q.knockoutMin ?? null,
      required: q.required ?? 1,
    })),
  );
  if (questions.length) await db.insert(jobScreeningQuestions).values(questions);
  return true;
}
