-- talent_search maintenance (decision 042): like job_search (decision 006 amendment 2), a narrow row
-- per DISCOVERABLE candidate that the database keeps and the app never writes. Every write of a
-- profile table recomputes the person's row (or deletes it when the profile is private or gone), so a
-- private candidate has no row and no search can find them. The document is kept out of line, as
-- job_search's vector is, so the heap stays narrow for the facet pass.
ALTER TABLE "talent_search" SET (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "talent_search" ALTER COLUMN "document" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The education level a degree's free text says (EDUCATION_LEVELS in src/db/schema/talent.ts):
-- 6 doctorate or professional, 5 master's, 4 bachelor's, 3 associate, 2 certificate, diploma or
-- licence, 1 high school or equivalent, 0 nothing recognisable. High school comes before "diploma".
CREATE OR REPLACE FUNCTION upstep_education_level(degree text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN d ~ '\y(doctor|doctoral|doctorate|ph\.? ?d\.?|m\.d\.?|md|j\.d\.?|jd|dds|d\.d\.s\.?|dmd|dvm|d\.v\.m\.?|pharm\.? ?d\.?|psy\.? ?d\.?|ed\.d\.?|edd|dnp|dpt|od)\y' THEN 6
    WHEN d ~ '\y(master|masters|mba|m\.b\.a\.?|m\.s\.?|ms|msc|m\.a\.?|ma|msn|m\.ed\.?|med|mph|msw|mfa|m\.eng\.?|meng|llm|mpa|mha)\y' THEN 5
    WHEN d ~ '\y(bachelor|bachelors|baccalaureate|b\.s\.?|bs|bsc|b\.a\.?|ba|bsn|bfa|bba|b\.eng\.?|beng|bas)\y' THEN 4
    WHEN d ~ '\y(associate|associates|a\.a\.?|aa|a\.s\.?|aas|a\.a\.s\.?|adn|aos)\y' THEN 3
    WHEN d ~ '\y(high school|ged|hsed|hiset|secondary school)\y' THEN 1
    WHEN d ~ '\y(certificate|certification|certified|diploma|license|licensed|licence|lpn|cna|apprenticeship|journeyman|journeyworker|vocational)\y' THEN 2
    ELSE 0 END)::smallint
  FROM (SELECT lower(coalesce(degree, '')) AS d) x
$$;
--> statement-breakpoint
-- Recomputes one person's talent_search row from their profile tables, or deletes it when they have
-- no profile, are not discoverable or no longer exist. discoverable_since is set when the row is
-- (re)created and kept by later updates; last_active_at moves to now unless p_touch is false (a
-- vocabulary rename is not the person's activity).
CREATE OR REPLACE FUNCTION upstep_refresh_talent(p_user_id uuid, p_touch boolean DEFAULT true) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT cp.first_name, cp.last_name, cp.headline, cp.summary, cp.postal_code, cp.city, cp.state, cp.remote_only,
    cp.years_of_experience, cp.work_authorization, cp.discoverable, u.name AS user_name
  INTO p FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id WHERE cp.user_id = p_user_id;
  IF NOT FOUND OR NOT p.discoverable THEN
    DELETE FROM talent_search WHERE user_id = p_user_id;
    RETURN;
  END IF;
  INSERT INTO talent_search AS t (user_id, name, headline, city, state, state_code, location_point, remote_only,
    willing_to_relocate, work_authorization, years_of_experience, education_level, skill_slugs, current_title, document,
    last_active_at, discoverable_since, updated_at)
  SELECT p_user_id,
    coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), p.user_name),
    p.headline,
    coalesce(nullif(p.city, ''), pc.city, ''),
    p.state,
    coalesce(pc.state_code, CASE WHEN p.state ~ '^[A-Za-z]{2}$' THEN upper(p.state) ELSE '' END),
    CASE WHEN pc.postal_code IS NULL THEN NULL ELSE ll_to_earth(pc.latitude, pc.longitude) END,
    p.remote_only,
    coalesce(pref.willing_to_relocate, false),
    p.work_authorization,
    least(p.years_of_experience, 60),
    coalesce(ed.level, 0),
    coalesce(sk.slugs, '{}'::text[]),
    coalesce(wh.current_title, ''),
    setweight(to_tsvector('english'::regconfig, p.headline || ' ' || coalesce(wh.titles, '') || ' ' || coalesce(array_to_string(pref.desired_titles, ' '), '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(sk.names, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, p.summary || ' ' || coalesce(wh.descriptions, '')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce(rp.text, '')), 'D'),
    now(), now(), now()
  FROM (SELECT 1) AS one
  LEFT JOIN postal_codes pc ON pc.postal_code = nullif(p.postal_code, '')
  LEFT JOIN candidate_preferences pref ON pref.user_id = p_user_id
  LEFT JOIN LATERAL (SELECT max(upstep_education_level(e.degree)) AS level FROM education e WHERE e.user_id = p_user_id) ed ON true
  LEFT JOIN LATERAL (SELECT array_agg(cs.skill_slug ORDER BY cs.position) AS slugs, string_agg(s.name, ' ' ORDER BY cs.position) AS names
    FROM candidate_skills cs JOIN skills s ON s.slug = cs.skill_slug WHERE cs.user_id = p_user_id) sk ON true
  LEFT JOIN LATERAL (SELECT (array_agg(w.title ORDER BY w.position))[1] AS current_title, string_agg(w.title, ' ' ORDER BY w.position) AS titles,
      string_agg(w.description, ' ' ORDER BY w.position) AS descriptions
    FROM work_history w WHERE w.user_id = p_user_id) wh ON true
  LEFT JOIN LATERAL (SELECT left(r.text, 20000) AS text FROM resume_parses r
    WHERE r.user_id = p_user_id AND r.status = 'parsed' ORDER BY r.created_at DESC LIMIT 1) rp ON true
  ON CONFLICT (user_id) DO UPDATE SET
    name = excluded.name, headline = excluded.headline, city = excluded.city, state = excluded.state,
    state_code = excluded.state_code, location_point = excluded.location_point, remote_only = excluded.remote_only,
    willing_to_relocate = excluded.willing_to_relocate, work_authorization = excluded.work_authorization,
    years_of_experience = excluded.years_of_experience, education_level = excluded.education_level,
    skill_slugs = excluded.skill_slugs, current_title = excluded.current_title, document = excluded.document,
    last_active_at = CASE WHEN p_touch THEN excluded.last_active_at ELSE t.last_active_at END,
    updated_at = now();
END
$$;
--> statement-breakpoint
-- Row triggers for the one-row-per-person tables ...
CREATE OR REPLACE FUNCTION upstep_talent_from_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM upstep_refresh_talent(OLD.user_id);
  ELSE
    PERFORM upstep_refresh_talent(NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN PERFORM upstep_refresh_talent(OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidate_profiles_talent_search AFTER INSERT OR UPDATE OR DELETE ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION upstep_talent_from_row();
--> statement-breakpoint
CREATE TRIGGER candidate_preferences_talent_search AFTER INSERT OR DELETE ON candidate_preferences
  FOR EACH ROW EXECUTE FUNCTION upstep_talent_from_row();
--> statement-breakpoint
CREATE TRIGGER candidate_preferences_talent_search_update AFTER UPDATE ON candidate_preferences FOR EACH ROW
  WHEN ((OLD.willing_to_relocate, OLD.desired_titles) IS DISTINCT FROM (NEW.willing_to_relocate, NEW.desired_titles))
  EXECUTE FUNCTION upstep_talent_from_row();
--> statement-breakpoint
-- ... and statement triggers (with their transition tables) for the lists, so saving ten skills or
-- reordering a work history recomputes each person once per statement, not once per row.
CREATE OR REPLACE FUNCTION upstep_talent_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_refresh_talent(x.user_id) FROM (SELECT DISTINCT user_id FROM new_rows) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_talent_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_refresh_talent(x.user_id) FROM (SELECT DISTINCT user_id FROM old_rows) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_talent_from_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_refresh_talent(x.user_id) FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER work_history_talent_insert AFTER INSERT ON work_history REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_new_rows();
--> statement-breakpoint
CREATE TRIGGER work_history_talent_update AFTER UPDATE ON work_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_changed_rows();
--> statement-breakpoint
CREATE TRIGGER work_history_talent_delete AFTER DELETE ON work_history REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_old_rows();
--> statement-breakpoint
CREATE TRIGGER education_talent_insert AFTER INSERT ON education REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_new_rows();
--> statement-breakpoint
CREATE TRIGGER education_talent_update AFTER UPDATE ON education REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_changed_rows();
--> statement-breakpoint
CREATE TRIGGER education_talent_delete AFTER DELETE ON education REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_old_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_skills_talent_insert AFTER INSERT ON candidate_skills REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_new_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_skills_talent_update AFTER UPDATE ON candidate_skills REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_changed_rows();
--> statement-breakpoint
CREATE TRIGGER candidate_skills_talent_delete AFTER DELETE ON candidate_skills REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_old_rows();
--> statement-breakpoint
CREATE TRIGGER resume_parses_talent_insert AFTER INSERT ON resume_parses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_new_rows();
--> statement-breakpoint
CREATE TRIGGER resume_parses_talent_update AFTER UPDATE ON resume_parses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_changed_rows();
--> statement-breakpoint
CREATE TRIGGER resume_parses_talent_delete AFTER DELETE ON resume_parses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_old_rows();
--> statement-breakpoint
-- The account's name (shown when the profile has no first and last name); not activity.
CREATE OR REPLACE FUNCTION upstep_talent_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM talent_search WHERE user_id = NEW.id) THEN PERFORM upstep_refresh_talent(NEW.id, false); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_talent_search_name AFTER UPDATE OF name ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION upstep_talent_from_user();
--> statement-breakpoint
-- A skill renamed in the vocabulary: the people who have it (a rare, curated edit).
CREATE OR REPLACE FUNCTION upstep_talent_from_skills() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upstep_refresh_talent(x.user_id, false) FROM (
    SELECT DISTINCT cs.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name
    JOIN candidate_skills cs ON cs.skill_slug = n.slug JOIN talent_search t ON t.user_id = cs.user_id) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skills_talent_search AFTER UPDATE ON skills REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION upstep_talent_from_skills();
--> statement-breakpoint
-- Signing in is activity (a new session); one indexed update, nothing for people without a row.
CREATE OR REPLACE FUNCTION upstep_talent_signed_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE talent_search SET last_active_at = greatest(last_active_at, NEW.created_at) WHERE user_id = NEW.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_talent_search AFTER INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION upstep_talent_signed_in();
--> statement-breakpoint
-- The profiles already discoverable, active as of their last profile change or sign-in.
SELECT upstep_refresh_talent(user_id) FROM candidate_profiles WHERE discoverable;
--> statement-breakpoint
UPDATE talent_search t SET
  last_active_at = greatest(cp.updated_at, coalesce((SELECT max(s.created_at) FROM sessions s WHERE s.user_id = t.user_id), cp.updated_at)),
  discoverable_since = cp.updated_at
FROM candidate_profiles cp WHERE cp.user_id = t.user_id;
