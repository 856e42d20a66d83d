import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { JOB_RULE_FROM, ruleFieldValue, ruleMatches } from "./tag-rule-sql";

type Executor = Pick<Db, "execute">;
export type ApplyResult = { checked: number; changed: number; added: number; removed: number };

const arr = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/** A text[] literal for one row (unnest over a text[][] would flatten it). */
function textArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

/**
 * Applies the enabled tag rules to these jobs inside the caller's transaction (decision 055). A rule's
 * tag is added when a rule matches and the job lacks it, and then recorded in job_rule_tags as the
 * rules'; a tag the rules added is removed when no rule matches any more. A tag the feed or a
 * promotion set is never recorded, so never removed. `writtenIds`: jobs an import just rewrote, whose
 * tags are the feed's again, so the rules own none of them until this call adds them back.
 */
export async function applyTagRules(tx: Executor, jobIds: readonly string[], writtenIds: readonly string[] = []): Promise<ApplyResult> {
  const result: ApplyResult = { checked: jobIds.length, changed: 0, added: 0, removed: 0 };
  if (!jobIds.length) return result;
  if (writtenIds.length) await tx.execute(sql`delete from job_rule_tags where job_id = any(${arr(writtenIds)}::uuid[])`);
  const rows = await tx.execute<{ id: string; tags: string[]; owned: string[]; desired: string[] }>(sql`
    select j.id, j.tags,
      coalesce((select array_agg(rt.tag) from job_rule_tags rt where rt.job_id = j.id), '{}'::text[]) as owned,
      coalesce((select array_agg(distinct r.tag) from job_tag_rules r
        cross join lateral (select ${ruleFieldValue(sql`r.field`)} as v) f
        where r.enabled and ${ruleMatches(sql`r.match`, sql`r.keywords`, sql`r.pattern`)}), '{}'::text[]) as desired
    from ${JOB_RULE_FROM}
    where j.id = any(${arr(jobIds)}::uuid[])`);

  const changedIds: string[] = [];
  const changedTags: string[] = [];
  const ownedJobIds: string[] = [];
  const ownedTags: string[] = [];
  for (const row of rows.rows) {
    const tags = row.tags ?? [];
    const owned = new Set(row.owned ?? []);
    const desired = new Set(row.desired ?? []);
    let next = tags.filter((t) => !(owned.has(t) && !desired.has(t)));
    result.removed += tags.length - next.length;
    const nextOwned: string[] = [];
    for (const t of desired) {
      if (!next.includes(t)) {
        next = [...next, t];
        result.added++;
        nextOwned.push(t);
      } else if (owned.has(t)) nextOwned.push(t);
    }
    for (const t of nextOwned) {
      ownedJobIds.push(row.id);
      ownedTags.push(t);
    }
    if (next.length !== tags.length || next.some((t, i) => t !== tags[i])) {
      changedIds.push(row.id);
      changedTags.push(textArrayLiteral(next));
    }
  }
  result.changed = changedIds.length;
  if (changedIds.length) {
    await tx.execute(sql`
      update jobs set tags = v.tags::text[], updated_at = now()
      from unnest(${arr(changedIds)}::uuid[], ${arr(changedTags)}::text[]) as v(id, tags)
      where jobs.id = v.id`);
  }
  await tx.execute(sql`delete from job_rule_tags where job_id = any(${arr(jobIds)}::uuid[])`);
  if (ownedJobIds.length) {
    await tx.execute(sql`
      insert into job_rule_tags (job_id, tag) select * from unnest(${arr(ownedJobIds)}::uuid[], ${arr(ownedTags)}::text[]) on conflict do nothing`);
  }
  return result;
}
