import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { categories } from "./categories";
import { companies } from "./companies";

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** The cube extension's type (earthdistance's points and boxes are cubes). */
export const cube = customType<{ data: string }>({
  dataType: () => "cube",
});

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary", "internship", "per-diem"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const SALARY_PERIODS = ["hour", "year"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const JOB_STATUSES = ["open", "closed", "expired"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const LOCATION_TYPES = ["City", "Postal", "Pseudo"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
/** Spec section 3: these job tags exist. */
export const JOB_TAGS = { promoted: "Promoted Job", immediatelyHiring: "Immediately Hiring" } as const;
/** Spec section 3: the Remote pseudo-location. */
export const REMOTE_LOCATION = { key: "Remote", name: "Remote", latitude: -1, longitude: -1, type: "Pseudo" } as const;

/** US postal codes (ZIP) from the `zipcodes` package; loaded by loadPostalCodes (src/seed/jobs). */
export const postalCodes = pgTable(
  "postal_codes",
  {
    postalCode: text("postal_code").primaryKey(),
    city: text("city").notNull(),
    stateCode: text("state_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [
    index("postal_codes_state_city_idx").on(t.stateCode, sql`lower(${t.city})`),
    // Location suggestions for places without jobs yet.
    index("postal_codes_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
  ],
);

/*
 * Normalised places jobs are at. key is stable and unique: "Remote" (the pseudo-location),
 * "US-78701" (type Postal, a ZIP with its coordinates) or "US-TX-austin" (type City, the centroid of
 * the city's ZIPs). city_slug + state_code group Postal and City rows of one city for browsing.
 */
export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    type: text("type").$type<LocationType>().notNull(),
    city: text("city"),
    citySlug: text("city_slug"),
    stateCode: text("state_code"),
    stateName: text("state_name"),
    postalCode: text("postal_code"),
    countryCode: text("country_code").notNull().default("US"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("locations_type_check", sql`${t.type} in ('City', 'Postal', 'Pseudo')`),
    index("locations_state_city_idx").on(t.stateCode, t.citySlug),
    index("locations_postal_code_idx").on(t.postalCode),
    // Radius search: earth_box(ll_to_earth(lat, lon), meters) @> ll_to_earth(latitude, longitude).
    // Not partial, so any radius query can use it; exclude type 'Pseudo' (Remote at -1, -1) in the query.
    index("locations_earth_idx").using("gist", sql`ll_to_earth("latitude", "longitude")`),
    index("locations_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/** One row per import: what was read, created, updated, expired and rejected (reason -> count, examples). */
export type RejectionReasons = Record<string, { count: number; examples: { ref: string | null; index: number; title: string | null }[] }>;

export const importRuns = pgTable(
  "import_runs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    source: text("source").notNull(),
    input: text("input"),
    status: text("status").$type<"running" | "succeeded" | "failed">().notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    readCount: integer("read_count").notNull().default(0),
    createdCount: integer("created_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    unchangedCount: integer("unchanged_count").notNull().default(0),
    expiredCount: integer("expired_count").notNull().default(0),
    rejectedCount: integer("rejected_count").notNull().default(0),
    rejectionReasons: jsonb("rejection_reasons").$type<RejectionReasons>().notNull().default({}),
    error: text("error"),
  },
  (t) => [
    check("import_runs_status_check", sql`${t.status} in ('running', 'succeeded', 'failed')`),
    index("import_runs_source_started_idx").on(t.source, t.startedAt.desc()),
  ],
);

/*
 * Jobs, kept narrow on purpose: every column a search filters, facets or sorts on, and what a result
 * row shows, but not the description or the search vector (job_documents). Facet counts group over
 * this table (one GROUPING SETS pass) without dragging ~2 kB of text per row through memory.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    source: text("source").notNull(),
    externalRef: text("external_ref").notNull(),
    title: text("title").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    subcategoryId: uuid("subcategory_id").references(() => categories.id, { onDelete: "set null" }),
    employmentType: text("employment_type").$type<EmploymentType>(),
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period").$type<SalaryPeriod>(),
    /** Yearly equivalents (2,080 hours a year) for the minimum-salary filter across hourly and yearly pay. */
    salaryAnnualMinCents: bigint("salary_annual_min_cents", { mode: "number" }).generatedAlwaysAs(
      sql`case when "salary_period" = 'hour' then "salary_min_cents"::bigint * 2080 else "salary_min_cents"::bigint end`,
    ),
    salaryAnnualMaxCents: bigint("salary_annual_max_cents", { mode: "number" }).generatedAlwaysAs(
      sql`case when "salary_period" = 'hour' then "salary_max_cents"::bigint * 2080 else "salary_max_cents"::bigint end`,
    ),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isPromoted: boolean("is_promoted").generatedAlwaysAs(sql`'Promoted Job' = any("tags")`),
    remote: boolean("remote").notNull().default(false),
    status: text("status").$type<JobStatus>().notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    applyUrl: text("apply_url"),
    applyOnPlatform: boolean("apply_on_platform").notNull().default(false),
    /** The first of the job's locations, for result rows ("Austin, TX") without a join through job_locations. */
    primaryLocationId: uuid("primary_location_id").references(() => locations.id, { onDelete: "set null" }),
    /** Hash of the normalised feed record: an import updates a job only when this changes. */
    contentHash: text("content_hash").notNull(),
    /** The last import run whose feed held this job; jobs of a source not seen by a run are expired. */
    lastImportRunId: uuid("last_import_run_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_source_external_ref_idx").on(t.source, t.externalRef),
    check("jobs_status_check", sql`${t.status} in ('open', 'closed', 'expired')`),
    check(
      "jobs_employment_type_check",
      sql`${t.employmentType} is null or ${t.employmentType} in ('full-time', 'part-time', 'contract', 'temporary', 'internship', 'per-diem')`,
    ),
    check("jobs_salary_period_check", sql`${t.salaryPeriod} is null or ${t.salaryPeriod} in ('hour', 'year')`),
    check("jobs_salary_range_check", sql`${t.salaryMinCents} is null or ${t.salaryMaxCents} is null or ${t.salaryMinCents} <= ${t.salaryMaxCents}`),
    check("jobs_apply_check", sql`${t.applyUrl} is not null or ${t.applyOnPlatform}`),
    index("jobs_status_posted_idx").on(t.status, t.postedAt.desc()),
    index("jobs_company_posted_idx").on(t.companyId, t.postedAt.desc()),
    index("jobs_category_posted_idx").on(t.categoryId, t.postedAt.desc()),
    index("jobs_subcategory_posted_idx").on(t.subcategoryId, t.postedAt.desc()),
    index("jobs_remote_posted_idx").on(t.postedAt.desc()).where(sql`${t.remote} and ${t.status} = 'open'`),
    index("jobs_valid_through_idx").on(t.validThrough).where(sql`${t.status} = 'open'`),
    index("jobs_primary_location_idx").on(t.primaryLocationId),
    // Typo-tolerant keyword suggestions from job titles.
    index("jobs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/*
 * The text of a job, one row per job. title and company_name are copies kept by the importer so the
 * search vector (job_search) can weigh them (A: title, B: company, C: description). The default
 * text-search parser skips HTML tags and entities, so the sanitised HTML is indexed as is.
 */
export const jobDocuments = pgTable("job_documents", {
  jobId: uuid("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  companyName: text("company_name").notNull(),
  descriptionHtml: text("description_html").notNull(),
});

/*
 * What search reads (decision 006 amendments 2 and 3): the full-text vector and every column a
 * search filters, facets or sorts on, one row per job, kept by triggers on jobs, job_documents
 * (migration 0004) and job_locations (0008, 0009), never written by the app: the facet pass needs no
 * join and reads no document.
 * The vector is marked for out-of-line storage (toast_tuple_target 128, storage external), but
 * PostgreSQL only moves values out of a row above ~2 kB: a typical job's vector (~1.2 kB) stays in
 * the heap (1.7 GB at 1M jobs; decision 006 amendment 3 measured both layouts).
 */
export const jobSearch = pgTable(
  "job_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    status: text("status").$type<JobStatus>().notNull(),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    categoryId: uuid("category_id"),
    subcategoryId: uuid("subcategory_id"),
    companyId: uuid("company_id").notNull(),
    employmentType: text("employment_type").$type<EmploymentType>(),
    remote: boolean("remote").notNull(),
    salaryAnnualMinCents: bigint("salary_annual_min_cents", { mode: "number" }),
    /** null until the job's document is written (the importer writes jobs, then documents). */
    searchVector: tsvector("search_vector"),
    /** The states of the job's locations (from job_locations, by trigger: migration 0008). */
    stateCodes: text("state_codes").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The job's places as earth coordinates: the point of its one place, or the box around several
     * (null: no place on the map, e.g. Remote). Kept with state_codes (migration 0009).
     */
    locationBox: cube("location_box"),
  },
  (t) => [
    index("job_search_vector_idx").using("gin", t.searchVector),
    index("job_search_open_posted_idx").on(t.postedAt.desc(), t.id).where(sql`${t.status} = 'open'`),
    index("job_search_category_posted_idx").on(t.categoryId, t.postedAt.desc()),
    index("job_search_subcategory_posted_idx").on(t.subcategoryId, t.postedAt.desc()),
    index("job_search_company_posted_idx").on(t.companyId, t.postedAt.desc()),
    index("job_search_remote_posted_idx").on(t.postedAt.desc()).where(sql`${t.remote} and ${t.status} = 'open'`),
    // Type and minimum pay filters (without them a filter-only search read every row: 420 ms at 1M).
    // Not partial on status: the planner would AND such an index into any open-jobs search.
    index("job_search_type_salary_idx").on(t.employmentType, t.salaryAnnualMinCents),
    index("job_search_salary_idx").on(t.salaryAnnualMinCents),
    // A state filter as a bitmap PostgreSQL can AND with the keyword's, a category's or the date's.
    index("job_search_state_codes_idx").using("gin", t.stateCodes),
    // A radius as a bitmap too: earth_box(center, meters) && location_box (GiST), ANDed with the keyword's.
    index("job_search_location_box_idx").using("gist", t.locationBox),
  ],
);

/** Where a job is: one or more locations (position 0 is the primary one). state_code / city_slug are copied for facets. */
export const jobLocations = pgTable(
  "job_locations",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "restrict" }),
    position: smallint("position").notNull().default(0),
    stateCode: text("state_code"),
    citySlug: text("city_slug"),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.locationId] }),
    // With job_id, a radius search lists the jobs of its places from the index alone (index-only scan).
    index("job_locations_location_idx").on(t.locationId, t.jobId),
    index("job_locations_state_city_idx").on(t.stateCode, t.citySlug, t.jobId),
  ],
);

/**
 * The words of open job titles with how many open jobs use each (migration 0011, kept by statement
 * triggers on jobs): "did you mean" looks a misspelt word up here (a trigram index over the titles'
 * vocabulary, a few hundred words at 1M generated jobs) instead of in a million titles.
 */
export const jobTitleWords = pgTable(
  "job_title_words",
  {
    word: text("word").primaryKey(),
    openJobs: integer("open_jobs").notNull().default(0),
  },
  (t) => [index("job_title_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
