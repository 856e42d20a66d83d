-- job_search (decision 006 amendment 2): the narrow table search reads. The vector is kept out of
-- line (toast_tuple_target = 128, storage external: no compression, so ranking detoasts cheaply),
-- so the heap holds ~150-byte rows and a bitmap over 100,000 matches reads little of it.
CREATE TABLE "job_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"valid_through" timestamp with time zone,
	"posted_at" timestamp with time zone NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"company_id" uuid NOT NULL,
	"employment_type" text,
	"remote" boolean NOT NULL,
	"salary_annual_min_cents" bigint,
	"search_vector" "tsvector"
) WITH (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The jobs already there, with the vectors job_documents computed (the indexes are built after).
INSERT INTO "job_search" ("id", "status", "valid_through", "posted_at", "category_id", "subcategory_id", "company_id", "employment_type", "remote", "salary_annual_min_cents", "search_vector")
SELECT j."id", j."status", j."valid_through", j."posted_at", j."category_id", j."subcategory_id", j."company_id", j."employment_type", j."remote", j."salary_annual_min_cents", d."search_vector"
FROM "jobs" j LEFT JOIN "job_documents" d ON d."job_id" = j."id";
--> statement-breakpoint
CREATE INDEX "job_search_vector_idx" ON "job_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_search_open_posted_idx" ON "job_search" USING btree ("posted_at" DESC NULLS LAST,"id") WHERE "job_search"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_search_category_posted_idx" ON "job_search" USING btree ("category_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_subcategory_posted_idx" ON "job_search" USING btree ("subcategory_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_company_posted_idx" ON "job_search" USING btree ("company_id","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_remote_posted_idx" ON "job_search" USING btree ("posted_at" DESC NULLS LAST) WHERE "job_search"."remote" and "job_search"."status" = 'open';--> statement-breakpoint
DROP INDEX "job_documents_search_idx";--> statement-breakpoint
ALTER TABLE "job_documents" DROP COLUMN "search_vector";
--> statement-breakpoint
-- Kept by the database: a job's searchable columns follow every insert and update of jobs ...
CREATE OR REPLACE FUNCTION upstep_job_search_from_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search (id, status, valid_through, posted_at, category_id, subcategory_id, company_id, employment_type, remote, salary_annual_min_cents)
  VALUES (NEW.id, NEW.status, NEW.valid_through, NEW.posted_at, NEW.category_id, NEW.subcategory_id, NEW.company_id, NEW.employment_type, NEW.remote, NEW.salary_annual_min_cents)
  ON CONFLICT (id) DO UPDATE SET
    status = excluded.status, valid_through = excluded.valid_through, posted_at = excluded.posted_at,
    category_id = excluded.category_id, subcategory_id = excluded.subcategory_id, company_id = excluded.company_id,
    employment_type = excluded.employment_type, remote = excluded.remote, salary_annual_min_cents = excluded.salary_annual_min_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_job_search_insert AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION upstep_job_search_from_job();
--> statement-breakpoint
CREATE TRIGGER jobs_job_search_update AFTER UPDATE ON jobs FOR EACH ROW
  WHEN ((OLD.status, OLD.valid_through, OLD.posted_at, OLD.category_id, OLD.subcategory_id, OLD.company_id, OLD.employment_type, OLD.remote, OLD.salary_annual_min_cents)
    IS DISTINCT FROM (NEW.status, NEW.valid_through, NEW.posted_at, NEW.category_id, NEW.subcategory_id, NEW.company_id, NEW.employment_type, NEW.remote, NEW.salary_annual_min_cents))
  EXECUTE FUNCTION upstep_job_search_from_job();
--> statement-breakpoint
-- ... and its vector every write of its text (A: title, B: company, C: description).
CREATE OR REPLACE FUNCTION upstep_job_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_search SET search_vector =
    setweight(to_tsvector('english'::regconfig, NEW.title), 'A') ||
    setweight(to_tsvector('english'::regconfig, NEW.company_name), 'B') ||
    setweight(to_tsvector('english'::regconfig, NEW.description_html), 'C')
  WHERE id = NEW.job_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_documents_job_search_insert AFTER INSERT ON job_documents FOR EACH ROW EXECUTE FUNCTION upstep_job_search_vector();
--> statement-breakpoint
CREATE TRIGGER job_documents_job_search_update AFTER UPDATE OF title, company_name, description_html ON job_documents FOR EACH ROW
  WHEN ((OLD.title, OLD.company_name, OLD.description_html) IS DISTINCT FROM (NEW.title, NEW.company_name, NEW.description_html))
  EXECUTE FUNCTION upstep_job_search_vector();
