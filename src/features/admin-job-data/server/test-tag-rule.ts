import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import type { TagRuleTestResult } from "../types";
import { JOB_RULE_FROM, ruleFieldValue, ruleMatches } from "./tag-rule-sql";
import { readTagRuleInput } from "./tag-rule-input";
import { requireAdmin } from "./validation";

const arr = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/**
 * POST /api/admin/job-data/tag-rules/test: how many open jobs a rule (saved or not) would tag, how
 * many of those have the tag already, and a few of them by title. Reads only.
 */
export async function testTagRule(db: Db, actor: CurrentUser | null, body: unknown): Promise<TagRuleTestResult> {
  requireAdmin(actor);
  const rule = await readTagRuleInput(db, body);
  const where = ruleMatches(sql`${rule.match}::text`, sql`${arr(rule.keywords)}::text[]`, sql`${rule.pattern}::text`);
  const from = sql`${JOB_RULE_FROM} cross join lateral (select ${ruleFieldValue(sql`${rule.field}::text`)} as v) f`;
  const [counts, samples] = await Promise.all([
    db.execute<{ open: number; matching: number; tagged: number }>(sql`
      select count(*)::int as open,
        count(*) filter (where ${where})::int as matching,
        count(*) filter (where ${where} and ${rule.tag}::text = any(j.tags))::int as tagged
      from ${from} where j.status = 'open'`),
    db.execute<{ id: string; title: string; company: string }>(sql`
      select j.id, j.title, c.name as company from ${from} where j.status = 'open' and ${where} order by j.posted_at desc, j.id limit 5`),
  ]);
  const c = counts.rows[0]!;
  return { openJobs: c.open, matching: c.matching, alreadyTagged: c.tagged, samples: samples.rows };
}
