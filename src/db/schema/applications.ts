import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";
import { jobAlerts } from "./candidate-sections";
import { jobs } from "./jobs";
import { resumes } from "./resumes";

/*
 * What a job seeker does with a job (issue 15, decision 033): applications with their stage history,
 * the employer's screening questions, voluntary self-identification kept apart from the application,
 * saved jobs, clicks on external apply links ("Did you apply?"), recent searches. Like the candidate
 * tables: every text column has a length check matching the feature's zod limits, rows go with their
 * user (cascade).
 */
const len = (name: string, column: unknown, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
const owner = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const job = () =>
  uuid("job_id")
    .notNull()
    .references(() => jobs.id, { onDelete: "cascade" });

/** The stages of an application, in order; "draft" is a started application nobody else sees. */
export const APPLICATION_STAGES = ["draft", "applied", "viewed", "in-review", "interviewing", "offer", "hired", "not-selected", "withdrawn"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
/** "upstep": applied here; "external": the person told us they applied on the employer's site. */
export const APPLICATION_CHANNELS = ["upstep", "external"] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];
/**
 * Where the person came to apply from (issue 16: the applicants list filters by it): job search,
 * a job alert email, the company's page, their saved jobs, anywhere else ("direct"); "external"
 * for an application made on the employer's site that the person told us about.
 */
export const APPLICATION_SOURCES = ["search", "job-alert", "company-page", "saved-jobs", "direct", "external"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const SCREENING_QUESTION_KINDS = ["yes-no", "choice", "number", "text"] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];

/** One answer as submitted, with the question as it read then (questions can change later). */
export type ScreeningAnswer = {
  questionId: string;
  prompt: string;
  kind: ScreeningQuestionKind;
  /** "yes" | "no" for yes-no, the option for choice, the number as text, the text. "" when skipped. */
  answer: string;
  /** Whether this answer is one the employer marked as a knock-out. */
  knockedOut: boolean;
};

/** What the employer sees of the profile, as it was when the person applied. */
export type ApplicationProfileSnapshot = {
  name: string;
  email: string;
  phone: string;
  headline: string;
  location: string;
  summary: string;
  /** Extra facts (work history lines, schools, skills) as label -> lines. */
  sections: { title: string; lines: string[] }[];
};

/**
 * Screening questions of a job (written by employer postings in issue 16; demo jobs are seeded with
 * some). A yes-no or choice question knocks out the answers in knockout_answers; a number question
 * knocks out answers below knockout_min or above knockout_max.
 */
export const jobScreeningQuestions = pgTable(
  "job_screening_questions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    jobId: job(),
    position: smallint("position").notNull().default(0),
    kind: text("kind").$type<ScreeningQuestionKind>().notNull(),
    prompt: text("prompt").notNull(),
    /** The choices of a "choice" question (at most 10, each at most 100 characters). */
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    required: smallint("required").notNull().default(1),
    knockoutAnswers: text("knockout_answers").array().notNull().default(sql`'{}'::text[]`),
    knockoutMin: doublePrecision("knockout_min"),
    knockoutMax: doublePrecision("knockout_max"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_screening_questions_job_idx").on(t.jobId, t.position),
    check("job_screening_questions_kind", sql`${t.kind} in ('yes-no', 'choice', 'number', 'text')`),
    check("job_screening_questions_prompt_length", sql`char_length(${t.prompt}) between 1 and 300`),
    check("job_screening_questions_required", sql`${t.required} in (0, 1)`),
  ],
);

/**
 * One application per person per job (the unique index), a draft until submitted. A draft is kept
 * for 14 days after its last edit (draft_expires_at; the sweep deletes older ones). company_id is the
 * job's company, copied so employer reads filter on it without a join.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    jobId: job(),
    userId: owner(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: text("channel").$type<ApplicationChannel>().notNull().default("upstep"),
    source: text("source").$type<ApplicationSource>().notNull().default("direct"),
    stage: text("stage").$type<ApplicationStage>().notNull().default("draft"),
    /** The resume chosen (null when none or deleted since); the file copied at submit is under resume_storage_key. */
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    resumeStorageKey: text("resume_storage_key"),
    resumeFileName: text("resume_file_name"),
    resumeMime: text("resume_mime"),
    coverLetter: text("cover_letter").notNull().default(""),
    answers: jsonb("answers").$type<ScreeningAnswer[]>().notNull().default([]),
    /** Any answer was a knock-out (for the employer's list; the candidate is not told). */
    knockedOut: smallint("knocked_out").notNull().default(0),
    profileSnapshot: jsonb("profile_snapshot").$type<ApplicationProfileSnapshot>(),
    /** The step the person last saw in the form ("profile", "resume", "questions", "self-id", "review"). */
    draftStep: text("draft_step").notNull().default("profile"),
    draftExpiresAt: timestamp("draft_expires_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_job_user_idx").on(t.jobId, t.userId),
    index("applications_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    index("applications_company_submitted_idx").on(t.companyId, t.submittedAt.desc()).where(sql`${t.stage} <> 'draft'`),
    index("applications_job_submitted_idx").on(t.jobId, t.submittedAt.desc()).where(sql`${t.stage} <> 'draft'`),
    index("applications_draft_expiry_idx").on(t.draftExpiresAt).where(sql`${t.stage} = 'draft'`),
    check(
      "applications_stage",
      sql`${t.stage} in ('draft', 'applied', 'viewed', 'in-review', 'interviewing', 'offer', 'hired', 'not-selected', 'withdrawn')`,
    ),
    check("applications_channel", sql`${t.channel} in ('upstep', 'external')`),
    check("applications_source", sql`${t.source} in ('search', 'job-alert', 'company-page', 'saved-jobs', 'direct', 'external')`),
    check("applications_knocked_out", sql`${t.knockedOut} in (0, 1)`),
    len("applications_cover_letter_length", t.coverLetter, 5000),
    len("applications_resume_file_name_length", t.resumeFileName, 255),
    len("applications_draft_step_length", t.draftStep, 20),
    check("applications_submitted", sql`${t.stage} = 'draft' or ${t.submittedAt} is not null`),
  ],
);

/** Every stage an application passed through, oldest first: what the candidate's history shows. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStage: text("from_stage").$type<ApplicationStage>(),
    stage: text("stage").$type<ApplicationStage>().notNull(),
    /** Who moved it (null: the system, or an account since deleted). */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** "candidate" | "employer" | "admin" | "system". */
    actorRole: text("actor_role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_events_application_idx").on(t.applicationId, t.createdAt),
    check("application_events_actor_role", sql`${t.actorRole} in ('candidate', 'employer', 'admin', 'system')`),
  ],
);

/** The official texts' codes (features/self-identification/forms.ts holds the texts and their versions). */
export type SelfIdentificationAnswers = {
  /** job-apply-self-report: each a code from the form, or "decline" ("I do not wish to answer"). */
  gender?: string;
  raceEthnicity?: string;
  veteranStatus?: string;
  disability?: string;
  /** The version of the self-report's texts the four answers above were given to (set when any is). */
  selfReportVersion?: string;
  /** job-apply-ofccp: CC-305 ("yes" | "no" | "decline"), its name and date, and the form's version. */
  cc305?: { answer: string; name: string; date: string; formVersion: string };
  /** The protected-veteran invitation ("protected" | "not-protected" | "decline") and its version. */
  protectedVeteran?: { answer: string; formVersion: string };
};

/**
 * Voluntary self-identification, stored apart from the application (issue 15 part 2): read only by
 * the aggregate report (small cells suppressed), never by an employer route. One row per application;
 * it goes when the application or the account does.
 */
export const selfIdentifications = pgTable(
  "self_identifications",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Copies for the aggregate report by job and company (no join through applications needed). */
    jobId: job(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<SelfIdentificationAnswers>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("self_identifications_company_idx").on(t.companyId, t.createdAt), index("self_identifications_job_idx").on(t.jobId)],
);

/** Saved jobs; a closed job stays saved (the list marks it closed). */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: owner(),
    jobId: job(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("saved_jobs_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Clicks on an external apply link, one row per person and job. Later the dashboard asks "Did you
 * apply?": "yes" makes an application of channel "external" (stage applied), "no" stops asking.
 */
export const externalApplyClicks = pgTable(
  "external_apply_clicks",
  {
    userId: owner(),
    jobId: job(),
    clickCount: integer("click_count").notNull().default(1),
    firstClickedAt: timestamp("first_clicked_at", { withTimezone: true }).notNull().defaultNow(),
    lastClickedAt: timestamp("last_clicked_at", { withTimezone: true }).notNull().defaultNow(),
    /** null: not asked or not answered yet; "yes" | "no". */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index("external_apply_clicks_unanswered_idx").on(t.userId, t.lastClickedAt.desc()).where(sql`${t.answer} is null`),
    check("external_apply_clicks_answer", sql`${t.answer} is null or ${t.answer} in ('yes', 'no')`),
  ],
);

/** A signed-in person's recent job searches (flag recent-job-searches), newest first, at most 10 kept. */
export const recentJobSearches = pgTable(
  "recent_job_searches",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: owner(),
    /** The search as its /jobs query string (canonical order), at most 500 characters: the dedupe key. */
    queryString: text("query_string").notNull(),
    /** What the list shows ("Nurse near Austin, TX"). */
    label: text("label").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recent_job_searches_user_query_idx").on(t.userId, t.queryString),
    index("recent_job_searches_user_searched_idx").on(t.userId, t.searchedAt.desc()),
    len("recent_job_searches_query_length", t.queryString, 500),
    len("recent_job_searches_label_length", t.label, 200),
  ],
);

/**
 * Jobs an alert matched (the matcher writes them when jobs are imported or published) and whether
 * they were mailed: the primary key is why a job is never sent twice for one alert.
 */
export const jobAlertMatches = pgTable(
  "job_alert_matches",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: job(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    deliveryId: uuid("delivery_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index("job_alert_matches_unsent_idx").on(t.alertId, t.matchedAt).where(sql`${t.sentAt} is null`)],
);

/** One mail of an alert: how many jobs it carried, how many matched, and when it was first opened. */
export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    jobCount: integer("job_count").notNull(),
    matchedCount: integer("matched_count").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [index("job_alert_deliveries_alert_idx").on(t.alertId, t.sentAt.desc())],
);
