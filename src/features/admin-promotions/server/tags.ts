import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_TAGS } from "@/db/schema";

type Executor = Pick<Db, "execute">;

/*
 * The Promoted Job tag follows the promotions: every job with an active promotion carries it (the
 * importer keeps it when it rewrites a promoted job; this puts it back if anything else removed it), and a job whose promotion ended
 * loses it unless another promotion of it is active. updated_at moves so the job's detail page
 * version changes (decision 011). Returns the jobs whose tags changed.
 */
export async function reconcilePromotedTags(db: Executor, endedJobIds: readonly string[]): Promise<string[]> {
  const added = await db.execute<{ id: string }>(sql`
    update jobs set tags = array_append(jobs.tags, ${JOB_TAGS.promoted}), updated_at = now()
    where not (${JOB_TAGS.promoted} = any(jobs.tags))
      and exists (select 1 from job_promotions promotion where promotion.job_id = jobs.id and promotion.status = 'active')
    returning jobs.id`);
  let removed: { id: string }[] = [];
  if (endedJobIds.length) {
    removed = (
      await db.execute<{ id: string }>(sql`
      update jobs set tags = array_remove(jobs.tags, ${JOB_TAGS.promoted}), updated_at = now()
      where jobs.id = any(${sql.param([...endedJobIds])}::uuid[]) and ${JOB_TAGS.promoted} = any(jobs.tags)
        and not exists (select 1 from job_promotions promotion where promotion.job_id = jobs.id and promotion.status = 'active')
      returning jobs.id`)
    ).rows;
  }
  return [...added.rows, ...removed].map((r) => r.id);
}
