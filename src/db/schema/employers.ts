import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { categories } from "./categories";
import { companies, type CompanyRole } from "./companies";
import { jobs, type EmploymentType, type SalaryPeriod } from "./jobs";
import { applications, type ScreeningQuestionKind } from "./applications";

/*
 * Employers I (issue 16, decision 038): company accounts (domains, join requests, invitations),
 * job postings (the employer's editable posting; publishing writes the public `jobs` row with the
 * same id), posting analytics by day, and the applicant tracking core (company-defined pipeline
 * stages, notes, ratings, scorecards, activity, email templates and the emails sent from them).
 * Every text column has a length check matching its zod limit; rows go with their company (cascade).
 */
const len = (name: string, column: unknown, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
const company = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
const application = () =>
  uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" });
const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Email domains a company owns. A person who confirms an email at a verified domain joins the company
 * without waiting for approval (as an interviewer; the owner is told and can change the role). The
 * first owner's confirmed work email verifies its domain unless it is a free-mail domain or another
 * company holds it.
 */
export const companyDomains = pgTable(
  "company_domains",
  {
    domain: text("domain").primaryKey(),
    companyId: company(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedByUserId: uuid("verified_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [index("company_domains_company_idx").on(t.companyId), len("company_domains_domain_length", t.domain, 253)],
);

export const JOIN_REQUEST_STATUSES = ["pending", "approved", "declined", "cancelled"] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A person asking to join an existing company; the company's owners approve or decline. */
export const companyJoinRequests = pgTable(
  "company_join_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: company(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<JoinRequestStatus>().notNull().default("pending"),
    message: text("message").notNull().default(""),
    /** The role the approver gave (set on approval). */
    grantedRole: text("granted_role").$type<CompanyRole>(),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("company_join_requests_pending_idx").on(t.companyId, t.userId).where(sql`${t.status} = 'pending'`),
    index("company_join_requests_user_idx").on(t.userId),
    check("company_join_requests_status", sql`${t.status} in ('pending', 'approved', 'declined', 'cancelled')`),
    len("company_join_requests_message_length", t.message, 500),
  ],
);

/**
 * An invitation by email to join a company with a role. The link carries a random token; only its
 * SHA-256 is stored. Valid for 14 days, once; the owner can revoke it or send it again (a new token).
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: company(),
    email: text("email").notNull(),
    companyRole: text("company_role").$type<CompanyRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: uuid("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index("company_invitations_company_idx").on(t.companyId, t.createdAt.desc()),
    index("company_invitations_email_idx").on(sql`lower(${t.email})`),
    check("company_invitations_role", sql`${t.companyRole} in ('owner', 'hiring-manager', 'recruiter', 'interviewer')`),
    len("company_invitations_email_length", t.email, 254),
  ],
);

/**
 * What an employer typed at sign-up (/join?employer=true) before confirming the email: the company
 * they mean to create or join and their job title. Read once the email is confirmed, then deleted.
 */
export const employerSignups = pgTable(
  "employer_signups",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    jobTitle: text("job_title").notNull().default(""),
    createdAt: created(),
  },
  (t) => [len("employer_signups_company_name_length", t.companyName, 120), len("employer_signups_job_title_length", t.jobTitle, 100)],
);

export const POSTING_STATUSES = ["draft", "published", "paused", "closed"] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];
export const APPLY_MODES = ["upstep", "external"] as const;
export type ApplyMode = (typeof APPLY_MODES)[number];

/** A place a posting is at, as the form takes it (the importer's LocationInput shape). */
export type PostingLocation = { city: string; state: string; postalCode: string | null };

/** A screening question as the posting holds it; publishing writes job_screening_questions with these ids. */
export type PostingQuestion = {
  id: string;
  kind: ScreeningQuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
  knockoutAnswers: string[];
  knockoutMin: number | null;
  knockoutMax: number | null;
};

/**
 * An employer's job posting. The posting is the source of truth for its content; while it is
 * published (or paused or closed after being published) the public `jobs` row has the same id
 * (source "upstep", external_ref = id) and is written from it on every save, so the job page,
 * search, the company page and the sitemaps read it at once; pausing or closing sets the job's
 * status to closed (410 at once), resuming opens it again.
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: company(),
    /** The member responsible for the posting (the list filters by owner); null once they leave. */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<PostingStatus>().notNull().default("draft"),
    title: text("title").notNull().default(""),
    /** Sanitised on save (and again on render). */
    descriptionHtml: text("description_html").notNull().default(""),
    remote: smallint("remote").notNull().default(0),
    locations: jsonb("locations").$type<PostingLocation[]>().notNull().default([]),
    employmentType: text("employment_type").$type<EmploymentType>(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    subcategoryId: uuid("subcategory_id").references(() => categories.id, { onDelete: "set null" }),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    salaryPeriod: text("salary_period").$type<SalaryPeriod>(),
    salaryCurrency: text("salary_currency").notNull().default("USD"),
    /** Skill slugs from the vocabulary (decision 022), at most 30. */
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    questions: jsonb("questions").$type<PostingQuestion[]>().notNull().default([]),
    applyMode: text("apply_mode").$type<ApplyMode>().notNull().default("upstep"),
    applyUrl: text("apply_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The attributes a scorecard rates for this posting. */
    scorecardAttributes: text("scorecard_attributes")
      .array()
      .notNull()
      .default(sql`'{"Relevant experience","Skills for the role","Communication","Motivation"}'::text[]`),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index("job_postings_company_updated_idx").on(t.companyId, t.updatedAt.desc()),
    index("job_postings_company_status_idx").on(t.companyId, t.status),
    index("job_postings_owner_idx").on(t.ownerUserId),
    check("job_postings_status", sql`${t.status} in ('draft', 'published', 'paused', 'closed')`),
    check("job_postings_apply_mode", sql`${t.applyMode} in ('upstep', 'external')`),
    check("job_postings_remote", sql`${t.remote} in (0, 1)`),
    check("job_postings_salary_range", sql`${t.salaryMinCents} is null or ${t.salaryMaxCents} is null or ${t.salaryMinCents} <= ${t.salaryMaxCents}`),
    len("job_postings_title_length", t.title, 150),
    len("job_postings_description_length", t.descriptionHtml, 60000),
    len("job_postings_apply_url_length", t.applyUrl, 2048),
  ],
);

/** Skills of a job (employer postings write them; the job page lists them). */
export const jobSkills = pgTable(
  "job_skills",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    skillSlug: text("skill_slug").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillSlug] }), index("job_skills_skill_idx").on(t.skillSlug)],
);

/**
 * Views of a job page and apply clicks, per job and day (UTC), counted in memory by the server and
 * flushed in batches (one UPSERT adding the counts). Applications by day come from `applications`.
 */
export const jobDailyStats = pgTable(
  "job_daily_stats",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    applyClicks: integer("apply_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
);

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
    companyId: company(),
    name: text("name").notNull(),
    position: smallint("position").notNull(),
    kind: text("kind").$type<PipelineStageKind>().notNull(),
    /** For "active" stages: in-review | interviewing | offer. Null for the other kinds. */
    candidateStage: text("candidate_stage"),
    createdAt: created(),
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
    companyId: company(),
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
    updatedAt: updated(),
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
    applicationId: application(),
    companyId: company(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentionedUserIds: uuid("mentioned_user_ids").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("application_notes_application_idx").on(t.applicationId, t.createdAt), check("application_notes_body_length", sql`char_length(${t.body}) between 1 and 5000`)],
);

/** One member's quick rating of an application, 1 to 5 stars. */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    applicationId: application(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: company(),
    rating: smallint("rating").notNull(),
    updatedAt: updated(),
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
    applicationId: application(),
    companyId: company(),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** attribute -> rating (attributes as the posting named them when the scorecard was written). */
    ratings: jsonb("ratings").$type<Record<string, ScorecardRating>>().notNull().default({}),
    overall: text("overall").$type<ScorecardRating>().notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: created(),
    updatedAt: updated(),
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
    applicationId: application(),
    companyId: company(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<ActivityKind>().notNull(),
    /** e.g. { from, to, reason } for a stage move, { subject } for an email, { noteId } for a note. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
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
    companyId: company(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: updated(),
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
    applicationId: application(),
    companyId: company(),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    templateId: uuid("template_id").references(() => companyEmailTemplates.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: created(),
  },
  (t) => [
    index("application_emails_application_idx").on(t.applicationId, t.createdAt),
    check("application_emails_subject_length", sql`char_length(${t.subject}) between 1 and 200`),
    check("application_emails_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);
