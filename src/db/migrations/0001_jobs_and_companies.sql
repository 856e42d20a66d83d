-- Hand-added: extensions for search (trigram suggestions, accent folding, btree_gin facets, radius
-- search with cube + earthdistance, case-insensitive text). All exist in PostgreSQL 15 contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_type_parent_slug_unique" UNIQUE NULLS NOT DISTINCT("type_id","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "category_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"input" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"expired_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"rejection_reasons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_documents" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"description_html" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "company_name"), 'B') || setweight(to_tsvector('english'::regconfig, "description_html"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_locations" (
	"job_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"state_code" text,
	"city_slug" text,
	CONSTRAINT "job_locations_job_id_location_id_pk" PRIMARY KEY("job_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_ref" text NOT NULL,
	"title" text NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"employment_type" text,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"salary_currency" text,
	"salary_period" text,
	"salary_annual_min_cents" bigint GENERATED ALWAYS AS (case when "salary_period" = 'hour' then "salary_min_cents"::bigint * 2080 else "salary_min_cents"::bigint end) STORED,
	"salary_annual_max_cents" bigint GENERATED ALWAYS AS (case when "salary_period" = 'hour' then "salary_max_cents"::bigint * 2080 else "salary_max_cents"::bigint end) STORED,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_promoted" boolean GENERATED ALWAYS AS ('Promoted Job' = any("tags")) STORED,
	"remote" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"valid_through" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"apply_url" text,
	"apply_on_platform" boolean DEFAULT false NOT NULL,
	"primary_location_id" uuid,
	"content_hash" text NOT NULL,
	"last_import_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('open', 'closed', 'expired')),
	CONSTRAINT "jobs_employment_type_check" CHECK ("jobs"."employment_type" is null or "jobs"."employment_type" in ('full-time', 'part-time', 'contract', 'temporary', 'internship', 'per-diem')),
	CONSTRAINT "jobs_salary_period_check" CHECK ("jobs"."salary_period" is null or "jobs"."salary_period" in ('hour', 'year')),
	CONSTRAINT "jobs_salary_range_check" CHECK ("jobs"."salary_min_cents" is null or "jobs"."salary_max_cents" is null or "jobs"."salary_min_cents" <= "jobs"."salary_max_cents"),
	CONSTRAINT "jobs_apply_check" CHECK ("jobs"."apply_url" is not null or "jobs"."apply_on_platform")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"city" text,
	"city_slug" text,
	"state_code" text,
	"state_name" text,
	"postal_code" text,
	"country_code" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_key_unique" UNIQUE("key"),
	CONSTRAINT "locations_type_check" CHECK ("locations"."type" in ('City', 'Postal', 'Pseudo'))
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"postal_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_type_id_category_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."category_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_documents" ADD CONSTRAINT "job_documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_primary_location_id_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "import_runs_source_started_idx" ON "import_runs" USING btree ("source","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_documents_search_idx" ON "job_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_locations_location_idx" ON "job_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "job_locations_state_city_idx" ON "job_locations" USING btree ("state_code","city_slug","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_ref_idx" ON "jobs" USING btree ("source","external_ref");--> statement-breakpoint
CREATE INDEX "jobs_status_posted_idx" ON "jobs" USING btree ("status","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_posted_idx" ON "jobs" USING btree ("company_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_category_posted_idx" ON "jobs" USING btree ("category_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_subcategory_posted_idx" ON "jobs" USING btree ("subcategory_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_remote_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST) WHERE "jobs"."remote" and "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_valid_through_idx" ON "jobs" USING btree ("valid_through") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_primary_location_idx" ON "jobs" USING btree ("primary_location_id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_state_city_idx" ON "locations" USING btree ("state_code","city_slug");--> statement-breakpoint
CREATE INDEX "locations_postal_code_idx" ON "locations" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "locations_earth_idx" ON "locations" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "postal_codes_state_city_idx" ON "postal_codes" USING btree ("state_code",lower("city"));--> statement-breakpoint
CREATE INDEX "postal_codes_city_trgm_idx" ON "postal_codes" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_lower_name_idx" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_category_idx" ON "companies" USING btree ("category_id");--> statement-breakpoint
-- Hand-added: reference rows (the importer re-creates them idempotently, e.g. after a test TRUNCATE).
INSERT INTO "locations" ("key", "name", "type", "latitude", "longitude") VALUES ('Remote', 'Remote', 'Pseudo', -1, -1) ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "category_types" ("slug", "name") VALUES ('jobs', 'Job categories'), ('companies', 'Company categories') ON CONFLICT ("slug") DO NOTHING;
