CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text,
	"stage" text NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_actor_role" CHECK ("application_events"."actor_role" in ('candidate', 'employer', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"channel" text DEFAULT 'upstep' NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"resume_id" uuid,
	"resume_storage_key" text,
	"resume_file_name" text,
	"resume_mime" text,
	"cover_letter" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"knocked_out" smallint DEFAULT 0 NOT NULL,
	"profile_snapshot" jsonb,
	"draft_step" text DEFAULT 'profile' NOT NULL,
	"draft_expires_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_stage" CHECK ("applications"."stage" in ('draft', 'applied', 'viewed', 'in-review', 'interviewing', 'offer', 'hired', 'not-selected', 'withdrawn')),
	CONSTRAINT "applications_channel" CHECK ("applications"."channel" in ('upstep', 'external')),
	CONSTRAINT "applications_knocked_out" CHECK ("applications"."knocked_out" in (0, 1)),
	CONSTRAINT "applications_cover_letter_length" CHECK (char_length("applications"."cover_letter") <= 5000),
	CONSTRAINT "applications_resume_file_name_length" CHECK (char_length("applications"."resume_file_name") <= 255),
	CONSTRAINT "applications_draft_step_length" CHECK (char_length("applications"."draft_step") <= 20),
	CONSTRAINT "applications_submitted" CHECK ("applications"."stage" = 'draft' or "applications"."submitted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "external_apply_clicks" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"click_count" integer DEFAULT 1 NOT NULL,
	"first_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "external_apply_clicks_user_id_job_id_pk" PRIMARY KEY("user_id","job_id"),
	CONSTRAINT "external_apply_clicks_answer" CHECK ("external_apply_clicks"."answer" is null or "external_apply_clicks"."answer" in ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_alert_matches" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_id" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_screening_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" smallint DEFAULT 1 NOT NULL,
	"knockout_answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"knockout_min" double precision,
	"knockout_max" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_screening_questions_kind" CHECK ("job_screening_questions"."kind" in ('yes-no', 'choice', 'number', 'text')),
	CONSTRAINT "job_screening_questions_prompt_length" CHECK (char_length("job_screening_questions"."prompt") between 1 and 300),
	CONSTRAINT "job_screening_questions_required" CHECK ("job_screening_questions"."required" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "recent_job_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query_string" text NOT NULL,
	"label" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_job_searches_query_length" CHECK (char_length("recent_job_searches"."query_string") <= 500),
	CONSTRAINT "recent_job_searches_label_length" CHECK (char_length("recent_job_searches"."label") <= 200)
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "self_identifications" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alerts" DROP CONSTRAINT "job_alerts_frequency";--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "category_slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "subcategory_slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "company_slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "min_salary" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_apply_clicks" ADD CONSTRAINT "external_apply_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_apply_clicks" ADD CONSTRAINT "external_apply_clicks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_screening_questions" ADD CONSTRAINT "job_screening_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_job_searches" ADD CONSTRAINT "recent_job_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_identifications" ADD CONSTRAINT "self_identifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_user_idx" ON "applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_updated_idx" ON "applications" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_submitted_idx" ON "applications" USING btree ("company_id","submitted_at" DESC NULLS LAST) WHERE "applications"."stage" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_job_submitted_idx" ON "applications" USING btree ("job_id","submitted_at" DESC NULLS LAST) WHERE "applications"."stage" <> 'draft';--> statement-breakpoint
CREATE INDEX "applications_draft_expiry_idx" ON "applications" USING btree ("draft_expires_at") WHERE "applications"."stage" = 'draft';--> statement-breakpoint
CREATE INDEX "external_apply_clicks_unanswered_idx" ON "external_apply_clicks" USING btree ("user_id","last_clicked_at" DESC NULLS LAST) WHERE "external_apply_clicks"."answer" is null;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_alert_idx" ON "job_alert_deliveries" USING btree ("alert_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_alert_matches_unsent_idx" ON "job_alert_matches" USING btree ("alert_id","matched_at") WHERE "job_alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "job_screening_questions_job_idx" ON "job_screening_questions" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_job_searches_user_query_idx" ON "recent_job_searches" USING btree ("user_id","query_string");--> statement-breakpoint
CREATE INDEX "recent_job_searches_user_searched_idx" ON "recent_job_searches" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_user_created_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "self_identifications_company_idx" ON "self_identifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "self_identifications_job_idx" ON "self_identifications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email") WHERE "job_alerts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_unsubscribe_token_idx" ON "job_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_email_length" CHECK (char_length("job_alerts"."email") <= 254);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_slugs_length" CHECK (char_length("job_alerts"."category_slug" || "job_alerts"."subcategory_slug" || "job_alerts"."company_slug") <= 300);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_owner" CHECK ("job_alerts"."user_id" is not null or "job_alerts"."email" <> '');--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_paused_reason" CHECK ("job_alerts"."paused_reason" is null or "job_alerts"."paused_reason" in ('unopened'));--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_min_salary" CHECK ("job_alerts"."min_salary" is null or "job_alerts"."min_salary" between 1 and 10000000);--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_frequency" CHECK ("job_alerts"."frequency" in ('instant', 'daily', 'weekly'));--> statement-breakpoint
UPDATE "job_alerts" SET "confirmed_at" = "created_at" WHERE "user_id" IS NOT NULL AND "confirmed_at" IS NULL;