import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, companies, companyMembers, jobPostings, jobs, userRoles, users } from "@/db/schema";
// The seed is a composition root (decision 012): the demo employer posts its jobs through the job
// postings feature, as a hiring manager would in the form.
import { postingFormSchema, type PostingFormInput } from "@/features/job-postings/schemas";
import { createPosting } from "@/features/job-postings/server/save-posting";
import { changePostingStatus } from "@/features/job-postings/server/change-status";

/*
 * The demo hiring manager's company (Northwind Health, src/seed/demo.ts) posts three jobs on Upstep
 * (issue 15, decision 033; since issue 16 they are real job postings, decision 039): in Columbus, OH,
 * near the demo candidate, two of them with screening questions of every kind, some answers marked as
 * knock-outs. Written once, published by hiring@upstep.local through the postings feature, so the
 * hiring dashboard, the postings list and the applicants pages show them.
 */
export const DEMO_EMPLOYER_COMPANY = "Northwind Health";
/** The jobs' source before issue 16 (imported); a database seeded then keeps them as they were. */
export const DEMO_EMPLOYER_SOURCE = "northwind-health-careers";
const DEMO_HIRING_EMAIL = "hiring@upstep.local";

const COMPANY = { city: "Columbus", state: "OH", postalCode: "43215" } as const;

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

const SKILLS: Record<string, string[]> = {
  "NWH-MA-001": ["vital-signs", "phlebotomy", "medication-administration", "patient-care"],
  "NWH-PCT-002": ["patient-care", "vital-signs", "infection-control"],
  "NWH-FD-003": ["scheduling", "reception", "insurance-verification"],
};

function dollars(text: string): [string, string] {
  const [min, max] = text.match(/\$[\d.]+/g)!;
  return [min!, max!];
}

/**
 * Posts the demo employer's jobs with their screening questions as the demo hiring manager; false
 * when they exist (as postings, or as the imported jobs of a database seeded before issue 16) or
 * when the demo hiring manager or company is missing.
 */
export async function seedDemoEmployerJobs(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const [old] = await db.select({ n: count() }).from(jobs).where(eq(jobs.source, DEMO_EMPLOYER_SOURCE));
  if ((old?.n ?? 0) > 0) return false;
  const [owner] = await db
    .select({ id: users.id, companyId: companies.id })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), eq(companies.name, DEMO_EMPLOYER_COMPANY)))
    .where(eq(users.email, DEMO_HIRING_EMAIL))
    .limit(1);
  if (!owner) return false;
  const [posted] = await db.select({ n: count() }).from(jobPostings).where(eq(jobPostings.companyId, owner.companyId));
  if ((posted?.n ?? 0) > 0) return false;
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, owner.id))).map((r) => r.role);
  const actor = { id: owner.id, roles, twoFactorEnabled: false };
  const now = options.now ?? new Date();
  const categoryId = async (name: string, parent: string | null) => {
    const [row] = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
      .where(and(eq(categoryTypes.slug, "jobs"), eq(categories.name, name), parent ? eq(categories.parentId, parent) : isNull(categories.parentId)))
      .limit(1);
    return row?.id ?? "";
  };
  // The newest last: the list shows the Medical Assistant first.
  for (const job of [...JOBS].reverse()) {
    const category = await categoryId(job.category, null);
    const subcategory = category ? await categoryId(job.subcategory, category) : "";
    const [min, max] = dollars(job.salary);
    const input: PostingFormInput = {
      title: job.title,
      descriptionHtml: job.description,
      remote: false,
      locations: [{ city: COMPANY.city, state: COMPANY.state, postalCode: COMPANY.postalCode }],
      salaryMin: min,
      salaryMax: max,
      salaryPeriod: "hour",
      employmentType: job.jobType,
      categoryId: category,
      subcategoryId: subcategory,
      skills: SKILLS[job.referenceNumber] ?? [],
      questions: (job.questions as readonly Question[]).map((q) => ({
        id: randomUUID(),
        kind: q.kind,
        prompt: q.prompt,
        options: [...(q.options ?? [])],
        required: (q.required ?? 1) === 1,
        knockoutAnswers: [...(q.knockoutAnswers ?? [])],
        knockoutMin: q.knockoutMin === undefined ? "" : String(q.knockoutMin),
        knockoutMax: "",
      })),
      applyMode: "upstep",
      applyUrl: "",
      expiresOn: new Date(now.getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
      scorecardAttributes: ["Patient care", "Reliability", "Communication", "Clinic experience"],
      ownerUserId: owner.id,
    };
    const posting = await createPosting(db, actor, owner.companyId, postingFormSchema.parse(input), now);
    await changePostingStatus(db, actor, posting.id, "publish", now);
  }
  return true;
}
