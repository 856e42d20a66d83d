CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"open_jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of open job titles (decision 006 amendment 4), for "did you mean": a misspelt word is
-- looked up among these (the titles' vocabulary, trigram-indexed) instead of through the trigram index
-- of a million titles (~60 ms a search at 1M jobs; a common trigram lists most titles). Kept by
-- statement-level triggers on jobs: +1 for each open job using a word, -1 when it closes, goes or
-- changes its title. Words down to 0 stay (the vocabulary is small) and are skipped by the lookup.
CREATE OR REPLACE FUNCTION upstep_job_title_words_count(added text[], removed text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_title_words AS w (word, open_jobs)
  SELECT d.word, sum(d.n)::int FROM (
    SELECT DISTINCT t.i, x AS word, 1 AS n FROM unnest(added) WITH ORDINALITY AS t(title, i), regexp_split_to_table(lower(t.title), '[^[:alnum:]]+') AS x WHERE length(x) > 1
    UNION ALL
    SELECT DISTINCT t.i, x, -1 FROM unnest(removed) WITH ORDINALITY AS t(title, i), regexp_split_to_table(lower(t.title), '[^[:alnum:]]+') AS x WHERE length(x) > 1
  ) d
  GROUP BY d.word HAVING sum(d.n) <> 0
  -- One order for every writer, so two imports at once cannot deadlock on the same words.
  ORDER BY d.word
  ON CONFLICT (word) DO UPDATE SET open_jobs = greatest(w.open_jobs + excluded.open_jobs, 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_job_title_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_job_title_words_count(array(SELECT title FROM new_rows WHERE status = 'open'), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_job_title_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_job_title_words_count(
    array(SELECT n.title FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'open' AND (o.status <> 'open' OR o.title <> n.title)),
    array(SELECT o.title FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status = 'open' AND (n.status <> 'open' OR n.title <> o.title)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_job_title_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_job_title_words_count('{}', array(SELECT title FROM old_rows WHERE status = 'open'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION upstep_job_title_words_inserted();
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION upstep_job_title_words_updated();
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION upstep_job_title_words_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_job_title_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_title_words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_title_words_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION upstep_job_title_words_truncated();
--> statement-breakpoint
-- The jobs already there.
INSERT INTO job_title_words (word, open_jobs)
SELECT d.word, count(*)::int FROM (
  SELECT DISTINCT j.id, x AS word FROM jobs j, regexp_split_to_table(lower(j.title), '[^[:alnum:]]+') AS x
  WHERE j.status = 'open' AND length(x) > 1
) d GROUP BY d.word;
