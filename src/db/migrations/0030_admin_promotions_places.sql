CREATE TABLE "job_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"boost" smallint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_promotions_status_check" CHECK ("job_promotions"."status" in ('scheduled', 'active', 'ended', 'cancelled')),
	CONSTRAINT "job_promotions_boost_check" CHECK ("job_promotions"."boost" between 1 and 3),
	CONSTRAINT "job_promotions_range_check" CHECK ("job_promotions"."ends_at" > "job_promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "place_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_code_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"origin" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "postal_code_uploads_origin_check" CHECK ("postal_code_uploads"."origin" in ('package', 'csv')),
	CONSTRAINT "postal_code_uploads_status_check" CHECK ("postal_code_uploads"."status" in ('pending', 'applied', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "unresolved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"place_key" text NOT NULL,
	"label" text NOT NULL,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"reason" text NOT NULL,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"corrected_location_id" uuid,
	"corrected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_promotions" ADD CONSTRAINT "job_promotions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_promotions" ADD CONSTRAINT "job_promotions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_aliases" ADD CONSTRAINT "place_aliases_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_aliases" ADD CONSTRAINT "place_aliases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postal_code_uploads" ADD CONSTRAINT "postal_code_uploads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unresolved_places" ADD CONSTRAINT "unresolved_places_corrected_location_id_locations_id_fk" FOREIGN KEY ("corrected_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_promotions_job_idx" ON "job_promotions" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_promotions_status_starts_idx" ON "job_promotions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "job_promotions_status_ends_idx" ON "job_promotions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "job_promotions_active_job_idx" ON "job_promotions" USING btree ("job_id") WHERE "job_promotions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "place_aliases_location_idx" ON "place_aliases" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "postal_code_uploads_created_idx" ON "postal_code_uploads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "unresolved_places_source_key_idx" ON "unresolved_places" USING btree ("source","place_key");--> statement-breakpoint
CREATE INDEX "unresolved_places_last_seen_idx" ON "unresolved_places" USING btree ("last_seen_at" DESC NULLS LAST);