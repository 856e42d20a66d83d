import type { ApprovalDecision, RequisitionActivityKind, RequisitionStatus, RequisitionTeamRole } from "@/db/schema/requisitions";
import type { PostingStatus } from "@/db/schema/employers";
import type { CompanyRole } from "@/db/schema/companies";
import type { ListFilter } from "./schemas";

/* The requisitions' output shapes (decision 045): what the pages render and the API answers. */

export const TEAM_ROLE_LABELS: Record<RequisitionTeamRole, string> = {
  "hiring-manager": "Hiring manager",
  recruiter: "Recruiter",
  interviewer: "Interviewer",
  coordinator: "Coordinator",
};

export type RequisitionListItem = {
  id: string;
  number: number;
  title: string;
  department: string;
  location: string;
  openings: number;
  filledCount: number;
  status: RequisitionStatus;
  targetStartDate: string | null;
  ownerName: string | null;
  nextApproverName: string | null;
  awaitingMe: boolean;
  updatedAt: string;
};

export type RequisitionListResult = {
  items: RequisitionListItem[];
  page: number;
  pageCount: number;
  total: number;
  /** Requisitions per status (all of the company's), plus "all" and "awaiting-me". */
  counts: Record<ListFilter, number>;
};

export type MemberOption = { userId: string; name: string; email: string; role: CompanyRole };

export type ApproverView = { id: string; userId: string; name: string; position: number; decision: ApprovalDecision; comment: string; decidedAt: string | null };

export type LinkedPostingView = { id: string; title: string; status: PostingStatus; linkedAt: string; jobPath: string | null; applicantsPath: string };

export type HireView = { id: string; name: string; applicationId: string | null; filledAt: string; recordedByName: string | null };

export type ActivityView = { id: string; kind: RequisitionActivityKind; actorName: string | null; detail: Record<string, unknown>; createdAt: string };

export type RequisitionView = {
  id: string;
  companyId: string;
  companyName: string;
  number: number;
  title: string;
  department: string;
  location: string;
  openings: number;
  filledCount: number;
  targetStartDate: string | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: "hour" | "year" | null;
  salaryCurrency: string;
  justification: string;
  status: RequisitionStatus;
  createdByName: string | null;
  createdByUserId: string | null;
  ownerName: string | null;
  submittedAt: string | null;
  openedAt: string | null;
  filledAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  team: { userId: string; name: string; role: RequisitionTeamRole }[];
  approvers: ApproverView[];
  /** The approver whose turn it is (pending approval only). */
  currentApproverUserId: string | null;
  postings: LinkedPostingView[];
  hires: HireView[];
};

/** What the viewer may do with it (the server checks again on every call). */
export type RequisitionAbilities = { canEdit: boolean; canDecide: boolean };

export type PostingOption = { id: string; title: string; status: PostingStatus };
export type HireableApplicant = { applicationId: string; name: string; postingTitle: string };

/** The API's answer about one requisition: it, what the caller may do, its history (newest first). */
export type RequisitionAnswer = { requisition: RequisitionView; abilities: RequisitionAbilities; activity: ActivityView[] };
