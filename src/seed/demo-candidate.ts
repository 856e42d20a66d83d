import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages, candidateOnboarding, candidatePreferences, candidateProfiles, candidateSkills, education, users, workHistory } from "@/db/schema";
import { matchSkills } from "@/features/skills/server/queries";

export const DEMO_CANDIDATE_EMAIL = "candidate@upstep.local";

/*
 * The demo candidate's profile (issue 14): a medical assistant in Columbus, OH with two jobs, a
 * certificate programme, skills from the vocabulary, what they want and the languages they speak,
 * onboarding done, so a visitor logging in as them sees a Candidate360 with content, the completion
 * widget part-way (no photo, resume or references: those are the visitor's to try) and jobs
 * recommended with reasons. Runs after the skills vocabulary is loaded; writes nothing when the demo
 * candidate is gone or already has a profile (their own edits are never overwritten).
 */
export async function seedDemoCandidate(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CANDIDATE_EMAIL));
  if (!user) return false;
  const [existing] = await db.select({ id: candidateProfiles.userId }).from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
  if (existing) return false;
  const userId = user.id;
  const skillSlugs = await matchSkills(db, "Patient Care, Phlebotomy, Vital Signs, Medical Terminology, Electronic Health Records, Appointment Scheduling, CPR");
  await db.transaction(async (tx) => {
    await tx.insert(candidateProfiles).values({
      userId,
      firstName: "Casey",
      lastName: "Candidate",
      headline: "Medical Assistant",
      summary: "Certified medical assistant with six years in family practice and urgent care: rooming patients, vitals, phlebotomy and keeping the schedule moving.",
      phone: "6145550142",
      postalCode: "43215",
      city: "Columbus",
      state: "OH",
      yearsOfExperience: 6,
      workAuthorization: "authorized",
    });
    await tx.insert(workHistory).values([
      {
        userId,
        employer: "Northside Family Clinic",
        title: "Medical Assistant",
        location: "Columbus, OH",
        startMonth: 3,
        startYear: 2021,
        isCurrent: true,
        description: "Room 30 patients a day, take vitals and histories, draw blood and keep the EHR current for three physicians.",
        position: 0,
      },
      {
        userId,
        employer: "CareFirst Urgent Care",
        title: "Patient Care Technician",
        location: "Dublin, OH",
        startMonth: 6,
        startYear: 2018,
        endMonth: 2,
        endYear: 2021,
        description: "Triaged walk-in patients, ran EKGs and point-of-care tests, and trained four new technicians.",
        position: 1,
      },
    ]);
    await tx.insert(education).values({ userId, school: "Columbus State Community College", degree: "Certificate", fieldOfStudy: "Medical Assisting", startYear: 2017, endYear: 2018, position: 0 });
    if (skillSlugs.length) await tx.insert(candidateSkills).values(skillSlugs.slice(0, 12).map((skillSlug, position) => ({ userId, skillSlug, position })));
    await tx.insert(candidatePreferences).values({
      userId,
      desiredTitles: ["Medical Assistant", "Patient Care Technician"],
      employmentTypes: ["full-time"],
      workArrangements: ["on-site"],
      shifts: ["day"],
      maxCommuteMiles: 25,
      payMinCents: 19_00,
      payTargetCents: 22_50,
      payPeriod: "hour",
      experienceLevel: "mid",
    });
    await tx.insert(candidateLanguages).values([
      { userId, language: "en", proficiency: "native", position: 0 },
      { userId, language: "es", proficiency: "limited-working", position: 1 },
    ]);
    await tx.insert(candidateOnboarding).values({ userId, step: "resume", completedAt: new Date() });
  });
  return true;
}
