import { EDUCATION_LEVELS } from "@/db/schema/talent";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import type { TalentSearchParams } from "@/features/talent-search/schemas";

/*
 * A saved search's filters in words, for the list and the daily email:
 * "“nurse” · within 25 miles of Seattle, WA · Triage, IV Therapy · Bachelor's degree or higher".
 * Skill slugs read as their words (the page has no vocabulary lookup to spare).
 */
const words = (slug: string) => slug.replace(/-/g, " ");

export function describeTalentSearch(params: TalentSearchParams): string {
  const parts: string[] = [];
  if (params.q) parts.push(`“${params.q}”`);
  if (params.location) parts.push(`within ${params.radius} miles of ${params.location}${params.includeRelocators ? " or willing to relocate" : ""}`);
  if (params.willingToRelocate) parts.push("willing to relocate");
  if (params.skills.length) parts.push(`skills: ${params.skills.map(words).join(", ")}`);
  if (params.workAuthorization.length) {
    parts.push(params.workAuthorization.map((v) => WORK_AUTHORIZATIONS.find((w) => w.value === v)?.label ?? v).join(" or "));
  }
  if (params.minYears !== null && params.maxYears !== null) parts.push(`${params.minYears}-${params.maxYears} years of experience`);
  else if (params.minYears !== null) parts.push(`${params.minYears}+ years of experience`);
  else if (params.maxYears !== null) parts.push(`up to ${params.maxYears} years of experience`);
  const education = EDUCATION_LEVELS.find((l) => l.slug === params.education);
  if (education) parts.push(`${education.label} or higher`);
  if (params.activeWithinDays !== null) parts.push(`active in the last ${params.activeWithinDays} days`);
  return parts.length ? parts.join(" · ") : "All discoverable candidates";
}
