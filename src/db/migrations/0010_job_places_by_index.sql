-- A job's places (0009) looked up by index whatever the statistics say. 0009 joined job_locations to
-- locations; on a table never analyzed (a database loaded with autovacuum off) the planner took a
-- job's locations for ~1,000 rows and hashed all of locations for each job: 25 ms per job, so a
-- 1,000-job import batch spent 25 s in the job_locations trigger. Each location is now read by its
-- primary key in a subquery, which PostgreSQL does not turn into a join: ~0.1 ms per job.
CREATE OR REPLACE FUNCTION upstep_job_places(job_id uuid, OUT state_codes text[], OUT location_box cube) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(array_agg(DISTINCT x.state_code ORDER BY x.state_code) FILTER (WHERE x.state_code IS NOT NULL), '{}'::text[]),
    CASE WHEN count(x.e) = 0 THEN NULL
      ELSE cube(array[min(cube_ll_coord(x.e, 1)), min(cube_ll_coord(x.e, 2)), min(cube_ll_coord(x.e, 3))],
                array[max(cube_ll_coord(x.e, 1)), max(cube_ll_coord(x.e, 2)), max(cube_ll_coord(x.e, 3))]) END
  FROM (
    SELECT jl.state_code,
      (SELECT ll_to_earth(l.latitude, l.longitude)::cube FROM locations l
        WHERE l.id = jl.location_id AND l.type <> 'Pseudo' AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL) AS e
    FROM job_locations jl WHERE jl.job_id = $1
  ) x
$$;
