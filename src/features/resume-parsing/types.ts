import type { LanguageCode, Proficiency } from "@/lib/languages";

/*
 * What the resume parser proposes (issue 14 part 5, resume-upload-v4). The person reviews each part;
 * nothing reaches the profile until they accept it (POST /api/candidates/resumes/{id}/parse/accept).
 * Months are 1-12 or null, years four digits or null; empty text is "".
 */
export type ProposedContact = {
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits or "". */
  phone: string;
  city: string;
  /** Two-letter state code or "". */
  state: string;
  /** 5 digits or "". */
  postalCode: string;
};

export type ProposedWork = {
  employer: string;
  title: string;
  location: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
  highlights: string[];
};

export type ProposedEducation = {
  school: string;
  degree: string;
  fieldOfStudy: string;
  startYear: number | null;
  endYear: number | null;
};

export type ProposedLanguage = { language: LanguageCode; proficiency: Proficiency | null };

export type ResumeProposal = {
  contact: ProposedContact;
  /** A summary or objective paragraph, "" when none. */
  summary: string;
  workHistory: ProposedWork[];
  education: ProposedEducation[];
  /** Skill slugs of the curated vocabulary (features/skills). */
  skills: { slug: string; name: string }[];
  languages: ProposedLanguage[];
};

/** GET/POST /api/candidates/resumes/{id}/parse answers this. */
export type ResumeParseView = {
  resumeId: string;
  status: "parsed" | "failed";
  proposal: ResumeProposal | null;
  /** Why parsing failed, in words for the person; null when parsed. */
  error: string | null;
  durationMs: number;
  reviewedAt: string | null;
};

/** POST /api/candidates/resumes/{id}/parse/accept answers what it added to the profile (decision 029). */
export type AcceptedProposal = {
  /** The personal-info fields written (only those the person ticked). */
  contact: ("firstName" | "lastName" | "phone" | "city" | "state" | "postalCode")[];
  summary: boolean;
  /** The new entries, as the profile lists them. */
  workHistory: { id: string; employer: string; title: string }[];
  education: { id: string; school: string }[];
  /** Skills that were not on the profile yet. */
  skills: { slug: string; name: string }[];
  /** Languages added; ones already listed are skipped. */
  languages: { language: LanguageCode; proficiency: Proficiency }[];
};

/** Whether a resume has a stored parse and whether the person has reviewed it (the resume page's "Review what we found"). */
export type ResumeParseState = { status: ResumeParseView["status"]; reviewed: boolean };
