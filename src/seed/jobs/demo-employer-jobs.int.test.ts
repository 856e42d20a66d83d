import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyMembers, jobs, jobScreeningQuestions, users } from "@/db/schema";
import { seedDemo } from "../demo";
import { DEMO_EMPLOYER_SOURCE, seedDemoEmployerJobs } from "./demo-employer-jobs";
import { syncCategories } from "./seed-demo-jobs";

/* The demo hiring manager's company takes applications on Upstep, with screening questions (decision 033). */
describe("demo employer jobs", () => {
  it("are open on-platform jobs of the demo hiring manager's company, with questions of every kind, written once", async () => {
    const db = getDb();
    await seedDemo(db);
    await syncCategories(db);
    expect(await seedDemoEmployerJobs(db)).toBe(true);
    expect(await seedDemoEmployerJobs(db)).toBe(false);
    const rows = await db
      .select({ id: jobs.id, title: jobs.title, onPlatform: jobs.applyOnPlatform, status: jobs.status, member: users.email })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(jobs.source, DEMO_EMPLOYER_SOURCE))
      .orderBy(asc(jobs.externalRef));
    expect(rows.map((r) => [r.title, r.onPlatform, r.status, r.member])).toEqual([
      ["Front Desk Coordinator", true, "open", "hiring@upstep.local"],
      ["Medical Assistant", true, "open", "hiring@upstep.local"],
      ["Patient Care Technician", true, "open", "hiring@upstep.local"],
    ]);
    const questions = await db.select({ kind: jobScreeningQuestions.kind, knockouts: jobScreeningQuestions.knockoutAnswers, min: jobScreeningQuestions.knockoutMin }).from(jobScreeningQuestions);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(["yes-no", "choice", "number", "text"]));
    expect(questions.filter((q) => q.knockouts.length || q.min !== null)).toHaveLength(3);
  });
});
