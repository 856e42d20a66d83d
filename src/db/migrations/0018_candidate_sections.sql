CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"score" smallint,
	"result" jsonb,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "assessments_kind" CHECK ("assessments"."kind" in ('skills', 'personality')),
	CONSTRAINT "assessments_status" CHECK ("assessments"."status" in ('assigned', 'in-progress', 'completed', 'expired')),
	CONSTRAINT "assessments_score_range" CHECK ("assessments"."score" between 0 and 100),
	CONSTRAINT "assessments_title_length" CHECK (char_length("assessments"."title") <= 150),
	CONSTRAINT "assessments_provider_length" CHECK (char_length("assessments"."provider") <= 30)
);
--> statement-breakpoint
CREATE TABLE "candidate_languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"proficiency" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "candidate_languages_language_format" CHECK ("candidate_languages"."language" ~ '^[a-z]{2,3}$'),
	CONSTRAINT "candidate_languages_proficiency_length" CHECK (char_length("candidate_languages"."proficiency") <= 30)
);
--> statement-breakpoint
CREATE TABLE "candidate_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_onboarding_step_length" CHECK (char_length("candidate_onboarding"."step") <= 30)
);
--> statement-breakpoint
CREATE TABLE "candidate_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desired_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"desired_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_arrangements" text[] DEFAULT '{}'::text[] NOT NULL,
	"shifts" text[] DEFAULT '{}'::text[] NOT NULL,
	"willing_to_relocate" boolean DEFAULT false NOT NULL,
	"max_commute_miles" smallint,
	"available_from" date,
	"pay_min_cents" integer,
	"pay_target_cents" integer,
	"pay_period" text DEFAULT '' NOT NULL,
	"open_to_negotiation" boolean DEFAULT true NOT NULL,
	"experience_level" text DEFAULT '' NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"people_managed" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_preferences_titles_count" CHECK (cardinality("candidate_preferences"."desired_titles") <= 5),
	CONSTRAINT "candidate_preferences_categories_count" CHECK (cardinality("candidate_preferences"."desired_categories") <= 5),
	CONSTRAINT "candidate_preferences_industries_count" CHECK (cardinality("candidate_preferences"."industries") <= 5),
	CONSTRAINT "candidate_preferences_pay_period" CHECK ("candidate_preferences"."pay_period" in ('', 'hour', 'year')),
	CONSTRAINT "candidate_preferences_pay_range" CHECK ("candidate_preferences"."pay_min_cents" between 0 and 10000000000 and "candidate_preferences"."pay_target_cents" between 0 and 10000000000),
	CONSTRAINT "candidate_preferences_commute_range" CHECK ("candidate_preferences"."max_commute_miles" between 0 and 500),
	CONSTRAINT "candidate_preferences_people_managed_range" CHECK ("candidate_preferences"."people_managed" between 0 and 9999),
	CONSTRAINT "candidate_preferences_experience_level_length" CHECK (char_length("candidate_preferences"."experience_level") <= 20)
);
--> statement-breakpoint
CREATE TABLE "candidate_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"may_contact" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_references_name_length" CHECK (char_length("candidate_references"."name") <= 100),
	CONSTRAINT "candidate_references_relationship_length" CHECK (char_length("candidate_references"."relationship") <= 30),
	CONSTRAINT "candidate_references_company_length" CHECK (char_length("candidate_references"."company") <= 100),
	CONSTRAINT "candidate_references_title_length" CHECK (char_length("candidate_references"."title") <= 100),
	CONSTRAINT "candidate_references_email_length" CHECK (char_length("candidate_references"."email") <= 254),
	CONSTRAINT "candidate_references_phone_format" CHECK ("candidate_references"."phone" ~ '^([0-9]{10})?$'),
	CONSTRAINT "candidate_references_note_length" CHECK (char_length("candidate_references"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"issue_month" smallint,
	"issue_year" smallint,
	"expiry_month" smallint,
	"expiry_year" smallint,
	"does_not_expire" boolean DEFAULT false NOT NULL,
	"credential_id" text DEFAULT '' NOT NULL,
	"credential_url" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size_bytes" integer,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "certifications_name_length" CHECK (char_length("certifications"."name") <= 150),
	CONSTRAINT "certifications_issuer_length" CHECK (char_length("certifications"."issuer") <= 150),
	CONSTRAINT "certifications_credential_id_length" CHECK (char_length("certifications"."credential_id") <= 100),
	CONSTRAINT "certifications_credential_url_length" CHECK (char_length("certifications"."credential_url") <= 500),
	CONSTRAINT "certifications_file_name_length" CHECK (char_length("certifications"."file_name") <= 255),
	CONSTRAINT "certifications_months" CHECK ("certifications"."issue_month" between 1 and 12 and "certifications"."expiry_month" between 1 and 12),
	CONSTRAINT "certifications_file_key_format" CHECK ("certifications"."file_key" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx|rtf|txt|odt)$')
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"radius_miles" smallint,
	"remote_only" boolean DEFAULT false NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_name_length" CHECK (char_length("job_alerts"."name") <= 100),
	CONSTRAINT "job_alerts_keywords_length" CHECK (char_length("job_alerts"."keywords") <= 200),
	CONSTRAINT "job_alerts_location_length" CHECK (char_length("job_alerts"."location") <= 100),
	CONSTRAINT "job_alerts_frequency" CHECK ("job_alerts"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "job_alerts_radius_range" CHECK ("job_alerts"."radius_miles" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "resume_parses" (
	"resume_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"parser_version" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"proposal" jsonb,
	"error" text,
	"duration_ms" integer NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_parses_status" CHECK ("resume_parses"."status" in ('parsed', 'failed')),
	CONSTRAINT "resume_parses_text_length" CHECK (char_length("resume_parses"."text") <= 100000),
	CONSTRAINT "resume_parses_error_length" CHECK (char_length("resume_parses"."error") <= 500)
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_languages" ADD CONSTRAINT "candidate_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_onboarding" ADD CONSTRAINT "candidate_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_preferences" ADD CONSTRAINT "candidate_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_parses" ADD CONSTRAINT "resume_parses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_languages_user_language_idx" ON "candidate_languages" USING btree ("user_id","language");--> statement-breakpoint
CREATE INDEX "candidate_references_user_position_idx" ON "candidate_references" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "certifications_user_position_idx" ON "certifications" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_active_idx" ON "job_alerts" USING btree ("frequency","last_sent_at") WHERE "job_alerts"."active";--> statement-breakpoint
CREATE INDEX "resume_parses_user_idx" ON "resume_parses" USING btree ("user_id");