import type { ApplicationChannel, ApplicationStage, ScreeningQuestionKind } from "@/db/schema/applications";

/*
 * What the applications API and pages work with (decision 033). Dates are ISO strings. The candidate
 * is never told which answers knocked them out: answers here carry no knock-out mark.
 */

/** One application in the person's list (/dashboard/jobs), newest activity first. */
export type ApplicationSummary = {
  id: string;
  job: {
    id: string;
    title: string;
    companyName: string;
    /** "closed" also when the job expired or passed its valid-through date. */
    status: "open" | "closed";
    /** The job's first location ("Austin, TX", "Remote"), or null. */
    location: string | null;
  };
  stage: ApplicationStage;
  channel: ApplicationChannel;
  submittedAt: string | null;
  updatedAt: string;
  /** When a draft will be deleted (14 days after its last edit); null once submitted. */
  draftExpiresAt: string | null;
};

/** An answer as the candidate sees it: the question as it read then and what they answered. */
export type ApplicationAnswer = { questionId: string; prompt: string; kind: ScreeningQuestionKind; answer: string };

/** The steps of the apply form, in order ("self-id" only when a self-identification flag is on). */
export const APPLY_STEPS = ["profile", "resume", "questions", "self-id", "review"] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

/** One application (or draft) in full, for its owner. */
export type ApplicationDetail = ApplicationSummary & {
  resumeId: string | null;
  resumeFileName: string | null;
  /** The copied resume's download URL once submitted (null for a draft or when none was sent). */
  resumeDownloadUrl: string | null;
  coverLetter: string;
  answers: ApplicationAnswer[];
  draftStep: ApplyStep;
  withdrawnAt: string | null;
};

/** A screening question as the form shows it (never its knock-out answers). */
export type ScreeningQuestion = {
  id: string;
  kind: ScreeningQuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
};

/** What each stage reads as for the candidate (spec issue 15 part 3's words). */
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  draft: "Draft",
  applied: "Applied",
  viewed: "Viewed",
  "in-review": "In review",
  interviewing: "Interviewing",
  offer: "Offer",
  hired: "Hired",
  "not-selected": "Not selected",
  withdrawn: "Withdrawn",
};
