/* What Candidate360 reads of the assessments table (decision 027); the assessment domain writes it later. */
export type AssessmentKind = "skills" | "personality";
export type AssessmentStatus = "assigned" | "in-progress" | "completed" | "expired";

export type Assessment = {
  id: string;
  kind: AssessmentKind;
  /** "upstep" | "traitify". */
  provider: string;
  title: string;
  status: AssessmentStatus;
  /** 0-100, when the assessment gives one. */
  score: number | null;
  /** The provider's result as stored (read through result.ts). */
  result: unknown;
  assignedAt: string;
  completedAt: string | null;
};

export const ASSESSMENT_STATUS_LABELS: Record<AssessmentStatus, string> = {
  assigned: "Not started",
  "in-progress": "In progress",
  completed: "Completed",
  expired: "Expired",
};
