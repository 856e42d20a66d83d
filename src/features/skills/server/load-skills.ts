import "server-only";
import { and, count, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { skills } from "@/db/schema";
import { SKILL_VOCABULARY } from "../data/vocabulary";
import type { SkillDefinition } from "../data/define";
import { normaliseTerm } from "../normalise";

export type SkillRow = { slug: string; name: string; category: string; aliases: string[]; ambiguous: string[]; terms: string[]; searchText: string };

/** The row a definition is stored as: terms and search text are the normalised name and aliases. */
export function skillRow(d: SkillDefinition): SkillRow {
  const terms = [...new Set([d.name, ...d.aliases].map(normaliseTerm))];
  return { slug: d.slug, name: d.name, category: d.category, aliases: d.aliases, ambiguous: d.ambiguous, terms, searchText: terms.join(" | ") };
}

/**
 * Loads the curated vocabulary into `skills` (every start, from the setup step; tests call it too).
 * Upserts by slug and writes only rows that changed, so an unchanged vocabulary writes nothing.
 * An entry that left the vocabulary is retired (retired_at), not deleted: slugs already stored in
 * profiles and postings keep resolving to a name; it comes back if the entry returns.
 * A row an administrator created or edited (edited_at set, /admin/skills, decision 054) is the
 * administrator's: the loader neither overwrites, unretires nor retires it.
 */
export async function loadSkills(
  db: Db,
  vocabulary: readonly SkillDefinition[] = SKILL_VOCABULARY,
): Promise<{ total: number; written: number; retired: number }> {
  const rows = vocabulary.map(skillRow);
  const col = <T>(f: (r: SkillRow) => T) => sql.param(rows.map(f));
  // Arrays of arrays cannot go through unnest, so aliases, ambiguous terms and terms travel as JSON.
  const result = await db.execute(sql`
    insert into skills (slug, name, category, aliases, ambiguous, terms, search_text)
    select v.slug, v.name, v.category,
      array(select jsonb_array_elements_text(v.aliases)), array(select jsonb_array_elements_text(v.ambiguous)),
      array(select jsonb_array_elements_text(v.terms)), v.search_text
    from unnest(${col((r) => r.slug)}::text[], ${col((r) => r.name)}::text[], ${col((r) => r.category)}::text[],
      ${col((r) => JSON.stringify(r.aliases))}::jsonb[], ${col((r) => JSON.stringify(r.ambiguous))}::jsonb[],
      ${col((r) => JSON.stringify(r.terms))}::jsonb[], ${col((r) => r.searchText)}::text[])
      as v(slug, name, category, aliases, ambiguous, terms, search_text)
    on conflict (slug) do update set name = excluded.name, category = excluded.category, aliases = excluded.aliases,
      ambiguous = excluded.ambiguous, terms = excluded.terms, search_text = excluded.search_text, retired_at = null, updated_at = now()
    where skills.edited_at is null and (skills.name, skills.category, skills.aliases, skills.ambiguous, skills.terms, skills.search_text, skills.retired_at)
      is distinct from (excluded.name, excluded.category, excluded.aliases, excluded.ambiguous, excluded.terms, excluded.search_text, null::timestamptz)`);
  const retired = await db
    .update(skills)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isNull(skills.retiredAt), isNull(skills.editedAt), rows.length ? notInArray(skills.slug, rows.map((r) => r.slug)) : undefined))
    .returning({ slug: skills.slug });
  const [total] = await db.select({ n: count() }).from(skills).where(isNull(skills.retiredAt));
  return { total: total?.n ?? 0, written: result.rowCount ?? 0, retired: retired.length };
}
