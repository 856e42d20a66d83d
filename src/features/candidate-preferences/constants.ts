/*
 * The values of candidate_preferences' enumerated columns (db/schema/candidate-sections.ts), shared by
 * the Candidate360 preference pages, onboarding and the dashboard's recommendations. Re-exported by
 * schemas.ts so other features import them from there.
 */
export const EXPERIENCE_LEVELS = [
  { value: "entry", label: "Entry level", hint: "Less than 2 years" },
  { value: "mid", label: "Mid level", hint: "2 to 5 years" },
  { value: "senior", label: "Senior", hint: "More than 5 years" },
  { value: "manager", label: "Manager", hint: "Leads a team" },
  { value: "executive", label: "Executive", hint: "Leads an organisation" },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]["value"];

export const WORK_ARRANGEMENTS = [
  { value: "on-site", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number]["value"];

export const SHIFTS = [
  { value: "day", label: "Day" },
  { value: "evening", label: "Evening" },
  { value: "night", label: "Night" },
  { value: "weekend", label: "Weekend" },
  { value: "flexible", label: "Flexible" },
] as const;
export type Shift = (typeof SHIFTS)[number]["value"];

export const PAY_PERIODS = [
  { value: "hour", label: "per hour" },
  { value: "year", label: "per year" },
] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number]["value"];

export const PREFERENCE_LIMITS = {
  desiredTitles: 5,
  desiredTitle: 100,
  desiredCategories: 5,
  industries: 5,
  maxCommuteMiles: 500,
  peopleManaged: 9999,
} as const;
