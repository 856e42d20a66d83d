import "server-only";
import { sql, type SQL } from "drizzle-orm";

/*
 * How a tag rule reads a job, in SQL (decision 055), shared by the import hook, the re-apply run and
 * the rule test so all three agree. The FROM clause names the job j, its company c, category cat,
 * subcategory sub and document d. Matching is case-insensitive: contains = any keyword is a substring,
 * equals = the whole field is one of the keywords (trimmed), regex = PostgreSQL's ~* (POSIX).
 */
export const JOB_RULE_FROM = sql`jobs j
  join companies c on c.id = j.company_id
  left join categories cat on cat.id = j.category_id
  left join categories sub on sub.id = j.subcategory_id
  left join job_documents d on d.job_id = j.id`;

/** The text a field names: the description without its HTML tags; the category with its subcategory. */
export function ruleFieldValue(field: SQL): SQL {
  return sql`case ${field}
    when 'title' then j.title
    when 'company' then c.name
    when 'category' then concat_ws(' / ', cat.name, sub.name)
    when 'employment_type' then j.employment_type
    when 'description' then regexp_replace(coalesce(d.description_html, ''), '<[^>]*>', ' ', 'g')
  end`;
}

/** Whether the value v (a column of a lateral select) matches. */
export function ruleMatches(match: SQL, keywords: SQL, pattern: SQL): SQL {
  return sql`coalesce(case ${match}
    when 'contains' then exists (select 1 from unnest(${keywords}) k where strpos(lower(f.v), lower(k)) > 0)
    when 'equals' then exists (select 1 from unnest(${keywords}) k where lower(btrim(f.v)) = lower(btrim(k)))
    when 'regex' then f.v ~* ${pattern}
  end, false)`;
}
