import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { applications } from "./applications";
import { companyRef, createdAt, len, updatedAt } from "./employer-columns";
import { cube, tsvector } from "./jobs";

/*
 * Employers II (issue 17, decisions 042-045): talent search over discoverable candidates, the views
 * employers make of their profiles, talent pipelines (a company's named lists of people with their own
 * stages, tags and comments) and saved talent searches. Every text column has a length check matching
 * its zod limit; company rows go with their company, a person's rows with the person (cascade).
 */

const candidateRef = () =>
  uuid("candidate_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const actorRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/**
 * Education levels as talent search ranks them (derived from education.degree by the maintenance
 * function): 0 none said, 1 high school or equivalent, 2 certificate or diploma, 3 associate,
 * 4 bachelor's, 5 master's, 6 doctorate or professional.
 */
export const EDUCATION_LEVELS = [
  { value: 1, slug: "high-school", label: "High school or equivalent" },
  { value: 2, slug: "certificate", label: "Certificate or diploma" },
  { value: 3, slug: "associate", label: "Associate degree" },
  { value: 4, slug: "bachelor", label: "Bachelor's degree" },
  { value: 5, slug: "master", label: "Master's degree" },
  { value: 6, slug: "doctorate", label: "Doctorate or professional degree" },
] as const;

/**
 * Talent search's narrow row, one per DISCOVERABLE candidate (a private profile has none), kept by
 * database triggers from the profile tables (the app never writes it; migration 0022). Like
 * job_search: the weighted document (A headline and job titles, B skills, C summary and work
 * descriptions, D resume text), the filter columns and the place on the map.
 */
export const talentSearch = pgTable(
  "talent_search",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    headline: text("headline").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    /** Two-letter state code when known (facet and filter). */
    stateCode: text("state_code").notNull().default(""),
    /** ll_to_earth of the candidate's ZIP code (null: no ZIP, or remote only without one). */
    locationPoint: cube("location_point"),
    remoteOnly: boolean("remote_only").notNull().default(false),
    willingToRelocate: boolean("willing_to_relocate").notNull().default(false),
    workAuthorization: text("work_authorization").notNull().default(""),
    yearsOfExperience: smallint("years_of_experience"),
    /** 0-6, see EDUCATION_LEVELS. */
    educationLevel: smallint("education_level").notNull().default(0),
    skillSlugs: text("skill_slugs").array().notNull().default(sql`'{}'::text[]`),
    /** The latest job title (work history position 0), for the result card. */
    currentTitle: text("current_title").notNull().default(""),
    document: tsvector("document"),
    /** When the person last signed in or changed their profile. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the profile last became discoverable (saved searches' "new candidates"). */
    discoverableSince: timestamp("discoverable_since", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("talent_search_document_idx").using("gin", t.document),
    index("talent_search_skills_idx").using("gin", t.skillSlugs),
    index("talent_search_location_idx").using("gist", t.locationPoint),
    index("talent_search_active_idx").on(t.lastActiveAt.desc()),
    index("talent_search_since_idx").on(t.discoverableSince.desc()),
    index("talent_search_state_idx").on(t.stateCode),
    check("talent_search_education_level", sql`${t.educationLevel} between 0 and 6`),
  ],
);

/** Every view of a candidate's profile by an employer (the candidate sees a count and some names). */
export const talentProfileViews = pgTable(
  "talent_profile_views",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    viewerUserId: actorRef("viewer_user_id"),
    candidateUserId: candidateRef(),
    /** Where the view came from: "search" | "pipeline" | "saved-search" | "direct". */
    source: text("source").notNull().default("direct"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("talent_profile_views_candidate_idx").on(t.candidateUserId, t.viewedAt.desc()),
    index("talent_profile_views_company_idx").on(t.companyId, t.viewedAt.desc()),
    check("talent_profile_views_source", sql`${t.source} in ('search', 'pipeline', 'saved-search', 'applicant', 'direct')`),
  ],
);

/** A company's named list of people (`/hiring/pipelines`, `/talent/pipelines?name=`). */
export const talentPipelines = pgTable(
  "talent_pipelines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdByUserId: actorRef("created_by_user_id"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("talent_pipelines_name_idx").on(t.companyId, sql`lower(${t.name})`),
    index("talent_pipelines_company_idx").on(t.companyId, t.updatedAt.desc()),
    check("talent_pipelines_name_length", sql`char_length(${t.name}) between 1 and 80`),
    len("talent_pipelines_description_length", t.description, 500),
  ],
);

/** A pipeline's own stages, in order. */
export const talentPipelineStages = pgTable(
  "talent_pipeline_stages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => talentPipelines.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: smallint("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("talent_pipeline_stages_pipeline_idx").on(t.pipelineId, t.position),
    uniqueIndex("talent_pipeline_stages_name_idx").on(t.pipelineId, sql`lower(${t.name})`),
    check("talent_pipeline_stages_name_length", sql`char_length(${t.name}) between 1 and 40`),
  ],
);

export const TALENT_MEMBER_SOURCES = ["search", "applicant", "event", "manual"] as const;
export type TalentMemberSource = (typeof TALENT_MEMBER_SOURCES)[number];

/** A person in a pipeline: their stage, tags (private to the company) and where they came from. */
export const talentPipelineMembers = pgTable(
  "talent_pipeline_members",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => talentPipelines.id, { onDelete: "cascade" }),
    /** The pipeline's company, copied so every read can be scoped by company in one condition. */
    companyId: companyRef(),
    candidateUserId: candidateRef(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => talentPipelineStages.id, { onDelete: "restrict" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    source: text("source").$type<TalentMemberSource>().notNull().default("manual"),
    /** The application they were added from (source "applicant"). */
    sourceApplicationId: uuid("source_application_id").references(() => applications.id, { onDelete: "set null" }),
    addedByUserId: actorRef("added_by_user_id"),
    stageEnteredAt: timestamp("stage_entered_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("talent_pipeline_members_person_idx").on(t.pipelineId, t.candidateUserId),
    index("talent_pipeline_members_stage_idx").on(t.pipelineId, t.stageId, t.stageEnteredAt.desc()),
    index("talent_pipeline_members_company_candidate_idx").on(t.companyId, t.candidateUserId),
    check("talent_pipeline_members_tags_count", sql`cardinality(${t.tags}) <= 20`),
    check("talent_pipeline_members_source", sql`${t.source} in ('search', 'applicant', 'event', 'manual')`),
  ],
);

/** A company's private comments on a person (shown wherever the company sees them; optionally from a pipeline). */
export const talentComments = pgTable(
  "talent_comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    candidateUserId: candidateRef(),
    pipelineId: uuid("pipeline_id").references(() => talentPipelines.id, { onDelete: "set null" }),
    authorUserId: actorRef("author_user_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("talent_comments_company_candidate_idx").on(t.companyId, t.candidateUserId, t.createdAt.desc()),
    check("talent_comments_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export const TALENT_ACTIVITY_KINDS = ["added", "stage", "tags", "comment", "removed"] as const;
export type TalentActivityKind = (typeof TALENT_ACTIVITY_KINDS)[number];

/** What happened to a person in a pipeline (history; time in stage). */
export const talentPipelineActivity = pgTable(
  "talent_pipeline_activity",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    pipelineId: uuid("pipeline_id")
      .notNull()
      .references(() => talentPipelines.id, { onDelete: "cascade" }),
    candidateUserId: candidateRef(),
    actorUserId: actorRef("actor_user_id"),
    kind: text("kind").$type<TalentActivityKind>().notNull(),
    /** For "stage": { fromStageId, toStageId, fromName, toName }. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("talent_pipeline_activity_pipeline_idx").on(t.pipelineId, t.candidateUserId, t.createdAt.desc()),
    check("talent_pipeline_activity_kind", sql`${t.kind} in ('added', 'stage', 'tags', 'comment', 'removed')`),
  ],
);

export const SAVED_SEARCH_EMAIL_FREQUENCIES = ["none", "daily"] as const;
export type SavedSearchEmailFrequency = (typeof SAVED_SEARCH_EMAIL_FREQUENCIES)[number];

/** A member's saved talent search in one company (`/talent/saved-searches`). */
export const talentSavedSearches = pgTable(
  "talent_saved_searches",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    companyId: companyRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The search (features/talent-search TalentSearchParams, parsed again on every read). */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    /** In-app notifications of new matching candidates. */
    notify: boolean("notify").notNull().default(true),
    emailFrequency: text("email_frequency").$type<SavedSearchEmailFrequency>().notNull().default("daily"),
    /** Candidates who became discoverable after this moment are "new" for the next run. */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull().defaultNow(),
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    /** When the member last opened /talent/saved-searches ("new since your last visit"); null: never. */
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("talent_saved_searches_name_idx").on(t.companyId, t.userId, sql`lower(${t.name})`),
    index("talent_saved_searches_checked_idx").on(t.lastCheckedAt),
    check("talent_saved_searches_name_length", sql`char_length(${t.name}) between 1 and 100`),
    check("talent_saved_searches_email_frequency", sql`${t.emailFrequency} in ('none', 'daily')`),
  ],
);

/** Candidates a saved search found new (each at most once), and whether they were notified and mailed. */
export const talentSavedSearchMatches = pgTable(
  "talent_saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => talentSavedSearches.id, { onDelete: "cascade" }),
    candidateUserId: candidateRef(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.candidateUserId] }),
    index("talent_saved_search_matches_unmailed_idx").on(t.savedSearchId).where(sql`${t.emailedAt} is null`),
  ],
);
