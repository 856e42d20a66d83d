import type { SkillOption } from "@/features/skills/types";
import type { WorkAuthorization } from "./schemas";

/* What the candidate profile API answers (decision 024). Dates are months and years as people give them. */
export type PersonalInfoView = {
  firstName: string;
  lastName: string;
  headline: string;
  summary: string;
  /** 10 digits or "". */
  phone: string;
  postalCode: string;
  city: string;
  state: string;
  remoteOnly: boolean;
  yearsOfExperience: number | null;
  workAuthorization: WorkAuthorization;
  discoverable: boolean;
  /** ISO time of the last save, null when never saved. */
  updatedAt: string | null;
};

export type WorkHistoryEntry = {
  id: string;
  employer: string;
  title: string;
  location: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
  description: string;
};

export type EducationEntry = {
  id: string;
  school: string;
  degree: string;
  fieldOfStudy: string;
  startYear: number | null;
  endYear: number | null;
};

export type CandidateProfile = {
  personal: PersonalInfoView;
  workHistory: WorkHistoryEntry[];
  education: EducationEntry[];
  skills: SkillOption[];
};

/* Certifications, languages and references (spec 2.7; decision 026). */
export type CertificationFile = {
  name: string;
  mime: string;
  sizeBytes: number;
  /** GET: the file as an attachment (owner and administrators only). */
  downloadUrl: string;
};

export type CertificationEntry = {
  id: string;
  name: string;
  issuer: string;
  issueMonth: number | null;
  issueYear: number | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  doesNotExpire: boolean;
  credentialId: string;
  credentialUrl: string;
  /** The expiry month has ended (server's clock, UTC). */
  expired: boolean;
  file: CertificationFile | null;
};

export type LanguageEntry = {
  id: string;
  /** ISO 639-1 code from lib/languages.ts. */
  language: string;
  proficiency: string;
};

export type ReferenceEntry = {
  id: string;
  name: string;
  relationship: string;
  company: string;
  title: string;
  email: string;
  /** 10 digits or "". */
  phone: string;
  note: string;
  mayContact: boolean;
};

/**
 * What an employer sees of a candidate (decision 031): employerViewOfCandidate() in
 * server/employer-view.ts builds it, for the owner's preview and for talent search. Never contact
 * details, ZIP code, references, pay or work authorisation.
 */
export type EmployerView = {
  /** The candidate's user id (talent search links to /talent/{profileId} with it). */
  userId: string;
  discoverable: boolean;
  name: string;
  headline: string;
  /** City and state only (never the street or ZIP code). */
  city: string;
  state: string;
  remoteOnly: boolean;
  yearsOfExperience: number | null;
  summary: string;
  skills: { slug: string; name: string }[];
  workHistory: Omit<WorkHistoryEntry, "id">[];
  education: Omit<EducationEntry, "id">[];
  certifications: { name: string; issuer: string }[];
  languages: { code: string; name: string; proficiency: string }[];
};
