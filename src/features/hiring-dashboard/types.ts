import type { PipelineStageKind, PostingStatus } from "@/db/schema/employers";

/*
 * What the hiring dashboard shows (issue 16 part 4, decision 041): plain data the server queries
 * answer and the components render.
 */

/** A stage of the company's pipeline as the dashboard reads it. */
export type DashboardStage = { id: string; name: string; position: number; kind: PipelineStageKind; candidateStage: string | null };

/**
 * One stage of a posting's funnel. reached: applications that got at least this far (their furthest
 * stage, from the current stage and every stage move, is this one or a later one); now: applications
 * in the stage at this moment (withdrawn ones not counted); conversion: reached here / reached at the
 * previous stage (null for the first stage, or when nobody reached the previous one).
 */
export type FunnelStage = { stageId: string; name: string; kind: PipelineStageKind; reached: number; now: number; conversion: number | null };

export type PostingFunnel = {
  stages: FunnelStage[];
  /** Applications in the Rejected stage now (not withdrawn). */
  rejected: number;
  /** Applications the candidate withdrew (counted in `reached`, not in `now`). */
  withdrawn: number;
};

/** How long applications spend in a stage, in days: finished stays and current ones together. */
export type StageTime = { stageId: string; name: string; stays: number; averageDays: number | null; medianDays: number | null };

export type DashboardPosting = {
  id: string;
  title: string;
  status: PostingStatus;
  /** When it was first published (days open count from here); null for a posting never published. */
  openedAt: Date | null;
  expiresAt: Date | null;
  pausedAt: Date | null;
  totalApplicants: number;
  newApplicants: number;
  funnel: PostingFunnel;
  timeInStage: StageTime[];
};

export type DashboardTotals = {
  /** Published postings. */
  openPostings: number;
  /** Applications to the company's postings sent in the last 7 days. */
  applicantsThisWeek: number;
  /** Applications in a stage the candidate sees as Interviewing. */
  inInterview: number;
  /** Applications in a stage the candidate sees as Offer. */
  offersOut: number;
};

export type HiringDashboard = {
  company: { id: string; name: string };
  /** Applications sent after this are new; null: every application is new (no earlier visit). */
  newSince: Date | null;
  /** "last-visit": the member's own line (decision 041); "week": the last 7 days, for an administrator who is not a member. */
  newSinceKind: "last-visit" | "week";
  totals: DashboardTotals;
  /** Every posting of the company, whatever its status (0: the "post your first job" state). */
  postingCount: number;
  /** Published and paused postings (the overview's list), and applications to them. */
  activePostingCount: number;
  activeApplicants: number;
  newApplicants: number;
  postings: DashboardPosting[];
  page: number;
  pageCount: number;
};
