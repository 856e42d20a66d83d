import "server-only";
import { sql, type SQL } from "drizzle-orm";

/*
 * The bounded ranking boost of a promoted job (issue 19, decision 056). Relevance is ts_rank_cd of
 * the keyword; an actively promoted job's rank is multiplied by 1 + PROMOTION_BOOST_STEP x boost,
 * boost 1-3 (job_promotions, checked by the table): at most x1.3. A promoted job therefore passes
 * an unpromoted one only when its own text match is at least 1 / 1.3 (77%) as good: a much better
 * match always stays above it, and a job that does not match the keyword is never shown for it.
 * Searches sorted by date or distance are not reordered (the person asked for that order).
 */
export const PROMOTION_BOOST_STEP = 0.1;
export const PROMOTION_BOOST_MAX = 3;

/** The factor (1 to 1.3) of the job whose id is `jobId`: its active promotion's boost, bounded again here. */
export function promotionFactor(jobId: SQL): SQL {
  return sql`(1 + ${PROMOTION_BOOST_STEP}::float8 * least(${PROMOTION_BOOST_MAX}, coalesce((select max(promotion.boost) from job_promotions promotion
    where promotion.job_id = ${jobId} and promotion.status = 'active'), 0)))`;
}
