import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { jobs, locations } from "./jobs";

/*
 * Issue 19, promoted jobs, job locations and the postal-code dataset (decision 056).
 */

export const PROMOTION_STATUSES = ["scheduled", "active", "ended", "cancelled"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * A job promoted for a date range: from starts_at (00:00 UTC of the start date) until ends_at (00:00
 * UTC of the end date). While `active` the job carries the Promoted Job tag and its search rank is
 * multiplied by 1 + 0.1 x boost (features/jobs/server/search/promotion-boost.ts).
 */
export const jobPromotions = pgTable(
  "job_promotions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    boost: smallint("boost").notNull(),
    status: text("status").$type<PromotionStatus>().notNull().default("scheduled"),
    /** When it actually ended (its end, an early end, or a cancel). */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_promotions_status_check", sql`${t.status} in ('scheduled', 'active', 'ended', 'cancelled')`),
    check("job_promotions_boost_check", sql`${t.boost} between 1 and 3`),
    check("job_promotions_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("job_promotions_job_idx").on(t.jobId),
    index("job_promotions_status_starts_idx").on(t.status, t.startsAt),
    index("job_promotions_status_ends_idx").on(t.status, t.endsAt),
    // Search reads the active promotion of each ranked candidate.
    index("job_promotions_active_job_idx").on(t.jobId).where(sql`${t.status} = 'active'`),
  ],
);

export type UnresolvedPlaceExample = { ref: string | null; title: string | null };

/**
 * A place a feed gave that the importer could not resolve (unknown postal code, postal code in another
 * state, no city): the job was rejected. One row per source and place text, counted across runs.
 */
export const unresolvedPlaces = pgTable(
  "unresolved_places",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    source: text("source").notNull(),
    /** The place normalised ("austn|tx|78799"): what a correction is keyed by (place_aliases). */
    placeKey: text("place_key").notNull(),
    label: text("label").notNull(),
    city: text("city"),
    stateCode: text("state_code"),
    postalCode: text("postal_code"),
    reason: text("reason").notNull(),
    /** Jobs refused in the latest run that saw the place (not a running total: a daily feed repeats it). */
    occurrences: integer("occurrences").notNull().default(0),
    /** Import runs of the source that refused jobs for this place. */
    runs: integer("runs").notNull().default(1),
    /** That latest run (import_runs.id; no foreign key: runs are history that may be swept). */
    lastRunId: uuid("last_run_id"),
    /** Up to 5 of the jobs the latest run refused. */
    examples: jsonb("examples").$type<UnresolvedPlaceExample[]>().notNull().default([]),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator corrected it: the location its jobs now go to. */
    correctedLocationId: uuid("corrected_location_id").references(() => locations.id, { onDelete: "set null" }),
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("unresolved_places_source_key_idx").on(t.source, t.placeKey),
    index("unresolved_places_last_seen_idx").on(t.lastSeenAt.desc()),
  ],
);

/**
 * What the importer's resolver reads before resolving a place: a place text an administrator
 * corrected ("place:<place key>"), or the key of a location merged into another ("US-TX-austn"), and
 * the location it now means.
 */
export const placeAliases = pgTable(
  "place_aliases",
  {
    alias: text("alias").primaryKey(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("place_aliases_location_idx").on(t.locationId)],
);

export const POSTAL_UPLOAD_STATUSES = ["pending", "applied", "discarded"] as const;
export type PostalUploadStatus = (typeof POSTAL_UPLOAD_STATUSES)[number];
export type PostalCodeRow = { postalCode: string; city: string; stateCode: string; latitude: number; longitude: number };
export type PostalDiffSummary = {
  incoming: number;
  added: number;
  removed: number;
  changed: number;
  unchanged: number;
  examples: { added: PostalCodeRow[]; removed: PostalCodeRow[]; changed: { before: PostalCodeRow; after: PostalCodeRow }[] };
};

/**
 * A postal-code dataset waiting to be applied (its rows validated, its diff against postal_codes
 * shown), then applied or discarded: the history of loads of the dataset.
 */
export const postalCodeUploads = pgTable(
  "postal_code_uploads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    origin: text("origin").$type<"package" | "csv">().notNull(),
    fileName: text("file_name"),
    status: text("status").$type<PostalUploadStatus>().notNull().default("pending"),
    rows: jsonb("rows").$type<PostalCodeRow[]>().notNull(),
    diff: jsonb("diff").$type<PostalDiffSummary>().notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("postal_code_uploads_origin_check", sql`${t.origin} in ('package', 'csv')`),
    check("postal_code_uploads_status_check", sql`${t.status} in ('pending', 'applied', 'discarded')`),
    index("postal_code_uploads_created_idx").on(t.createdAt.desc()),
  ],
);
