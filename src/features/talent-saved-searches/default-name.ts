import type { TalentSearchParams } from "@/features/talent-search/schemas";
import { SAVED_SEARCH_LIMITS } from "./limits";

/**
 * The name the save dialog suggests: the keywords and the place ("Registered nurse near Seattle, WA"),
 * or "All candidates" for a search with neither. Client-safe and tiny (it is on the search page).
 */
export function defaultSavedSearchName(params: Pick<TalentSearchParams, "q" | "location">): string {
  const q = params.q.trim();
  const place = params.location.trim();
  const name = q && place ? `${q} near ${place}` : q || (place ? `Candidates near ${place}` : "All candidates");
  return name.slice(0, SAVED_SEARCH_LIMITS.nameMax);
}
