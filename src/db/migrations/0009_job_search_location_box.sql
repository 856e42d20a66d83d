-- job_search.location_box (decision 006 amendment 3): a job's places in earth coordinates (the point
-- of its one place, the box around several), GiST-indexed, so a radius is a bitmap PostgreSQL ANDs
-- with a keyword's instead of a list of job ids from job_locations to look up one by one.
ALTER TABLE "job_search" ADD COLUMN "location_box" "cube";
--> statement-breakpoint
-- The places of the given jobs, as job_search keeps them (0008 kept the states; the box joins them).
CREATE OR REPLACE FUNCTION upstep_job_places(job_id uuid, OUT state_codes text[], OUT location_box cube) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((SELECT array_agg(DISTINCT jl.state_code ORDER BY jl.state_code) FROM job_locations jl
      WHERE jl.job_id = $1 AND jl.state_code IS NOT NULL), '{}'::text[]),
    (SELECT CASE WHEN count(*) = 0 THEN NULL
        ELSE cube(array[min(cube_ll_coord(p.e, 1)), min(cube_ll_coord(p.e, 2)), min(cube_ll_coord(p.e, 3))],
                  array[max(cube_ll_coord(p.e, 1)), max(cube_ll_coord(p.e, 2)), max(cube_ll_coord(p.e, 3))]) END
      FROM (SELECT ll_to_earth(l.latitude, l.longitude)::cube AS e FROM job_locations jl JOIN locations l ON l.id = jl.location_id
        WHERE jl.job_id = $1 AND l.type <> 'Pseudo' AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL) p)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION upstep_job_search_set_states(job_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE job_search s SET state_codes = p.state_codes, location_box = p.location_box
  FROM unnest(job_ids) AS i(id), LATERAL upstep_job_places(i.id) p
  WHERE s.id = i.id AND (s.state_codes, s.location_box) IS DISTINCT FROM (p.state_codes, p.location_box)
$$;
--> statement-breakpoint
-- The jobs already there (the vector's index is built again after, as in 0008).
DROP INDEX "job_search_vector_idx";
--> statement-breakpoint
UPDATE job_search s SET location_box = x.box
FROM (
  SELECT jl.job_id, cube(array[min(cube_ll_coord(e, 1)), min(cube_ll_coord(e, 2)), min(cube_ll_coord(e, 3))],
                         array[max(cube_ll_coord(e, 1)), max(cube_ll_coord(e, 2)), max(cube_ll_coord(e, 3))]) AS box
  FROM job_locations jl JOIN locations l ON l.id = jl.location_id
  CROSS JOIN LATERAL (SELECT ll_to_earth(l.latitude, l.longitude)::cube AS e) p
  WHERE l.type <> 'Pseudo' AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY jl.job_id
) x
WHERE x.job_id = s.id;
--> statement-breakpoint
CREATE INDEX "job_search_vector_idx" ON "job_search" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "job_search_location_box_idx" ON "job_search" USING gist ("location_box");
