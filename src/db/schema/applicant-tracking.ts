import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jobs } from "./jobs";
import { applications } from "./applications";
import { applicationRef, companyRef, createdAt, len, updatedAt } from "./employer-columns";

/*
 * The applicant tracking core (issue 16, decisions 038 and 040): company-defined pipeline stages,
 * each sent application's tracking row, notes, ratings, scorecards, activity, email templates and the
 * emails sent from them. Every text column has a length check matching its zod limit; rows go with
 * their company (cascade).
 */
/**
 * The kinds of a pipeline stage: the first stage ("applied", where new applications land), working
 * stages ("active"), and the two results. What the candidate sees is the stage's candidate_stage
 * (decision 035's stages): applied -> (no change), active -> in-review | interviewing | offer,
 * hired -> hired, rejected -> not-selected.
 */
export const PIPELINE_STAGE_KINDS = ["applied", "active", "hired", "rejected"] as const;
export type PipelineStageKind = (typeof PIPELINE_STAGE_KINDS)[number];

/**
 * A company's own pipeline stages, in order. Defaults (created with the company, or on first use):
 * Applied, Screen (in-review), Interview (interviewing), Offer (offer), Hired, Rejected. There is
 * always exactly one of kind applied, hired and rejected; active stages can be added, renamed,
 * reordered and removed (when empty).
 */
export const companyPipelineStages = pgTable(
  "company_pipeline_stages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    name: text("name").notNull(),
    position: smallint("position").notNull(),
    kind: text("kind").$type<PipelineStageKind>().notNull(),
    /** For "active" stages: in-review | interviewing | offer. Null for the other kinds. */
    candidateStage: text("candidate_stage"),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_pipeline_stages_company_idx").on(t.companyId, t.position),
    uniqueIndex("company_pipeline_stages_name_idx").on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex("company_pipeline_stages_fixed_kind_idx").on(t.companyId, t.kind).where(sql`${t.kind} <> 'active'`),
    check("company_pipeline_stages_kind", sql`${t.kind} in ('applied', 'active', 'hired', 'rejected')`),
    check(
      "company_pipeline_stages_candidate_stage",
      sql`(${t.kind} = 'active') = (${t.candidateStage} is not null) and (${t.candidateStage} is null or ${t.candidateStage} in ('in-review', 'interviewing', 'offer'))`,
    ),
    check("company_pipeline_stages_name_length", sql`char_length(${t.name}) between 1 and 40`),
  ],
);

/** Why an application was rejected (the Rejected stage asks for one). */
export const REJECTION_REASONS = [
  "not-qualified",
  "knocked-out",
  "better-fit",
  "position-filled",
  "no-response",
  "withdrew-interest",
  "compensation",
  "location",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * The applicant tracking state of an application, one row per submitted application the company
 * has touched (kept apart from `applications`, which is the candidate's record): its pipeline stage
 * (null row or null stage: the company's "applied" stage), rejection reason, and the average of the
 * members' ratings (for filter and sort without a join through application_ratings).
 */
export const applicationTracking = pgTable(
  "application_tracking",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    pipelineStageId: uuid("pipeline_stage_id").references(() => companyPipelineStages.id, { onDelete: "set null" }),
    /** When the application entered its current pipeline stage (time in stage). */
    stageEnteredAt: timestamp("stage_entered_at", { withTimezone: true }).notNull().defaultNow(),
    rejectionReason: text("rejection_reason").$type<RejectionReason>(),
    rejectionNote: text("rejection_note").notNull().default(""),
    ratingAverage: real("rating_average"),
    ratingCount: smallint("rating_count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("application_tracking_job_stage_idx").on(t.jobId, t.pipelineStageId, t.stageEnteredAt.desc()),
    index("application_tracking_company_idx").on(t.companyId),
    len("application_tracking_rejection_note_length", t.rejectionNote, 500),
  ],
);

/** The company's private notes on an application; @mentions notify the members named. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: applicationRef(),
    companyId: companyRef(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentionedUserIds: uuid("mentioned_user_ids").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt), check("application_notes_body_length", sql`char_length(${t.body}) between 1 and 5000`)],
);

/** One member's quick rating of an application, 1 to 5 stars. */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    applicationId: applicationRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    rating: smallint("rating").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] }), check("application_ratings_rating", sql`${t.rating} between 1 and 5`)],
);

/** Scorecard ratings, from Strong no to Strong yes. */
export const SCORECARD_RATINGS = ["strong-no", "no", "yes", "strong-yes"] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];

/** One member's scorecard for an application: each attribute rated, an overall recommendation, notes. */
export const applicationScorecards = pgTable(
  "application_scorecards",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: applicationRef(),
    companyId: companyRef(),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** attribute -> rating (attributes as the posting named them when the scorecard was written). */
    ratings: jsonb("ratings").$type<Record<string, ScorecardRating>>().notNull().default({}),
    overall: text("overall").$type<ScorecardRating>().notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("application_scorecards_author_idx").on(t.applicationId, t.authorUserId),
    check("application_scorecards_overall", sql`${t.overall} in ('strong-no', 'no', 'yes', 'strong-yes')`),
    len("application_scorecards_notes_length", t.notes, 5000),
  ],
);

export const ACTIVITY_KINDS = ["viewed", "stage", "note", "rating", "scorecard", "email", "resume-download"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What the hiring team did with an application, newest last: the applicant page's history. */
export const applicationActivity = pgTable(
  "application_activity",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: applicationRef(),
    companyId: companyRef(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ActivityKind>().notNull(),
    /** e.g. { from, to, reason } for a stage move, { subject } for an email, { noteId } for a note. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_activity_application_idx").on(t.applicationId, t.createdAt),
    index("application_activity_company_kind_idx").on(t.companyId, t.kind, t.createdAt),
    check("application_activity_kind", sql`${t.kind} in ('viewed', 'stage', 'note', 'rating', 'scorecard', 'email', 'resume-download')`),
  ],
);

/**
 * The company's email templates. Subject and body are plain text with placeholders
 * {{candidate_first_name}}, {{candidate_name}}, {{job_title}}, {{company_name}}, {{sender_name}}.
 */
export const companyEmailTemplates = pgTable(
  "company_email_templates",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("company_email_templates_company_idx").on(t.companyId, t.name),
    check("company_email_templates_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("company_email_templates_subject_length", sql`char_length(${t.subject}) between 1 and 200`),
    check("company_email_templates_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** An email a member sent a candidate (from a template or written), sent through the queue. */
export const applicationEmails = pgTable(
  "application_emails",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: applicationRef(),
    companyId: companyRef(),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    templateId: uuid("template_id").references(() => companyEmailTemplates.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_emails_application_idx").on(t.applicationId, t.createdAt),
    check("application_emails_subject_length", sql`char_length(${t.subject}) between 1 and 200`),
    check("application_emails_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);
