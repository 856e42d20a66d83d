import type { EmploymentType } from "@/db/schema/jobs";
import type { ExperienceLevel, PayPeriod, Shift, WorkArrangement } from "./constants";

/* What GET /api/candidates/profile/preferences answers (decision 027): the three sections of candidate_preferences. */
export type EmploymentPrefsView = {
  desiredTitles: string[];
  /** Top-level "jobs" category slugs. */
  desiredCategories: string[];
  employmentTypes: EmploymentType[];
  workArrangements: WorkArrangement[];
  shifts: Shift[];
  willingToRelocate: boolean;
  maxCommuteMiles: number | null;
  /** YYYY-MM-DD or null. */
  availableFrom: string | null;
};

export type CompensationPrefsView = {
  /** US cents. */
  payMinCents: number | null;
  payTargetCents: number | null;
  payPeriod: PayPeriod | "";
  openToNegotiation: boolean;
};

export type ExperienceView = {
  experienceLevel: ExperienceLevel | "";
  /** Top-level "jobs" category slugs (the industries worked in). */
  industries: string[];
  peopleManaged: number | null;
};

export type CandidatePreferences = {
  employment: EmploymentPrefsView;
  compensation: CompensationPrefsView;
  experience: ExperienceView;
  /** Whether each section holds anything (for the overview's and the dashboard's completion). */
  filled: { employment: boolean; compensation: boolean; experience: boolean };
  /** ISO time of the last save of any section, null when never saved. */
  updatedAt: string | null;
};

/** A top-level jobs category offered by the category and industry pickers. */
export type CategoryOption = { slug: string; name: string };
