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
