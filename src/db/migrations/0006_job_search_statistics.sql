-- Search estimates (decision 006 amendment 3): a job's subcategory determines its category, but the
-- planner multiplies the two filters' shares as if independent (1/10 x 1/40 of the jobs: ten times
-- too few for "Customer Service / Contact Center"), so a broad search was counted row by row.
-- Functional-dependency statistics let it see that the subcategory implies the category.
CREATE STATISTICS IF NOT EXISTS "job_search_category_dependencies" (dependencies) ON "category_id", "subcategory_id" FROM "job_search";
--> statement-breakpoint
ANALYZE "job_search";
