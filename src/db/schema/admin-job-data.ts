import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jobs } from "./jobs";

/*
 * Issue 19, the job data back office (decision 055): the feed sources the worker imports on their
 * schedules (/admin/job-data-refresh), the rules that map feed fields to Upstep tags
 * (/admin/job-tag-mapping), which tags on a job those rules put there, and the rules' re-apply runs.
 */

export const FEED_FORMATS = ["auto", "xml", "json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_SOURCE_ORIGINS = ["admin", "env"] as const;
export type FeedSourceOrigin = (typeof FEED_SOURCE_ORIGINS)[number];

export const jobFeedSources = pgTable(
  "job_feed_sources",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** import_runs.source and jobs.source: external references are unique per source. */
    sourceKey: text("source_key").notNull().unique(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    format: text("format").$type<FeedFormat>().notNull().default("auto"),
    /** Five-field cron, UTC. */
    cron: text("cron").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** "env": first written from JOB_FEEDS when the worker started; "admin": made on the page. */
    origin: text("origin").$type<FeedSourceOrigin>().notNull().default("admin"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_feed_sources_format_check", sql`${t.format} in ('auto', 'xml', 'json')`),
    check("job_feed_sources_origin_check", sql`${t.origin} in ('admin', 'env')`),
  ],
);

export const TAG_RULE_FIELDS = ["title", "description", "company", "category", "employment_type"] as const;
export type TagRuleField = (typeof TAG_RULE_FIELDS)[number];
export const TAG_RULE_MATCHES = ["contains", "equals", "regex"] as const;
export type TagRuleMatch = (typeof TAG_RULE_MATCHES)[number];

export const jobTagRules = pgTable(
  "job_tag_rules",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    field: text("field").$type<TagRuleField>().notNull(),
    match: text("match").$type<TagRuleMatch>().notNull(),
    /** contains / equals: any of these (case-insensitive). */
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    /** regex: a POSIX regular expression, matched case-insensitively (~*). */
    pattern: text("pattern"),
    tag: text("tag").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_tag_rules_field_check", sql`${t.field} in ('title', 'description', 'company', 'category', 'employment_type')`),
    check("job_tag_rules_match_check", sql`${t.match} in ('contains', 'equals', 'regex')`),
    check("job_tag_rules_pattern_check", sql`(${t.match} = 'regex') = (${t.pattern} is not null)`),
  ],
);

/** The tags on a job that a tag rule added (and so may remove); tags a feed or a promotion set are never here. */
export const jobRuleTags = pgTable(
  "job_rule_tags",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tag] })],
);

export const TAG_RULE_RUN_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type TagRuleRunStatus = (typeof TAG_RULE_RUN_STATUSES)[number];

/** One "re-apply the rules to open jobs" request, worked by the job-tag-rules queue. */
export const jobTagRuleRuns = pgTable(
  "job_tag_rule_runs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    status: text("status").$type<TagRuleRunStatus>().notNull().default("queued"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    checked: integer("checked").notNull().default(0),
    changed: integer("changed").notNull().default(0),
    added: integer("added").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    error: text("error"),
  },
  (t) => [
    check("job_tag_rule_runs_status_check", sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    index("job_tag_rule_runs_requested_idx").on(t.requestedAt.desc()),
  ],
);
