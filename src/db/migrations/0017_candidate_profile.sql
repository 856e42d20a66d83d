CREATE TABLE "candidate_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"remote_only" boolean DEFAULT false NOT NULL,
	"years_of_experience" smallint,
	"work_authorization" text DEFAULT '' NOT NULL,
	"discoverable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_first_name_length" CHECK (char_length("candidate_profiles"."first_name") <= 50),
	CONSTRAINT "candidate_profiles_last_name_length" CHECK (char_length("candidate_profiles"."last_name") <= 50),
	CONSTRAINT "candidate_profiles_headline_length" CHECK (char_length("candidate_profiles"."headline") <= 120),
	CONSTRAINT "candidate_profiles_summary_length" CHECK (char_length("candidate_profiles"."summary") <= 2000),
	CONSTRAINT "candidate_profiles_phone_format" CHECK ("candidate_profiles"."phone" ~ '^([0-9]{10})?$'),
	CONSTRAINT "candidate_profiles_postal_code_format" CHECK ("candidate_profiles"."postal_code" ~ '^([0-9]{5})?$'),
	CONSTRAINT "candidate_profiles_city_length" CHECK (char_length("candidate_profiles"."city") <= 80),
	CONSTRAINT "candidate_profiles_state_length" CHECK (char_length("candidate_profiles"."state") <= 50),
	CONSTRAINT "candidate_profiles_years_range" CHECK ("candidate_profiles"."years_of_experience" between 0 and 99),
	CONSTRAINT "candidate_profiles_work_authorization_length" CHECK (char_length("candidate_profiles"."work_authorization") <= 40)
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"user_id" uuid NOT NULL,
	"skill_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "candidate_skills_user_id_skill_slug_pk" PRIMARY KEY("user_id","skill_slug")
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"school" text NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"field_of_study" text DEFAULT '' NOT NULL,
	"start_year" smallint,
	"end_year" smallint,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_school_length" CHECK (char_length("education"."school") <= 150),
	CONSTRAINT "education_degree_length" CHECK (char_length("education"."degree") <= 100),
	CONSTRAINT "education_field_of_study_length" CHECK (char_length("education"."field_of_study") <= 100)
);
--> statement-breakpoint
CREATE TABLE "work_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"employer" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_month" smallint,
	"start_year" smallint,
	"end_month" smallint,
	"end_year" smallint,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_history_employer_length" CHECK (char_length("work_history"."employer") <= 100),
	CONSTRAINT "work_history_title_length" CHECK (char_length("work_history"."title") <= 100),
	CONSTRAINT "work_history_location_length" CHECK (char_length("work_history"."location") <= 100),
	CONSTRAINT "work_history_description_length" CHECK (char_length("work_history"."description") <= 2000),
	CONSTRAINT "work_history_months" CHECK ("work_history"."start_month" between 1 and 12 and "work_history"."end_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_skill_slug_skills_slug_fk" FOREIGN KEY ("skill_slug") REFERENCES "public"."skills"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_history" ADD CONSTRAINT "work_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("skill_slug");--> statement-breakpoint
CREATE INDEX "education_user_position_idx" ON "education" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "work_history_user_position_idx" ON "work_history" USING btree ("user_id","position");