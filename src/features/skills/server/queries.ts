import "server-only";
import { and, inArray, isNull, max, count, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { skills } from "@/db/schema";
import { buildSkillMatcher, type SkillMatcher } from "../matcher";
import { normaliseTerm } from "../normalise";
import type { SkillOption } from "../types";

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The typeahead (GET /api/skills): skills whose name or an alias is the query (first), starts with
 * it (then; a name before an alias), contains it, or is close to it by trigram word similarity
 * (typos: "javscript"); ties by similarity, then the shorter name. Retired skills never show.
 */
export async function searchSkills(db: Db, q: string, limit: number): Promise<SkillOption[]> {
  const term = normaliseTerm(q);
  if (!term) return [];
  const contains = `%${likeEscape(term)}%`;
  const rows = await db.execute<SkillOption & { rank: number }>(sql`
    select slug, name, category,
      case when ${term} = any(terms) then 0
           when starts_with(lower(name), ${term}) then 1
           when exists (select 1 from unnest(terms) t where starts_with(t, ${term})) then 2
           when search_text like ${contains} then 3
           else 4 end as rank
    from skills
    where retired_at is null and (search_text like ${contains} or ${term} <% search_text)
    order by rank, word_similarity(${term}, search_text) desc, length(name), name
    limit ${limit}`);
  return rows.rows.map((r) => ({ slug: r.slug, name: r.name, category: r.category }));
}

/** Skills by slug (to show chosen slugs by name), retired ones included: a stored slug keeps its name. */
export async function getSkillsBySlugs(db: Db, slugs: readonly string[]): Promise<SkillOption[]> {
  if (!slugs.length) return [];
  return db.select({ slug: skills.slug, name: skills.name, category: skills.category }).from(skills).where(inArray(skills.slug, [...slugs]));
}

const matchers = new WeakMap<Db, { version: string; matcher: SkillMatcher }>();

/**
 * The vocabulary skills mentioned in free text, as slugs in order of first mention (rules in
 * matcher.ts). The matcher is built once per vocabulary version (row count and last change).
 */
export async function matchSkills(db: Db, text: string): Promise<string[]> {
  const [v] = await db.select({ n: count(), at: max(skills.updatedAt) }).from(skills).where(isNull(skills.retiredAt));
  const version = `${v?.n ?? 0}:${v?.at?.toISOString() ?? ""}`;
  let cached = matchers.get(db);
  if (!cached || cached.version !== version) {
    const rows = await db
      .select({ slug: skills.slug, name: skills.name, category: skills.category, aliases: skills.aliases, ambiguous: skills.ambiguous })
      .from(skills)
      .where(and(isNull(skills.retiredAt)));
    cached = { version, matcher: buildSkillMatcher(rows) };
    matchers.set(db, cached);
  }
  return cached.matcher(text);
}

/** For the admin vocabulary editor (decision 054): the categories, the slug rule and the row a definition is stored as. */
export { SKILL_CATEGORIES, slugify as skillSlug, type SkillCategory } from "../data/define";
export { skillRow } from "./load-skills";
