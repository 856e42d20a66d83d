import { TALENT_SEARCH_PATH } from "@/lib/employer-routes";
import { talentSearchParamsSchema, type TalentSearchParams } from "@/features/talent-search/schemas";

/*
 * Where "Run" leads: the talent search page with the saved params as its query string, named as
 * TalentSearchParams' keys. Defaults are left out (a saved "anything" search is the bare page);
 * booleans are "true", numbers decimal, lists repeat their key (skills=a&skills=b). The search page
 * (features/talent-search) parses the same names back.
 */
const DEFAULTS = talentSearchParamsSchema.parse({});

export function savedSearchQuery(params: TalentSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS) as (keyof TalentSearchParams)[]) {
    const value = params[key];
    if (Array.isArray(value)) {
      for (const item of value) query.append(key, String(item));
    } else if (value !== null && value !== undefined && value !== DEFAULTS[key] && value !== "") {
      query.set(key, String(value));
    }
  }
  return query;
}

export function savedSearchRunPath(params: TalentSearchParams, extra: Record<string, string> = {}): string {
  const query = savedSearchQuery(params);
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  const qs = query.toString();
  return qs ? `${TALENT_SEARCH_PATH}?${qs}` : TALENT_SEARCH_PATH;
}
