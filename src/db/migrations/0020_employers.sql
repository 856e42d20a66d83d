CREATE TABLE "application_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_activity_kind" CHECK ("application_activity"."kind" in ('viewed', 'stage', 'note', 'rating', 'scorecard', 'email', 'resume-download'))
);
--> statement-breakpoint
CREATE TABLE "application_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"template_id" uuid,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_emails_subject_length" CHECK (char_length("application_emails"."subject") between 1 and 200),
	CONSTRAINT "application_emails_body_length" CHECK (char_length("application_emails"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"mentioned_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_notes_body_length" CHECK (char_length("application_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "application_ratings" (
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_ratings_application_id_user_id_pk" PRIMARY KEY("application_id","user_id"),
	CONSTRAINT "application_ratings_rating" CHECK ("application_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "application_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"overall" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scorecards_overall" CHECK ("application_scorecards"."overall" in ('strong-no', 'no', 'yes', 'strong-yes')),
	CONSTRAINT "application_scorecards_notes_length" CHECK (char_length("application_scorecards"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "application_tracking" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"pipeline_stage_id" uuid,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejection_reason" text,
	"rejection_note" text DEFAULT '' NOT NULL,
	"rating_average" real,
	"rating_count" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_tracking_rejection_note_length" CHECK (char_length("application_tracking"."rejection_note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_domains_domain_length" CHECK (char_length("company_domains"."domain") <= 253)
);
--> statement-breakpoint
CREATE TABLE "company_email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_email_templates_name_length" CHECK (char_length("company_email_templates"."name") between 1 and 80),
	CONSTRAINT "company_email_templates_subject_length" CHECK (char_length("company_email_templates"."subject") between 1 and 200),
	CONSTRAINT "company_email_templates_body_length" CHECK (char_length("company_email_templates"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"company_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role" CHECK ("company_invitations"."company_role" in ('owner', 'hiring-manager', 'recruiter', 'interviewer')),
	CONSTRAINT "company_invitations_email_length" CHECK (char_length("company_invitations"."email") <= 254)
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"granted_role" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_join_requests_status" CHECK ("company_join_requests"."status" in ('pending', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "company_join_requests_message_length" CHECK (char_length("company_join_requests"."message") <= 500)
);
--> statement-breakpoint
CREATE TABLE "company_pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"candidate_stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_pipeline_stages_kind" CHECK ("company_pipeline_stages"."kind" in ('applied', 'active', 'hired', 'rejected')),
	CONSTRAINT "company_pipeline_stages_candidate_stage" CHECK (("company_pipeline_stages"."kind" = 'active') = ("company_pipeline_stages"."candidate_stage" is not null) and ("company_pipeline_stages"."candidate_stage" is null or "company_pipeline_stages"."candidate_stage" in ('in-review', 'interviewing', 'offer'))),
	CONSTRAINT "company_pipeline_stages_name_length" CHECK (char_length("company_pipeline_stages"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "employer_signups" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_signups_company_name_length" CHECK (char_length("employer_signups"."company_name") <= 120),
	CONSTRAINT "employer_signups_job_title_length" CHECK (char_length("employer_signups"."job_title") <= 100)
);
--> statement-breakpoint
CREATE TABLE "job_daily_stats" (
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_daily_stats_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"created_by_user_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"remote" smallint DEFAULT 0 NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employment_type" text,
	"category_id" uuid,
	"subcategory_id" uuid,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"salary_period" text,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_mode" text DEFAULT 'upstep' NOT NULL,
	"apply_url" text,
	"expires_at" timestamp with time zone,
	"scorecard_attributes" text[] DEFAULT '{"Relevant experience","Skills for the role","Communication","Motivation"}'::text[] NOT NULL,
	"first_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_status" CHECK ("job_postings"."status" in ('draft', 'published', 'paused', 'closed')),
	CONSTRAINT "job_postings_apply_mode" CHECK ("job_postings"."apply_mode" in ('upstep', 'external')),
	CONSTRAINT "job_postings_remote" CHECK ("job_postings"."remote" in (0, 1)),
	CONSTRAINT "job_postings_salary_range" CHECK ("job_postings"."salary_min_cents" is null or "job_postings"."salary_max_cents" is null or "job_postings"."salary_min_cents" <= "job_postings"."salary_max_cents"),
	CONSTRAINT "job_postings_title_length" CHECK (char_length("job_postings"."title") <= 150),
	CONSTRAINT "job_postings_description_length" CHECK (char_length("job_postings"."description_html") <= 60000),
	CONSTRAINT "job_postings_apply_url_length" CHECK (char_length("job_postings"."apply_url") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_slug_pk" PRIMARY KEY("job_id","skill_slug")
);
--> statement-breakpoint
ALTER TABLE "company_members" ALTER COLUMN "member_role" SET DEFAULT 'interviewer';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "dashboard_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "dashboard_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_activity" ADD CONSTRAINT "application_activity_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_activity" ADD CONSTRAINT "application_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_activity" ADD CONSTRAINT "application_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_template_id_company_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."company_email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ratings" ADD CONSTRAINT "application_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tracking" ADD CONSTRAINT "application_tracking_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tracking" ADD CONSTRAINT "application_tracking_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tracking" ADD CONSTRAINT "application_tracking_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tracking" ADD CONSTRAINT "application_tracking_pipeline_stage_id_company_pipeline_stages_id_fk" FOREIGN KEY ("pipeline_stage_id") REFERENCES "public"."company_pipeline_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_templates" ADD CONSTRAINT "company_email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_templates" ADD CONSTRAINT "company_email_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pipeline_stages" ADD CONSTRAINT "company_pipeline_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_signups" ADD CONSTRAINT "employer_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD CONSTRAINT "job_daily_stats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_activity_application_idx" ON "application_activity" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_activity_company_kind_idx" ON "application_activity" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "application_emails_application_idx" ON "application_emails" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_scorecards_author_idx" ON "application_scorecards" USING btree ("application_id","author_user_id");--> statement-breakpoint
CREATE INDEX "application_tracking_job_stage_idx" ON "application_tracking" USING btree ("job_id","pipeline_stage_id","stage_entered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_tracking_company_idx" ON "application_tracking" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_email_templates_company_idx" ON "company_email_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_invitations_email_idx" ON "company_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_requests_pending_idx" ON "company_join_requests" USING btree ("company_id","user_id") WHERE "company_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_join_requests_user_idx" ON "company_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_pipeline_stages_company_idx" ON "company_pipeline_stages" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "company_pipeline_stages_name_idx" ON "company_pipeline_stages" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "company_pipeline_stages_fixed_kind_idx" ON "company_pipeline_stages" USING btree ("company_id","kind") WHERE "company_pipeline_stages"."kind" <> 'active';--> statement-breakpoint
CREATE INDEX "job_postings_company_updated_idx" ON "job_postings" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_postings_company_status_idx" ON "job_postings" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_postings_owner_idx" ON "job_postings" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_slug");--> statement-breakpoint
UPDATE "company_members" SET "member_role" = 'hiring-manager' WHERE "member_role" NOT IN ('owner', 'hiring-manager', 'recruiter', 'interviewer');--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_role" CHECK ("company_members"."member_role" in ('owner', 'hiring-manager', 'recruiter', 'interviewer'));--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_job_title_length" CHECK (char_length("company_members"."job_title") <= 100);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_source" CHECK ("applications"."source" in ('search', 'job-alert', 'company-page', 'saved-jobs', 'direct', 'external'));--> statement-breakpoint
-- Every sent application has its applicant-tracking row (issue 16): made when an application leaves
-- draft, whoever sends it, so the board reads one table per posting. Existing ones are backfilled.
CREATE OR REPLACE FUNCTION application_tracking_on_submit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stage <> 'draft' THEN
    INSERT INTO application_tracking (application_id, company_id, job_id, stage_entered_at)
    VALUES (NEW.id, NEW.company_id, NEW.job_id, coalesce(NEW.submitted_at, now()))
    ON CONFLICT (application_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_tracking_insert AFTER INSERT ON applications FOR EACH ROW EXECUTE FUNCTION application_tracking_on_submit();--> statement-breakpoint
CREATE TRIGGER applications_tracking_update AFTER UPDATE OF stage ON applications FOR EACH ROW WHEN (OLD.stage = 'draft' AND NEW.stage <> 'draft') EXECUTE FUNCTION application_tracking_on_submit();--> statement-breakpoint
INSERT INTO application_tracking (application_id, company_id, job_id, stage_entered_at)
SELECT id, company_id, job_id, coalesce(submitted_at, created_at) FROM applications WHERE stage <> 'draft'
ON CONFLICT (application_id) DO NOTHING;
--> statement-breakpoint
-- g2-employment-v2 now means employer self-serve sign-up (decision 038), on by default: turn it on
-- where nobody has set it by hand (its old meaning, a preferences form, was never built).
UPDATE feature_flags SET enabled = true WHERE key = 'g2-employment-v2' AND updated_by_user_id IS NULL;
