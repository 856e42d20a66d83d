-- Job detail pages are served from an in-process cache of "open or gone, and which page version"
-- (decision 011 amendment). These triggers tell every listening process what changed, whoever
-- changed it: one notification per statement on the channel upstep_job_changes, payload
-- "job:{id},{id}..." / "company:{id},..." for up to 100 rows, "job:*" / "company:*" for more.
-- Inserts do not notify: unknown jobs are never cached.
CREATE OR REPLACE FUNCTION upstep_notify_job_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO changed, ids FROM (SELECT id FROM old_rows LIMIT 101) AS s;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO changed, ids FROM (SELECT id FROM new_rows LIMIT 101) AS s;
  END IF;
  IF changed = 0 THEN
    RETURN NULL;
  END IF;
  IF changed > 100 THEN
    PERFORM pg_notify('upstep_job_changes', TG_ARGV[0] || ':*');
  ELSE
    PERFORM pg_notify('upstep_job_changes', TG_ARGV[0] || ':' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_notify_job_changes('job');
--> statement-breakpoint
CREATE TRIGGER jobs_notify_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_notify_job_changes('job');
--> statement-breakpoint
CREATE TRIGGER companies_notify_update AFTER UPDATE ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_notify_job_changes('company');
--> statement-breakpoint
CREATE TRIGGER companies_notify_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_notify_job_changes('company');
