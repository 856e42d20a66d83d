import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { resumes } from "./resumes";

/*
 * The rest of the candidate profile (issue 14 parts 1, 2 and 5; decisions 024, 026-028): preferences
 * (employment, compensation, experience), certifications with an optional file, languages, references
 * (the "self-reference" section), job alerts, assessments (read-only until their domain comes),
 * onboarding progress and resume-parse proposals. Like candidate-profile.ts: every text column has a
 * length check matching the feature's zod limits, empty optional text is "", rows go with their user
 * (cascade), files are deleted by lib/uploads/user-files.ts when the account is.
 */
const len = (name: string, column: unknown, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
const owner = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** One row per person: what work they want, what pay, and their experience summary. */
export const candidatePreferences = pgTable(
  "candidate_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Job titles the person wants (at most 5, each at most 100 characters). */
    desiredTitles: text("desired_titles").array().notNull().default(sql`'{}'::text[]`),
    /** Job category slugs (top-level jobs categories), at most 5. */
    desiredCategories: text("desired_categories").array().notNull().default(sql`'{}'::text[]`),
    /** Values of EMPLOYMENT_TYPES (db/schema/jobs.ts). */
    employmentTypes: text("employment_types").array().notNull().default(sql`'{}'::text[]`),
    /** "on-site" | "hybrid" | "remote". */
    workArrangements: text("work_arrangements").array().notNull().default(sql`'{}'::text[]`),
    /** "day" | "evening" | "night" | "weekend" | "flexible". */
    shifts: text("shifts").array().notNull().default(sql`'{}'::text[]`),
    willingToRelocate: boolean("willing_to_relocate").notNull().default(false),
    maxCommuteMiles: smallint("max_commute_miles"),
    availableFrom: date("available_from"),
    /** Compensation: USD cents, per payPeriod ("hour" | "year", "" when not said). */
    payMinCents: integer("pay_min_cents"),
    payTargetCents: integer("pay_target_cents"),
    payPeriod: text("pay_period").notNull().default(""),
    openToNegotiation: boolean("open_to_negotiation").notNull().default(true),
    /** Experience: "" | "entry" | "mid" | "senior" | "manager" | "executive". */
    experienceLevel: text("experience_level").notNull().default(""),
    /** Industries worked in, as jobs category slugs, at most 5. */
    industries: text("industries").array().notNull().default(sql`'{}'::text[]`),
    peopleManaged: smallint("people_managed"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("candidate_preferences_titles_count", sql`cardinality(${t.desiredTitles}) <= 5`),
    check("candidate_preferences_categories_count", sql`cardinality(${t.desiredCategories}) <= 5`),
    check("candidate_preferences_industries_count", sql`cardinality(${t.industries}) <= 5`),
    check("candidate_preferences_pay_period", sql`${t.payPeriod} in ('', 'hour', 'year')`),
    check("candidate_preferences_pay_range", sql`${t.payMinCents} between 0 and 10000000000 and ${t.payTargetCents} between 0 and 10000000000`),
    check("candidate_preferences_commute_range", sql`${t.maxCommuteMiles} between 0 and 500`),
    check("candidate_preferences_people_managed_range", sql`${t.peopleManaged} between 0 and 9999`),
    len("candidate_preferences_experience_level_length", t.experienceLevel, 20),
  ],
);

export const certifications = pgTable(
  "certifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: owner(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull().default(""),
    issueMonth: smallint("issue_month"),
    issueYear: smallint("issue_year"),
    expiryMonth: smallint("expiry_month"),
    expiryYear: smallint("expiry_year"),
    doesNotExpire: boolean("does_not_expire").notNull().default(false),
    credentialId: text("credential_id").notNull().default(""),
    credentialUrl: text("credential_url").notNull().default(""),
    /** The optional certificate file (pdf, doc, docx, rtf, txt, odt; 15 MB) in the upload store. */
    fileKey: text("file_key").unique(),
    fileName: text("file_name"),
    fileMime: text("file_mime"),
    fileSizeBytes: integer("file_size_bytes"),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("certifications_user_position_idx").on(t.userId, t.position),
    len("certifications_name_length", t.name, 150),
    len("certifications_issuer_length", t.issuer, 150),
    len("certifications_credential_id_length", t.credentialId, 100),
    len("certifications_credential_url_length", t.credentialUrl, 500),
    len("certifications_file_name_length", t.fileName, 255),
    check("certifications_months", sql`${t.issueMonth} between 1 and 12 and ${t.expiryMonth} between 1 and 12`),
    check(
      "certifications_file_key_format",
      sql`${t.fileKey} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(pdf|doc|docx|rtf|txt|odt)$'`,
    ),
  ],
);

export const candidateLanguages = pgTable(
  "candidate_languages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: owner(),
    /** ISO 639-1 code from the feature's language list. */
    language: text("language").notNull(),
    /** "elementary" | "limited-working" | "professional-working" | "full-professional" | "native". */
    proficiency: text("proficiency").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("candidate_languages_user_language_idx").on(t.userId, t.language),
    check("candidate_languages_language_format", sql`${t.language} ~ '^[a-z]{2,3}$'`),
    len("candidate_languages_proficiency_length", t.proficiency, 30),
  ],
);

/** The "self-reference" section (decision 026): people who can speak for the candidate's work. */
export const candidateReferences = pgTable(
  "candidate_references",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: owner(),
    name: text("name").notNull(),
    relationship: text("relationship").notNull(),
    company: text("company").notNull().default(""),
    title: text("title").notNull().default(""),
    email: text("email").notNull().default(""),
    /** 10 digits or "". */
    phone: text("phone").notNull().default(""),
    note: text("note").notNull().default(""),
    mayContact: boolean("may_contact").notNull().default(false),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("candidate_references_user_position_idx").on(t.userId, t.position),
    len("candidate_references_name_length", t.name, 100),
    len("candidate_references_relationship_length", t.relationship, 30),
    len("candidate_references_company_length", t.company, 100),
    len("candidate_references_title_length", t.title, 100),
    len("candidate_references_email_length", t.email, 254),
    check("candidate_references_phone_format", sql`${t.phone} ~ '^([0-9]{10})?$'`),
    len("candidate_references_note_length", t.note, 500),
  ],
);

/** Saved job searches that send new matches (issue 14 builds the list; issue 15 the matcher). */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** The owner; null for an alert a visitor made with just an email (issue 15 part 5). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Where an email-only alert is mailed (lower-cased); "" for an account's alert (mailed to the account). */
    email: text("email").notNull().default(""),
    /** When the alert may be mailed: at creation for an account, after the link for an email-only alert. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** sha256 (hex) of the confirmation link's token of an email-only alert, until it is confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    /** The one-click unsubscribe link's token (64 hex characters from two random UUIDs), never shown elsewhere. */
    unsubscribeToken: text("unsubscribe_token").notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    name: text("name").notNull(),
    keywords: text("keywords").notNull().default(""),
    location: text("location").notNull().default(""),
    radiusMiles: smallint("radius_miles"),
    remoteOnly: boolean("remote_only").notNull().default(false),
    employmentTypes: text("employment_types").array().notNull().default(sql`'{}'::text[]`),
    /** The rest of a /jobs search: category and subcategory slugs, company slug, minimum yearly pay in dollars. */
    categorySlug: text("category_slug").notNull().default(""),
    subcategorySlug: text("subcategory_slug").notNull().default(""),
    companySlug: text("company_slug").notNull().default(""),
    minSalary: integer("min_salary"),
    /** "instant" | "daily" | "weekly". */
    frequency: text("frequency").notNull().default("daily"),
    /** false: paused (by the person, or pausedReason "unopened" after 3 months of unopened mail). */
    active: boolean("active").notNull().default(true),
    /** null | "unopened". */
    pausedReason: text("paused_reason"),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_alerts_user_idx").on(t.userId, t.createdAt),
    index("job_alerts_active_idx").on(t.frequency, t.lastSentAt).where(sql`${t.active}`),
    index("job_alerts_email_idx").on(t.email).where(sql`${t.userId} is null`),
    uniqueIndex("job_alerts_unsubscribe_token_idx").on(t.unsubscribeToken),
    len("job_alerts_name_length", t.name, 100),
    len("job_alerts_keywords_length", t.keywords, 200),
    len("job_alerts_location_length", t.location, 100),
    len("job_alerts_email_length", t.email, 254),
    len("job_alerts_slugs_length", sql`${t.categorySlug} || ${t.subcategorySlug} || ${t.companySlug}`, 300),
    check("job_alerts_frequency", sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
    check("job_alerts_radius_range", sql`${t.radiusMiles} between 1 and 200`),
    check("job_alerts_owner", sql`${t.userId} is not null or ${t.email} <> ''`),
    check("job_alerts_paused_reason", sql`${t.pausedReason} is null or ${t.pausedReason} in ('unopened')`),
    check("job_alerts_min_salary", sql`${t.minSalary} is null or ${t.minSalary} between 1 and 10000000`),
  ],
);

/**
 * Assessments a person was given or took (skills tests, the personality assessment). Written by the
 * assessment domain when it comes; Candidate360 reads them (assessment/{id}, traitify-assessment).
 */
export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: owner(),
    /** "skills" | "personality". */
    kind: text("kind").notNull(),
    /** "upstep" | "traitify". */
    provider: text("provider").notNull(),
    title: text("title").notNull(),
    /** "assigned" | "in-progress" | "completed" | "expired". */
    status: text("status").notNull(),
    score: smallint("score"),
    /** Provider result (for personality: { types: [{ name, score }], traits: [...] }). */
    result: jsonb("result"),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("assessments_user_idx").on(t.userId, t.assignedAt),
    check("assessments_kind", sql`${t.kind} in ('skills', 'personality')`),
    check("assessments_status", sql`${t.status} in ('assigned', 'in-progress', 'completed', 'expired')`),
    check("assessments_score_range", sql`${t.score} between 0 and 100`),
    len("assessments_title_length", t.title, 150),
    len("assessments_provider_length", t.provider, 30),
  ],
);

/** Where the person is in /onboarding (resumable), and whether they finished or skipped it. */
export const candidateOnboarding = pgTable(
  "candidate_onboarding",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The step to resume at (the feature's step keys). */
    step: text("step").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    skippedAt: timestamp("skipped_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [len("candidate_onboarding_step_length", t.step, 30)],
);

/**
 * What the resume parser proposed for one resume (resume-upload-v4): the extracted text (for talent
 * search later) and the proposal the person reviews; nothing reaches the profile until they accept.
 */
export const resumeParses = pgTable(
  "resume_parses",
  {
    resumeId: uuid("resume_id")
      .primaryKey()
      .references(() => resumes.id, { onDelete: "cascade" }),
    userId: owner(),
    /** "parsed" | "failed". */
    status: text("status").notNull(),
    parserVersion: integer("parser_version").notNull(),
    /** The resume's text (at most 100,000 characters). */
    text: text("text").notNull().default(""),
    /** The ResumeProposal (features/resume-parsing/types.ts); null when parsing failed. */
    proposal: jsonb("proposal"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    /** When the person accepted or dismissed the proposal. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("resume_parses_user_idx").on(t.userId),
    check("resume_parses_status", sql`${t.status} in ('parsed', 'failed')`),
    len("resume_parses_text_length", t.text, 100000),
    len("resume_parses_error_length", t.error, 500),
  ],
);
