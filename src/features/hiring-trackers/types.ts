import type { RequisitionStatus } from "@/db/schema/requisitions";
import type { DashboardStage, PostingFunnel, StageTime } from "@/features/hiring-dashboard/types";
import type { Period, TrackerRange } from "./range";
import type { DurationSummary } from "./stats";

/*
 * What the trackers show (issue 17 part 4, decision 046): plain data the server reads answer, the
 * tables (and their CSV) are built from, and the components render. Days are exact (fractional);
 * the tables round them to one decimal.
 */
export type { Period, TrackerRange } from "./range";
export type { DurationSummary } from "./stats";

export type TrackerCompany = { id: string; name: string };

export type StatusCount = { status: RequisitionStatus; requisitions: number; openings: number; filled: number };

export type OpenRequisition = {
  id: string;
  number: number;
  title: string;
  department: string;
  status: RequisitionStatus;
  openings: number;
  filled: number;
  openedAt: Date | null;
  /** Days since it opened (null: never opened). */
  ageDays: number | null;
};

/** One filled opening: requisitions.opened_at -> requisition_hires.filled_at. */
export type TrackerHire = {
  hireId: string;
  requisitionId: string;
  number: number;
  title: string;
  department: string;
  hireName: string;
  openedAt: Date | null;
  filledAt: Date;
  /** Exact days to fill (null when the requisition has no opened date). */
  days: number | null;
};

export type StatusTime = { status: RequisitionStatus; stays: number; medianDays: number | null; meanDays: number | null };

export type RequisitionTracker = {
  company: TrackerCompany;
  range: TrackerRange;
  /** Now, whatever the period: every status with its requisitions, openings and filled openings. */
  byStatus: StatusCount[];
  /** Requisitions open now (status open or on hold), the longest open first. */
  open: OpenRequisition[];
  openSummary: { requisitions: number; openings: number; filled: number; medianAgeDays: number | null; meanAgeDays: number | null };
  /** Hires filled in the period, oldest first. */
  hires: TrackerHire[];
  timeToFill: DurationSummary;
  byRequisition: { requisitionId: string; number: number; title: string; department: string; summary: DurationSummary }[];
  byDepartment: { department: string; summary: DurationSummary }[];
  timeInStatus: StatusTime[];
  hiresOverTime: Period[];
};

export type HiringTracker = {
  company: TrackerCompany;
  range: TrackerRange;
  stages: DashboardStage[];
  /** Applications sent in the period, over every posting (or the one filtered). */
  funnel: PostingFunnel;
  byPosting: { postingId: string; title: string; funnel: PostingFunnel }[];
  timeInStage: StageTime[];
  /** Applications moved to the Hired stage, by when they were moved. */
  hiresOverTime: Period[];
  totals: { applications: number; hired: number; conversion: number | null };
};

/** The admin hiring tracker's row per company. */
export type HiringTrackerCompanyRow = {
  companyId: string;
  companyName: string;
  /** Applications sent in the period. */
  applications: number;
  /** Of those, how many got past the first stage (reached a working stage or Hired). */
  movedOn: number;
  /** Of those, how many reached Hired. */
  hired: number;
  /** Stage moves to Hired in the period (any application). */
  hiresInPeriod: number;
  /** Median days of every stay in a timed stage (Applied and working stages) of those applications. */
  medianDaysInStage: number | null;
};

/** The admin requisition tracker's row per company. */
export type RequisitionTrackerCompanyRow = {
  companyId: string;
  companyName: string;
  /** Requisitions open now (status open or on hold), their openings and filled openings. */
  openRequisitions: number;
  openings: number;
  filled: number;
  /** Hires filled in the period, with their time to fill. */
  timeToFill: DurationSummary;
};

export type TrackerFilterOptions = { departments: string[]; postings: { id: string; title: string }[] };
