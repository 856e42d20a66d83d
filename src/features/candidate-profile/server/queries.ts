import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateProfiles, candidateSkills, education, skills, users, workHistory } from "@/db/schema";
import type { CandidateProfile, EducationEntry, PersonalInfoView, WorkHistoryEntry } from "../types";
import type { WorkAuthorization } from "../schemas";

/* Reads of the candidate profile (decision 024). Every read is of one owner's rows, by user id. */

const EMPTY_PERSONAL: PersonalInfoView = {
  firstName: "",
  lastName: "",
  headline: "",
  summary: "",
  phone: "",
  postalCode: "",
  city: "",
  state: "",
  remoteOnly: false,
  yearsOfExperience: null,
  workAuthorization: "",
  discoverable: false,
  updatedAt: null,
};

const workColumns = {
  id: workHistory.id,
  employer: workHistory.employer,
  title: workHistory.title,
  location: workHistory.location,
  startMonth: workHistory.startMonth,
  startYear: workHistory.startYear,
  endMonth: workHistory.endMonth,
  endYear: workHistory.endYear,
  isCurrent: workHistory.isCurrent,
  description: workHistory.description,
};

const educationColumns = {
  id: education.id,
  school: education.school,
  degree: education.degree,
  fieldOfStudy: education.fieldOfStudy,
  startYear: education.startYear,
  endYear: education.endYear,
};

export async function getPersonalInfo(db: Db, userId: string): Promise<PersonalInfoView> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  if (!row) return EMPTY_PERSONAL;
  const { userId: _owner, updatedAt, workAuthorization, ...rest } = row;
  return { ...rest, workAuthorization: workAuthorization as WorkAuthorization, updatedAt: updatedAt.toISOString() };
}

export async function listWorkHistory(db: Db, userId: string): Promise<WorkHistoryEntry[]> {
  return db.select(workColumns).from(workHistory).where(eq(workHistory.userId, userId)).orderBy(asc(workHistory.position), asc(workHistory.createdAt));
}

export async function listEducation(db: Db, userId: string): Promise<EducationEntry[]> {
  return db.select(educationColumns).from(education).where(eq(education.userId, userId)).orderBy(asc(education.position), asc(education.createdAt));
}

export async function listCandidateSkills(db: Db, userId: string) {
  return db
    .select({ slug: skills.slug, name: skills.name, category: skills.category })
    .from(candidateSkills)
    .innerJoin(skills, eq(skills.slug, candidateSkills.skillSlug))
    .where(eq(candidateSkills.userId, userId))
    .orderBy(asc(candidateSkills.position));
}

/** The signed-in person's whole profile (sections empty when never filled). */
export async function getCandidateProfile(db: Db, userId: string): Promise<CandidateProfile> {
  const [personal, work, schools, skillList] = await Promise.all([getPersonalInfo(db, userId), listWorkHistory(db, userId), listEducation(db, userId), listCandidateSkills(db, userId)]);
  return { personal, workHistory: work, education: schools, skills: skillList };
}

/** Whether the person has a profile photo (for the completion's avatar section). */
export async function hasAvatar(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
  return Boolean(row?.key);
}

/** What an employer sees of a candidate (decision 031): one projection for the preview and talent search. */
export { employerViewOfCandidate } from "./employer-view";
