import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { categories } from "./categories";
import { type CompanyRole } from "./companies";
import { jobs, type EmploymentType, type SalaryPeriod } from "./jobs";
import { type ScreeningQuestionKind } from "./applications";
import { companyRef, createdAt, len, updatedAt } from "./employer-columns";

/*
 * Employers I (issue 16, decision 038): company accounts (domains, join requests, invitations),
 * job postings (the employer's editable posting; publishing writes the public `jobs` row with the
 * same id) and posting analytics by day. The applicant tracking tables are in
 * applicant-tracking.ts. Every text column has a length check matching its zod limit; rows go with
 * their company (cascade).
 */
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
    companyId: companyRef(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedByUserId: uuid("verified_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
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
    companyId: companyRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<JoinRequestStatus>().notNull().default("pending"),
    message: text("message").notNull().default(""),
    /** The role the approver gave (set on approval). */
    grantedRole: text("granted_role").$type<CompanyRole>(),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
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
    companyId: companyRef(),
    email: text("email").notNull(),
    companyRole: text("company_role").$type<CompanyRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: uuid("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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
    companyId: companyRef(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export * from "./applicant-tracking";
