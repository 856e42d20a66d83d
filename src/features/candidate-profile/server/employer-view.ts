import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidateLanguages, candidateProfiles, candidateSkills, certifications, education, skills, users, workHistory } from "@/db/schema";
import { languageName, PROFICIENCIES } from "@/lib/languages";
import type { EmployerView } from "../types";

/*
 * What an employer sees of a candidate (decision 031), in one place: the owner's "Preview as an
 * employer" and talent search (issue 17) read the same projection, so what the preview shows is what
 * employers get. The projection is built by selecting only the columns employers may see: email,
 * phone, ZIP code, work authorisation, references, compensation, credential ids and files are never
 * read here, so no later change to the shape can leak them by accident.
 */

const proficiencyLabel = (value: string) => PROFICIENCIES.find((p) => p.value === value)?.label ?? value;

/**
 * The employer's view of a candidate, or null when there is nothing to show: no such user, or a
 * private profile (discoverable false, the default) unless `preview` is set. Only the owner's own
 * preview passes `preview: true`; talent search must not, so private profiles stay out of it.
 */
export async function employerViewOfCandidate(db: Db, userId: string, opts: { preview?: boolean } = {}): Promise<EmployerView | null> {
  const [person] = await db
    .select({
      accountName: users.name,
      firstName: candidateProfiles.firstName,
      lastName: candidateProfiles.lastName,
      headline: candidateProfiles.headline,
      city: candidateProfiles.city,
      state: candidateProfiles.state,
      remoteOnly: candidateProfiles.remoteOnly,
      yearsOfExperience: candidateProfiles.yearsOfExperience,
      summary: candidateProfiles.summary,
      discoverable: candidateProfiles.discoverable,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return null;
  const discoverable = person.discoverable ?? false;
  if (!discoverable && !opts.preview) return null;

  const [skillRows, jobs, schools, certs, languages] = await Promise.all([
    db
      .select({ slug: skills.slug, name: skills.name })
      .from(candidateSkills)
      .innerJoin(skills, eq(skills.slug, candidateSkills.skillSlug))
      .where(eq(candidateSkills.userId, userId))
      .orderBy(asc(candidateSkills.position)),
    db
      .select({
        employer: workHistory.employer,
        title: workHistory.title,
        location: workHistory.location,
        startMonth: workHistory.startMonth,
        startYear: workHistory.startYear,
        endMonth: workHistory.endMonth,
        endYear: workHistory.endYear,
        isCurrent: workHistory.isCurrent,
        description: workHistory.description,
      })
      .from(workHistory)
      .where(eq(workHistory.userId, userId))
      .orderBy(asc(workHistory.position), asc(workHistory.createdAt)),
    db
      .select({ school: education.school, degree: education.degree, fieldOfStudy: education.fieldOfStudy, startYear: education.startYear, endYear: education.endYear })
      .from(education)
      .where(eq(education.userId, userId))
      .orderBy(asc(education.position), asc(education.createdAt)),
    db.select({ name: certifications.name, issuer: certifications.issuer }).from(certifications).where(eq(certifications.userId, userId)).orderBy(asc(certifications.position), asc(certifications.createdAt)),
    db
      .select({ code: candidateLanguages.language, proficiency: candidateLanguages.proficiency })
      .from(candidateLanguages)
      .where(eq(candidateLanguages.userId, userId))
      .orderBy(asc(candidateLanguages.position)),
  ]);

  const profileName = [person.firstName ?? "", person.lastName ?? ""].join(" ").trim();
  return {
    userId,
    discoverable,
    name: profileName || person.accountName,
    headline: person.headline ?? "",
    city: person.city ?? "",
    state: person.state ?? "",
    remoteOnly: person.remoteOnly ?? false,
    yearsOfExperience: person.yearsOfExperience ?? null,
    summary: person.summary ?? "",
    skills: skillRows,
    workHistory: jobs,
    education: schools,
    certifications: certs,
    languages: languages.map((l) => ({ code: l.code, name: languageName(l.code) ?? l.code, proficiency: proficiencyLabel(l.proficiency) })),
  };
}
