CREATE TABLE "talent_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_user_id" uuid NOT NULL,
	"pipeline_id" uuid,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_comments_body_length" CHECK (char_length("talent_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "talent_pipeline_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"candidate_user_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pipeline_activity_kind" CHECK ("talent_pipeline_activity"."kind" in ('added', 'stage', 'tags', 'comment', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "talent_pipeline_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_application_id" uuid,
	"added_by_user_id" uuid,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pipeline_members_tags_count" CHECK (cardinality("talent_pipeline_members"."tags") <= 20),
	CONSTRAINT "talent_pipeline_members_source" CHECK ("talent_pipeline_members"."source" in ('search', 'applicant', 'event', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "talent_pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pipeline_stages_name_length" CHECK (char_length("talent_pipeline_stages"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "talent_pipelines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_pipelines_name_length" CHECK (char_length("talent_pipelines"."name") between 1 and 80),
	CONSTRAINT "talent_pipelines_description_length" CHECK (char_length("talent_pipelines"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "talent_profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"candidate_user_id" uuid NOT NULL,
	"source" text DEFAULT 'direct' NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_profile_views_source" CHECK ("talent_profile_views"."source" in ('search', 'pipeline', 'saved-search', 'applicant', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "talent_saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"candidate_user_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "talent_saved_search_matches_saved_search_id_candidate_user_id_pk" PRIMARY KEY("saved_search_id","candidate_user_id")
);
--> statement-breakpoint
CREATE TABLE "talent_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"email_frequency" text DEFAULT 'daily' NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_saved_searches_name_length" CHECK (char_length("talent_saved_searches"."name") between 1 and 100),
	CONSTRAINT "talent_saved_searches_email_frequency" CHECK ("talent_saved_searches"."email_frequency" in ('none', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "talent_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"location_point" "cube",
	"remote_only" boolean DEFAULT false NOT NULL,
	"willing_to_relocate" boolean DEFAULT false NOT NULL,
	"work_authorization" text DEFAULT '' NOT NULL,
	"years_of_experience" smallint,
	"education_level" smallint DEFAULT 0 NOT NULL,
	"skill_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_title" text DEFAULT '' NOT NULL,
	"document" "tsvector",
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discoverable_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_search_education_level" CHECK ("talent_search"."education_level" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "requisition_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_activity_kind" CHECK ("requisition_activity"."kind" in ('created', 'edited', 'submitted', 'approved', 'rejected', 'status', 'linked', 'unlinked', 'hire', 'hire-removed'))
);
--> statement-breakpoint
CREATE TABLE "requisition_approvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "requisition_approvers_decision" CHECK ("requisition_approvers"."decision" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "requisition_approvers_comment_length" CHECK (char_length("requisition_approvers"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "requisition_hires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requisition_id" uuid NOT NULL,
	"application_id" uuid,
	"hire_name" text NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" uuid,
	CONSTRAINT "requisition_hires_name_length" CHECK (char_length("requisition_hires"."hire_name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "requisition_postings" (
	"requisition_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_postings_requisition_id_posting_id_pk" PRIMARY KEY("requisition_id","posting_id"),
	CONSTRAINT "requisition_postings_posting_id_unique" UNIQUE("posting_id")
);
--> statement-breakpoint
CREATE TABLE "requisition_team" (
	"requisition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "requisition_team_requisition_id_user_id_pk" PRIMARY KEY("requisition_id","user_id"),
	CONSTRAINT "requisition_team_role" CHECK ("requisition_team"."role" in ('hiring-manager', 'recruiter', 'interviewer', 'coordinator'))
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"openings" smallint DEFAULT 1 NOT NULL,
	"filled_count" smallint DEFAULT 0 NOT NULL,
	"target_start_date" date,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"salary_period" text,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_user_id" uuid,
	"owner_user_id" uuid,
	"submitted_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"filled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_status" CHECK ("requisitions"."status" in ('draft', 'pending-approval', 'open', 'on-hold', 'filled', 'cancelled')),
	CONSTRAINT "requisitions_title_length" CHECK (char_length("requisitions"."title") between 1 and 120),
	CONSTRAINT "requisitions_department_length" CHECK (char_length("requisitions"."department") <= 80),
	CONSTRAINT "requisitions_location_length" CHECK (char_length("requisitions"."location") <= 100),
	CONSTRAINT "requisitions_justification_length" CHECK (char_length("requisitions"."justification") <= 2000),
	CONSTRAINT "requisitions_openings_range" CHECK ("requisitions"."openings" between 1 and 500),
	CONSTRAINT "requisitions_filled_range" CHECK ("requisitions"."filled_count" between 0 and "requisitions"."openings"),
	CONSTRAINT "requisitions_salary_range" CHECK ("requisitions"."salary_min_cents" is null or "requisitions"."salary_max_cents" is null or "requisitions"."salary_min_cents" <= "requisitions"."salary_max_cents"),
	CONSTRAINT "requisitions_salary_period" CHECK ("requisitions"."salary_period" is null or "requisitions"."salary_period" in ('hour', 'year'))
);
--> statement-breakpoint
ALTER TABLE "talent_comments" ADD CONSTRAINT "talent_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_comments" ADD CONSTRAINT "talent_comments_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_comments" ADD CONSTRAINT "talent_comments_pipeline_id_talent_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."talent_pipelines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_comments" ADD CONSTRAINT "talent_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_activity" ADD CONSTRAINT "talent_pipeline_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_activity" ADD CONSTRAINT "talent_pipeline_activity_pipeline_id_talent_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."talent_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_activity" ADD CONSTRAINT "talent_pipeline_activity_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_activity" ADD CONSTRAINT "talent_pipeline_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_pipeline_id_talent_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."talent_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_stage_id_talent_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."talent_pipeline_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_source_application_id_applications_id_fk" FOREIGN KEY ("source_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_members" ADD CONSTRAINT "talent_pipeline_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipeline_stages" ADD CONSTRAINT "talent_pipeline_stages_pipeline_id_talent_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."talent_pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipelines" ADD CONSTRAINT "talent_pipelines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_pipelines" ADD CONSTRAINT "talent_pipelines_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profile_views" ADD CONSTRAINT "talent_profile_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profile_views" ADD CONSTRAINT "talent_profile_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profile_views" ADD CONSTRAINT "talent_profile_views_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_search_matches" ADD CONSTRAINT "talent_saved_search_matches_saved_search_id_talent_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."talent_saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_search_matches" ADD CONSTRAINT "talent_saved_search_matches_candidate_user_id_users_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_activity" ADD CONSTRAINT "requisition_activity_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_activity" ADD CONSTRAINT "requisition_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_approvers" ADD CONSTRAINT "requisition_approvers_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_approvers" ADD CONSTRAINT "requisition_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_hires" ADD CONSTRAINT "requisition_hires_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_hires" ADD CONSTRAINT "requisition_hires_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_hires" ADD CONSTRAINT "requisition_hires_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_postings" ADD CONSTRAINT "requisition_postings_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_postings" ADD CONSTRAINT "requisition_postings_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_team" ADD CONSTRAINT "requisition_team_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_team" ADD CONSTRAINT "requisition_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_comments_company_candidate_idx" ON "talent_comments" USING btree ("company_id","candidate_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_pipeline_activity_pipeline_idx" ON "talent_pipeline_activity" USING btree ("pipeline_id","candidate_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pipeline_members_person_idx" ON "talent_pipeline_members" USING btree ("pipeline_id","candidate_user_id");--> statement-breakpoint
CREATE INDEX "talent_pipeline_members_stage_idx" ON "talent_pipeline_members" USING btree ("pipeline_id","stage_id","stage_entered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_pipeline_members_company_candidate_idx" ON "talent_pipeline_members" USING btree ("company_id","candidate_user_id");--> statement-breakpoint
CREATE INDEX "talent_pipeline_stages_pipeline_idx" ON "talent_pipeline_stages" USING btree ("pipeline_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pipeline_stages_name_idx" ON "talent_pipeline_stages" USING btree ("pipeline_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pipelines_name_idx" ON "talent_pipelines" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_pipelines_company_idx" ON "talent_pipelines" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_profile_views_candidate_idx" ON "talent_profile_views" USING btree ("candidate_user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_profile_views_company_idx" ON "talent_profile_views" USING btree ("company_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_saved_search_matches_unmailed_idx" ON "talent_saved_search_matches" USING btree ("saved_search_id") WHERE "talent_saved_search_matches"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_saved_searches_name_idx" ON "talent_saved_searches" USING btree ("company_id","user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_saved_searches_checked_idx" ON "talent_saved_searches" USING btree ("last_checked_at");--> statement-breakpoint
CREATE INDEX "talent_search_document_idx" ON "talent_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "talent_search_skills_idx" ON "talent_search" USING gin ("skill_slugs");--> statement-breakpoint
CREATE INDEX "talent_search_location_idx" ON "talent_search" USING gist ("location_point");--> statement-breakpoint
CREATE INDEX "talent_search_active_idx" ON "talent_search" USING btree ("last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_search_since_idx" ON "talent_search" USING btree ("discoverable_since" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_search_state_idx" ON "talent_search" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "requisition_activity_requisition_idx" ON "requisition_activity" USING btree ("requisition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_approvers_position_idx" ON "requisition_approvers" USING btree ("requisition_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_approvers_user_idx" ON "requisition_approvers" USING btree ("requisition_id","user_id");--> statement-breakpoint
CREATE INDEX "requisition_approvers_pending_idx" ON "requisition_approvers" USING btree ("user_id") WHERE "requisition_approvers"."decision" = 'pending';--> statement-breakpoint
CREATE INDEX "requisition_hires_requisition_idx" ON "requisition_hires" USING btree ("requisition_id","filled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_hires_application_idx" ON "requisition_hires" USING btree ("application_id") WHERE "requisition_hires"."application_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "requisitions_company_number_idx" ON "requisitions" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "requisitions_company_status_idx" ON "requisitions" USING btree ("company_id","status","updated_at" DESC NULLS LAST);