DROP INDEX "job_locations_location_idx";--> statement-breakpoint
CREATE INDEX "job_locations_location_idx" ON "job_locations" USING btree ("location_id","job_id");