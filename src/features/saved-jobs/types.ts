import type { ApplicationStage } from "@/db/schema/applications";

/* What the saved-jobs API and queries answer (decision 036). Times are ISO strings. */

/** Where a saved job stands now: open, closed by its employer, or expired (by status or past its valid-through date). */
export type SavedJobStatus = "open" | "closed" | "expired";

export type SavedJob = {
  jobId: string;
  title: string;
  companyName: string;
  companySlug: string;
  /** The job's primary place ("Austin, TX", "Remote"); null when it has none. */
  locationLabel: string | null;
  postedAt: string;
  status: SavedJobStatus;
  savedAt: string;
};

/** What a listing marks for the signed-in person: the jobs on screen they saved, and their application stage per job. */
export type JobMarks = {
  saved: string[];
  /** job id -> stage, for the jobs on screen they started or sent an application to. */
  stages: Record<string, ApplicationStage>;
};
