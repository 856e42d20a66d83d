import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * "Did you mean ..." with pg_trgm. Keywords: each searched word is looked up among the words of open
 * job titles (job_title_words, kept by triggers on jobs: migration 0011) by trigram similarity, so
 * "nurce" -> "nurse" reads a trigram index over tens of thousands of words, not a million titles.
 * Locations: place names with jobs (GIN trigram on locations.name), then any US city (GIN trigram on
 * postal_codes.city).
 */
const MAX_WORDS = 4;
/** pg_trgm's default similarity threshold for `%`, and the least similarity suggested. */
const MIN_SIMILARITY = 0.3;

/**
 * For each word, the most similar word of open job titles (itself when open titles use it; then
 * the most used), in one statement for all words.
 */
async function closestTitleWords(db: Db, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const { rows } = await db.execute<{ word: string; closest: string | null; similarity: number | null }>(sql`
    select searched.word, best.word as closest, best.similarity from unnest(${sql.param(words)}::text[]) as searched(word)
    left join lateral (
      select title_word.word, similarity(title_word.word, searched.word) as similarity from job_title_words title_word
      where title_word.word % searched.word and title_word.open_jobs > 0
      order by similarity desc, title_word.open_jobs desc, title_word.word limit 1
    ) best on true`);
  const found = new Map<string, string>();
  for (const row of rows) if (row.closest && Number(row.similarity) >= MIN_SIMILARITY) found.set(row.word, row.closest);
  return found;
}

/** The query with its misspelt words replaced, or nothing when every word is fine. */
export async function suggestKeywords(db: Db, query: string, words: string[]): Promise<string[]> {
  // In lower case and split where titles' words are ("Nurse" is not a misspelling of "nurse", and
  // "part-time" is "part" and "time": it stays, while "part-time teeler" becomes "part-time teller").
  const parts = words.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const checked = [...new Set(parts)].filter((word) => word.length >= 3 && !/\d/.test(word)).slice(0, MAX_WORDS);
  const closest = await closestTitleWords(db, checked);
  let suggestion = query.toLowerCase();
  let changed = false;
  for (const word of checked) {
    const best = closest.get(word);
    if (best && best !== word) {
      suggestion = suggestion.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[^\\p{L}\\p{N}])`, "u"), `$1${best}`);
      changed = true;
    }
  }
  return changed ? [suggestion] : [];
}

/** Up to three "City, ST" names similar to what was typed. */
export async function suggestLocations(db: Db, input: string): Promise<string[]> {
  const text = input.trim().slice(0, 100);
  if (text.length < 3) return [];
  const city = text.split(",")[0]!.trim();
  const { rows } = await db.execute<{ label: string }>(sql`
    select label from (
      select place.city || ', ' || place.state_code as label, max(similarity(place.name, ${text})) as similarity
      from locations place where place.type <> 'Pseudo' and place.city is not null and place.name % ${text}
      group by 1 order by similarity desc limit 3
    ) with_jobs`);
  if (rows.length) return rows.map((row) => row.label);
  const fallback = await db.execute<{ label: string }>(sql`
    select label from (
      select min(city) || ', ' || state_code as label, max(similarity(city, ${city})) as similarity
      from postal_codes where city % ${city} group by lower(city), state_code order by similarity desc limit 3
    ) any_city`);
  return fallback.rows.map((row) => row.label);
}
