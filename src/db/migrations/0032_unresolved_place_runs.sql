ALTER TABLE "unresolved_places" ADD COLUMN "runs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "unresolved_places" ADD COLUMN "last_run_id" uuid;