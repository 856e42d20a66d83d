import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import type { SavedSearchEmailFrequency } from "@/db/schema/talent";
import type { SavedTalentSearch } from "../types";

/*
 * Saved talent searches' reads (decision 044). Params are parsed again with talent search's schema
 * on every read: an old row never feeds the search something it does not understand (an unknown
 * value falls back to the default).
 */
type Row = {
  id: string;
  company_id: string;
  name: string;
  params: unknown;
  notify: boolean;
  email_frequency: SavedSearchEmailFrequency;
  new_matches: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

export function parseSavedParams(raw: unknown) {
  const parsed = talentSearchParamsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep what still parses, field by field, and default the rest.
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(talentSearchParamsSchema.shape)) {
    if (key in source && field.safeParse(source[key]).success) kept[key] = source[key];
  }
  return talentSearchParamsSchema.parse(kept);
}

function toView(r: Row): SavedTalentSearch {
  return {
    id: r.id,
    companyId: r.company_id,
    name: r.name,
    params: parseSavedParams(r.params),
    notify: r.notify,
    emailFrequency: r.email_frequency,
    newMatches: Number(r.new_matches),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const columns = sql`
  s.id, s.company_id, s.name, s.params, s.notify, s.email_frequency, s.created_at, s.updated_at,
  (select count(*) from talent_saved_search_matches m join talent_search t on t.user_id = m.candidate_user_id
    where m.saved_search_id = s.id and (s.last_viewed_at is null or m.matched_at > s.last_viewed_at)) as new_matches`;

/**
 * A member's saved searches in one company, newest first, each with its matches since the member last
 * opened the saved searches page (`last_viewed_at`; never: all) among candidates still discoverable.
 */
export async function listSavedSearches(db: Db, q: { companyId: string; userId: string }): Promise<SavedTalentSearch[]> {
  const { rows } = await db.execute<Row>(sql`
    select ${columns} from talent_saved_searches s
    where s.company_id = ${q.companyId}::uuid and s.user_id = ${q.userId}::uuid
    order by s.created_at desc, s.id`);
  return rows.map(toView);
}

export async function getSavedSearch(db: Db, id: string): Promise<SavedTalentSearch | null> {
  const { rows } = await db.execute<Row>(sql`select ${columns} from talent_saved_searches s where s.id = ${id}::uuid`);
  return rows[0] ? toView(rows[0]) : null;
}
