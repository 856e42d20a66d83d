import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, jobPostings, jobs, jobScreeningQuestions, jobSkills, users } from "@/db/schema";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import { loadSkills } from "@/features/skills/server/load-skills";
import { seedDemo } from "../demo";
import { seedDemoEmployerJobs } from "./demo-employer-jobs";
import { syncCategories } from "./seed-demo-jobs";

/*
 * The demo hiring manager's company takes applications on Upstep, with screening questions (decision
 * 033), posted as real job postings by the demo hiring manager (decision 039).
 */
describe("demo employer jobs", () => {
  it("are published postings of the demo hiring manager's company, open on-platform jobs with questions of every kind and skills, written once", async () => {
    const db = getDb();
    await seedDemo(db);
    await syncCategories(db);
    await loadPostalCodes(db, { states: ["OH"] });
    await loadSkills(db);
    expect(await seedDemoEmployerJobs(db)).toBe(true);
    expect(await seedDemoEmployerJobs(db)).toBe(false);
    const rows = await db
      .select({ id: jobs.id, title: jobs.title, onPlatform: jobs.applyOnPlatform, status: jobs.status, source: jobs.source, posting: jobPostings.status, owner: users.email, company: companies.name })
      .from(jobPostings)
      .innerJoin(jobs, eq(jobs.id, jobPostings.id))
      .innerJoin(companies, eq(companies.id, jobPostings.companyId))
      .innerJoin(users, eq(users.id, jobPostings.ownerUserId))
      .where(eq(companies.name, "Northwind Health"))
      .orderBy(asc(jobs.title));
    expect(rows.map((r) => [r.title, r.onPlatform, r.status, r.source, r.posting, r.owner, r.company])).toEqual([
      ["Front Desk Coordinator", true, "open", "upstep", "published", "hiring@upstep.local", "Northwind Health"],
      ["Medical Assistant", true, "open", "upstep", "published", "hiring@upstep.local", "Northwind Health"],
      ["Patient Care Technician", true, "open", "upstep", "published", "hiring@upstep.local", "Northwind Health"],
    ]);
    const questions = await db.select({ kind: jobScreeningQuestions.kind, knockouts: jobScreeningQuestions.knockoutAnswers, min: jobScreeningQuestions.knockoutMin }).from(jobScreeningQuestions);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(["yes-no", "choice", "number", "text"]));
    expect(questions.filter((q) => q.knockouts.length || q.min !== null)).toHaveLength(3);
    const skills = await db.select({ slug: jobSkills.skillSlug }).from(jobSkills).where(eq(jobSkills.jobId, rows[1]!.id));
    expect(skills.map((s) => s.slug).sort()).toEqual(["medication-administration", "patient-care", "phlebotomy", "vital-signs"]);
  });
});
