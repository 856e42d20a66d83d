import { TALENT_SEARCH_PATH, talentProfilePath } from "@/lib/employer-routes";
import { talentSearchParamsSchema, type TalentSearchParams } from "@/features/talent-search/schemas";

/*
 * Where "Run" leads: the talent search page with the saved params as its query string, in the names
 * the search page parses (features/talent-search/search-query.ts, decision 042: relocators, relocate,
 * auth, skill and active are the page's short names; lists repeat their key; defaults are left out;
 * the radius only with a place). The round trip through the page's parser is tested
 * (saved-searches-api.int.test.ts). `company` keeps the saved search's company for a member of several.
 */
const DEFAULTS = talentSearchParamsSchema.parse({});

export function savedSearchQuery(params: TalentSearchParams, company?: string): URLSearchParams {
  const q = new URLSearchParams();
  if (params.q) q.set("q", params.q);
  if (params.location) q.set("location", params.location);
  if (params.location && params.radius !== DEFAULTS.radius) q.set("radius", String(params.radius));
  if (params.includeRelocators) q.set("relocators", "1");
  if (params.willingToRelocate) q.set("relocate", "1");
  for (const a of params.workAuthorization) q.append("auth", a);
  if (params.minYears !== null) q.set("minYears", String(params.minYears));
  if (params.maxYears !== null) q.set("maxYears", String(params.maxYears));
  if (params.education) q.set("education", params.education);
  for (const s of params.skills) q.append("skill", s);
  if (params.activeWithinDays !== null) q.set("active", String(params.activeWithinDays));
  if (params.sort !== DEFAULTS.sort) q.set("sort", params.sort);
  if (company) q.set("company", company);
  return q;
}

export function savedSearchRunPath(params: TalentSearchParams, company?: string): string {
  const qs = savedSearchQuery(params, company).toString();
  return qs ? `${TALENT_SEARCH_PATH}?${qs}` : TALENT_SEARCH_PATH;
}

/** A matching candidate's profile, from a saved search (the view is recorded as "saved-search"), in the search's company. */
export function savedSearchProfilePath(profileId: string, company: string): string {
  return `${talentProfilePath(profileId)}?${new URLSearchParams({ from: "saved-search", company })}`;
}
