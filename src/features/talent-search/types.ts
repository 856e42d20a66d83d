/*
 * What a talent search answers (decision 042). Apart from the code that runs it, so pages, the API,
 * saved searches and the benchmark share the shapes without importing the server code.
 */

/** One discoverable candidate on a result page (the card). */
export type TalentResult = {
  userId: string;
  name: string;
  headline: string;
  /** The latest job title (work history position 0). */
  currentTitle: string;
  city: string;
  state: string;
  stateCode: string;
  remoteOnly: boolean;
  willingToRelocate: boolean;
  workAuthorization: string;
  yearsOfExperience: number | null;
  /** 0-6 (EDUCATION_LEVELS). */
  educationLevel: number;
  /** The first few of the person's skills, in their order. */
  topSkills: { slug: string; name: string }[];
  lastActiveAt: Date;
  discoverableSince: Date;
  /** Miles from the searched point (null without a point location or without a ZIP). */
  distanceMiles: number | null;
};

export type TalentYearsBucket = { min: number; max: number | null; label: string; count: number };

/**
 * Facet counts, each computed inside the current filters (conjunctive, like the job search), so a
 * count is exactly the total of the search its link leads to. Education and activity are cumulative
 * ("Bachelor's or higher", "Active within 30 days").
 */
export type TalentFacets = {
  skills: { slug: string; name: string; count: number }[];
  education: { slug: string; label: string; count: number }[];
  workAuthorization: { value: string; label: string; count: number }[];
  years: TalentYearsBucket[];
  willingToRelocate: number;
  active: { days: number; count: number }[];
  states: { code: string; count: number }[];
};

export type TalentSearchOutcome = {
  total: number;
  results: TalentResult[];
  facets?: TalentFacets;
  /** The place the location box resolved to (null without a location; kind "unknown": nowhere). */
  location: { kind: "point" | "state" | "remote" | "unknown"; label: string } | null;
};

export type SearchTalentOptions = {
  page?: number;
  pageSize?: number;
  facets?: boolean;
  /** Only candidates who became discoverable after this moment (saved searches' new matches). */
  discoverableSince?: Date;
  /** Only these candidates (a saved search re-checking people it already found). */
  userIds?: string[];
};
