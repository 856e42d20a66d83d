CREATE TABLE "admin_metric_manual_values" (
	"metric_key" text NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"recorded_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_metric_manual_values_metric_key_day_pk" PRIMARY KEY("metric_key","day"),
	CONSTRAINT "admin_metric_manual_values_value" CHECK ("admin_metric_manual_values"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "okr_key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"objective_id" uuid NOT NULL,
	"title" text NOT NULL,
	"metric_key" text NOT NULL,
	"baseline" double precision DEFAULT 0 NOT NULL,
	"target" double precision NOT NULL,
	"direction" text DEFAULT 'up' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_key_results_title_length" CHECK (char_length("okr_key_results"."title") between 1 and 150),
	CONSTRAINT "okr_key_results_metric_key_length" CHECK (char_length("okr_key_results"."metric_key") between 1 and 60),
	CONSTRAINT "okr_key_results_direction" CHECK ("okr_key_results"."direction" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "okr_objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "okr_objectives_title_length" CHECK (char_length("okr_objectives"."title") between 1 and 150),
	CONSTRAINT "okr_objectives_owner_length" CHECK (char_length("okr_objectives"."owner_name") <= 100),
	CONSTRAINT "okr_objectives_period" CHECK ("okr_objectives"."period_end" >= "okr_objectives"."period_start" and "okr_objectives"."period_end" - "okr_objectives"."period_start" < 366)
);
--> statement-breakpoint
ALTER TABLE "admin_metric_manual_values" ADD CONSTRAINT "admin_metric_manual_values_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_key_results" ADD CONSTRAINT "okr_key_results_objective_id_okr_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."okr_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "okr_objectives" ADD CONSTRAINT "okr_objectives_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "okr_key_results_objective_idx" ON "okr_key_results" USING btree ("objective_id","position");--> statement-breakpoint
CREATE INDEX "okr_objectives_period_idx" ON "okr_objectives" USING btree ("period_start" DESC NULLS LAST);