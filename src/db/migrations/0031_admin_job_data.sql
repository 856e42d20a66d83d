CREATE TABLE "job_feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"format" text DEFAULT 'auto' NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"origin" text DEFAULT 'admin' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_feed_sources_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "job_feed_sources_format_check" CHECK ("job_feed_sources"."format" in ('auto', 'xml', 'json')),
	CONSTRAINT "job_feed_sources_origin_check" CHECK ("job_feed_sources"."origin" in ('admin', 'env'))
);
--> statement-breakpoint
CREATE TABLE "job_rule_tags" (
	"job_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "job_rule_tags_job_id_tag_pk" PRIMARY KEY("job_id","tag")
);
--> statement-breakpoint
CREATE TABLE "job_tag_rule_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "job_tag_rule_runs_status_check" CHECK ("job_tag_rule_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "job_tag_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"field" text NOT NULL,
	"match" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"pattern" text,
	"tag" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_tag_rules_field_check" CHECK ("job_tag_rules"."field" in ('title', 'description', 'company', 'category', 'employment_type')),
	CONSTRAINT "job_tag_rules_match_check" CHECK ("job_tag_rules"."match" in ('contains', 'equals', 'regex')),
	CONSTRAINT "job_tag_rules_pattern_check" CHECK (("job_tag_rules"."match" = 'regex') = ("job_tag_rules"."pattern" is not null))
);
--> statement-breakpoint
ALTER TABLE "job_feed_sources" ADD CONSTRAINT "job_feed_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_rule_tags" ADD CONSTRAINT "job_rule_tags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tag_rule_runs" ADD CONSTRAINT "job_tag_rule_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_tag_rule_runs_requested_idx" ON "job_tag_rule_runs" USING btree ("requested_at" DESC NULLS LAST);