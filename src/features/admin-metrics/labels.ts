/*
 * Words and fixed lists of the admin metrics (decision 058), in one place.
 */
/** The spec's hiring-type roles: a new account with one of them counts as a new employer. */
export const HIRING_TYPE_ROLES = ["Hiring Manager", "H2O Hiring Manager"] as const;

export const SOURCE_LABELS = { "first-party": "Upstep data", "google-analytics": "Google Analytics (recorded by hand)" } as const;

/** The short tag beside a key result's metric. */
export const SOURCE_BADGES = { "first-party": "Upstep data", "google-analytics": "Recorded by hand" } as const;

export const ANALYTICS_GROUP_LABELS = { posting: "Posting", company: "Company", source: "Source", day: "Day" } as const;

export const ANALYTICS_COLUMN_LABELS = { views: "Views", applyClicks: "Apply clicks", applications: "Applications" } as const;

export const OKR_FLAG_KEY = "okr_non_google" as const;

export const OKR_AUDIT = {
  objectiveCreate: "admin.okr.objective.create",
  objectiveUpdate: "admin.okr.objective.update",
  objectiveDelete: "admin.okr.objective.delete",
  keyResultCreate: "admin.okr.key-result.create",
  keyResultUpdate: "admin.okr.key-result.update",
  keyResultDelete: "admin.okr.key-result.delete",
  figureRecord: "admin.metric.figure.record",
  figureDelete: "admin.metric.figure.delete",
} as const;
