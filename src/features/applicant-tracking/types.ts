import type { ApplicationProfileSnapshot, ApplicationSource, ApplicationStage, ScreeningAnswer } from "@/db/schema/applications";
import type { ActivityKind, PipelineStageKind, RejectionReason, ScorecardRating } from "@/db/schema/employers";

/*
 * What the applicant tracking pages and API answer (issue 16 part 3, decision 040). Plain module:
 * the server, the client components and the tests share it. Times are ISO strings.
 */

export type StageView = { id: string; name: string; position: number; kind: PipelineStageKind; candidateStage: string | null };

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  "not-qualified": "Not qualified",
  "knocked-out": "Knock-out answer",
  "better-fit": "Another candidate was a better fit",
  "position-filled": "Position filled",
  "no-response": "No response from the candidate",
  "withdrew-interest": "Candidate no longer interested",
  compensation: "Compensation",
  location: "Location",
  other: "Other",
};

export const SOURCE_LABELS: Record<ApplicationSource, string> = {
  search: "Job search",
  "job-alert": "Job alert",
  "company-page": "Company page",
  "saved-jobs": "Saved jobs",
  direct: "Direct",
  external: "Employer's site",
};

export const SCORECARD_RATING_LABELS: Record<ScorecardRating, string> = {
  "strong-no": "Strong no",
  no: "No",
  yes: "Yes",
  "strong-yes": "Strong yes",
};

/** What a candidate-facing stage is called on the employer's screens (the candidate's own words). */
export const CANDIDATE_STAGE_CHOICES = [
  { value: "in-review", label: "In review" },
  { value: "interviewing", label: "Interviewing" },
  { value: "offer", label: "Offer" },
] as const;
export type ActiveCandidateStage = (typeof CANDIDATE_STAGE_CHOICES)[number]["value"];

/** One applicant as a list row or a board card shows them. */
export type ApplicantCard = {
  id: string;
  name: string;
  headline: string;
  appliedAt: string;
  source: ApplicationSource;
  knockedOut: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  stageId: string;
  stageEnteredAt: string;
  /** The candidate-facing stage (withdrawn applications are shown, not moved). */
  candidateStage: ApplicationStage;
  rejectionReason: RejectionReason | null;
};

export const APPLICANT_SORTS = ["applied-desc", "applied-asc", "rating-desc", "stage-time-desc", "name-asc"] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_SORT_LABELS: Record<ApplicantSort, string> = {
  "applied-desc": "Newest first",
  "applied-asc": "Oldest first",
  "rating-desc": "Highest rated",
  "stage-time-desc": "Longest in stage",
  "name-asc": "Name (A to Z)",
};

/** A screening question the knock-out filter can ask about (from the answers the job holds). */
export type FilterQuestion = { id: string; prompt: string; answers: string[] };

/** The page of one stage on the board, or the list's page. */
export type ApplicantPage = { items: ApplicantCard[]; total: number; nextCursor: number | null };

export type BoardColumn = StageView & ApplicantPage;

export type PostingSummary = { id: string; title: string; companyId: string; companyName: string; status: string };

export type ApplicantsBoard = { posting: PostingSummary; stages: StageView[]; columns: BoardColumn[]; questions: FilterQuestion[] };
export type ApplicantsList = { posting: PostingSummary; stages: StageView[]; page: ApplicantPage; questions: FilterQuestion[]; counts: Record<string, number> };

export type MoveResult = {
  moved: { id: string; stageId: string; candidateStage: ApplicationStage; stageEnteredAt: string; changed: boolean }[];
  refused: { id: string; message: string }[];
};

export type MemberView = { userId: string; name: string; email: string; role: string };

export type NoteView = { id: string; authorId: string | null; authorName: string; body: string; mentioned: { userId: string; name: string }[]; createdAt: string; updatedAt: string };

export type ScorecardView = {
  id: string;
  authorId: string;
  authorName: string;
  ratings: Record<string, ScorecardRating>;
  overall: ScorecardRating;
  notes: string;
  updatedAt: string;
};

export type ActivityView = { id: string; kind: ActivityKind; actorName: string | null; detail: Record<string, unknown>; at: string };

export type EmailView = { id: string; subject: string; body: string; senderName: string | null; at: string };

export type TemplateView = { id: string; name: string; subject: string; body: string; updatedAt: string };

/** Everything the applicant page shows the hiring team. */
export type ApplicantDetail = {
  id: string;
  posting: PostingSummary;
  candidate: ApplicationProfileSnapshot;
  candidateStage: ApplicationStage;
  channel: string;
  source: ApplicationSource;
  submittedAt: string;
  coverLetter: string;
  answers: ScreeningAnswer[];
  knockedOut: boolean;
  resume: { fileName: string; mime: string; downloadUrl: string; inlineUrl: string | null } | null;
  resumeText: string | null;
  stage: StageView;
  stageEnteredAt: string;
  rejection: { reason: RejectionReason; note: string } | null;
  stages: StageView[];
  candidateHistory: { fromStage: ApplicationStage | null; stage: ApplicationStage; actorRole: string; at: string }[];
  activity: ActivityView[];
  notes: NoteView[];
  ratings: { userId: string; name: string; rating: number }[];
  ratingAverage: number | null;
  ratingCount: number;
  scorecardAttributes: string[];
  scorecards: ScorecardView[];
  emails: EmailView[];
  members: MemberView[];
  previousId: string | null;
  nextId: string | null;
};

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  viewed: "Viewed",
  stage: "Moved",
  note: "Note",
  rating: "Rated",
  scorecard: "Scorecard",
  email: "Emailed",
  "resume-download": "Downloaded the resume",
};

/** The placeholders a template may use, and what each stands for. */
export const TEMPLATE_PLACEHOLDERS = [
  { key: "candidate_first_name", label: "Candidate's first name" },
  { key: "candidate_name", label: "Candidate's full name" },
  { key: "job_title", label: "Job title" },
  { key: "company_name", label: "Company name" },
  { key: "sender_name", label: "Your name" },
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number]["key"];
