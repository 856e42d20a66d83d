import type { ApplicationChannel, ApplicationProfileSnapshot, ApplicationStage, ScreeningAnswer } from "@/db/schema/applications";

/* What the application-status API and pages answer (decision 035). Times are ISO strings. */

/** Who moved an application (application_events.actor_role). */
export type StageActorRole = "candidate" | "employer" | "admin" | "system";

/** One step of an application's history, oldest first. */
export type StageEvent = { fromStage: ApplicationStage | null; stage: ApplicationStage; actorRole: StageActorRole; at: string };

/**
 * An application as its hiring team (company members) and administrators read it: what was sent,
 * with the knock-out marks, and its history. Never the candidate's self-identification, which is
 * stored apart and read only by the aggregate report.
 */
export type EmployerApplicationView = {
  id: string;
  stage: ApplicationStage;
  channel: ApplicationChannel;
  submittedAt: string;
  stageChangedAt: string | null;
  job: { id: string; title: string; companyId: string; companyName: string };
  /** The profile as it was when they applied; null for an application made on the employer's site. */
  candidate: ApplicationProfileSnapshot | null;
  answers: ScreeningAnswer[];
  /** Any answer was a knock-out. */
  knockedOut: boolean;
  coverLetter: string;
  /** The resume sent with it, downloaded through the employer API; null when none. */
  resume: { fileName: string; url: string } | null;
  history: StageEvent[];
  /** Where the reader may move it now. */
  nextStages: ApplicationStage[];
};

/** An external apply click the person has not answered yet ("Did you apply?"). */
export type PendingExternalApply = { jobId: string; title: string; companyName: string; clickedAt: string };
