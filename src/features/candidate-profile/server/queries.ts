import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateProfiles, candidateSkills, education, skills, users, workHistory } from "@/db/schema";
import { candidateLanguages, candidateReferences, certifications } from "@/db/schema";
import type { CandidateProfile, EducationEntry, PersonalInfoView, WorkHistoryEntry } from "../types";
import type { CertificationEntry, LanguageEntry, ReferenceEntry } from "../types";
import { isCertificationExpired } from "../certification-schemas";
import { certificationFileApi } from "../paths";
import type { WorkAuthorization } from "../schemas";
import { profileCompletion, type ProfileCompletion } from "../completion";
import { getSectionFacts } from "./section-facts";

export type { ProfileCompletion, SectionStatus } from "../completion";

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

/** How complete the person's Candidate360 profile is and what to add next (the dashboard's widget; decision 024's profileCompletion). */
export async function getProfileCompletion(db: Db, userId: string): Promise<ProfileCompletion> {
  return (await getProfileWithCompletion(db, userId)).completion;
}

/** The profile and its completion over every section (the overview, the profile API). */
export async function getProfileWithCompletion(db: Db, userId: string): Promise<{ profile: CandidateProfile; completion: ProfileCompletion }> {
  const [profile, avatar, facts] = await Promise.all([getCandidateProfile(db, userId), hasAvatar(db, userId), getSectionFacts(db, userId)]);
  return { profile, completion: profileCompletion({ profile, hasAvatar: avatar, facts }) };
}

/* Certifications, languages and references (spec 2.7; decision 026): the owner's rows, in their order. */
const certificationColumns = {
  id: certifications.id,
  name: certifications.name,
  issuer: certifications.issuer,
  issueMonth: certifications.issueMonth,
  issueYear: certifications.issueYear,
  expiryMonth: certifications.expiryMonth,
  expiryYear: certifications.expiryYear,
  doesNotExpire: certifications.doesNotExpire,
  credentialId: certifications.credentialId,
  credentialUrl: certifications.credentialUrl,
  fileName: certifications.fileName,
  fileMime: certifications.fileMime,
  fileSizeBytes: certifications.fileSizeBytes,
};

type CertificationRow = Pick<typeof certifications.$inferSelect, keyof typeof certificationColumns>;

function toCertificationEntry(row: CertificationRow, now: Date): CertificationEntry {
  const { fileName, fileMime, fileSizeBytes, ...rest } = row;
  const file =
    fileName !== null && fileMime !== null && fileSizeBytes !== null ? { name: fileName, mime: fileMime, sizeBytes: fileSizeBytes, downloadUrl: `/api${certificationFileApi(row.id)}` } : null;
  return { ...rest, expired: isCertificationExpired(rest, now), file };
}

export async function listCertifications(db: Db, userId: string, now: Date = new Date()): Promise<CertificationEntry[]> {
  const rows = await db.select(certificationColumns).from(certifications).where(eq(certifications.userId, userId)).orderBy(asc(certifications.position), asc(certifications.createdAt));
  return rows.map((r) => toCertificationEntry(r, now));
}

export async function listLanguages(db: Db, userId: string): Promise<LanguageEntry[]> {
  return db
    .select({ id: candidateLanguages.id, language: candidateLanguages.language, proficiency: candidateLanguages.proficiency })
    .from(candidateLanguages)
    .where(eq(candidateLanguages.userId, userId))
    .orderBy(asc(candidateLanguages.position), asc(candidateLanguages.id));
}

export async function listReferences(db: Db, userId: string): Promise<ReferenceEntry[]> {
  return db
    .select({
      id: candidateReferences.id,
      name: candidateReferences.name,
      relationship: candidateReferences.relationship,
      company: candidateReferences.company,
      title: candidateReferences.title,
      email: candidateReferences.email,
      phone: candidateReferences.phone,
      note: candidateReferences.note,
      mayContact: candidateReferences.mayContact,
    })
    .from(candidateReferences)
    .where(eq(candidateReferences.userId, userId))
    .orderBy(asc(candidateReferences.position), asc(candidateReferences.createdAt));
}

/** What an employer sees of a candidate (decision 031): one projection for the preview and talent search. */
export { employerViewOfCandidate } from "./employer-view";
