import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * "Did you mean ..." with pg_trgm. Keywords: for each searched word, the open job titles that contain
 * a similar word (word_similarity through the GIN trigram index on jobs.title), then the most similar
 * word of those titles ("nurce" -> "nurse"). Locations: place names with jobs (GIN trigram on
 * locations.name), then any US city (GIN trigram on postal_codes.city).
 */
const MAX_WORDS = 4;
/** word_similarity('nurce', 'Registered Nurse') is 0.5; the pg_trgm default (0.6) would miss it. */
const WORD_SIMILARITY = "0.45";
const MIN_SIMILARITY = 0.3;

/** For each word, the most similar word of open job titles containing a similar word (one statement for all). */
async function closestTitleWords(db: Db, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
    const { rows } = await tx.execute<{ word: string; w: string | null; s: number | null }>(sql`
      select q.word, best.w, best.s from unnest(${sql.param(words)}::text[]) as q(word)
      left join lateral (
        with t as (select title from jobs where q.word <% title and status = 'open' limit 200),
        w as (select distinct lower(x) as w from t, regexp_split_to_table(t.title, '[^[:alnum:]]+') as x where length(x) > 1)
        select w, similarity(w, q.word) as s from w order by s desc, w limit 1
      ) best on true`);
    const found = new Map<string, string>();
    for (const r of rows) if (r.w && Number(r.s) >= MIN_SIMILARITY) found.set(r.word, r.w);
    return found;
  });
}

/** The query with its misspelt words replaced, or nothing when every word is fine. */
export async function suggestKeywords(db: Db, query: string, words: string[]): Promise<string[]> {
  const checked = words.slice(0, MAX_WORDS).filter((word) => word.length >= 3 && !/\d/.test(word));
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
      select l.city || ', ' || l.state_code as label, max(similarity(l.name, ${text})) as s
      from locations l where l.type <> 'Pseudo' and l.city is not null and l.name % ${text}
      group by 1 order by s desc limit 3
    ) with_jobs`);
  if (rows.length) return rows.map((r) => r.label);
  const fallback = await db.execute<{ label: string }>(sql`
    select label from (
      select min(city) || ', ' || state_code as label, max(similarity(city, ${city})) as s
      from postal_codes where city % ${city} group by lower(city), state_code order by s desc limit 3
    ) any_city`);
  return fallback.rows.map((r) => r.label);
}
