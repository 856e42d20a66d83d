import { talentSearchParamsSchema, type TalentSearchParams } from "./schemas";

/*
 * The talent search page's query string <-> TalentSearchParams (decision 042). Every filter lives in
 * the URL, so the GET form works without JavaScript, Back restores a search and facets are links.
 * Parsing is lenient per field: a bad value is dropped, the rest of the search stands.
 */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

const all = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const first = (v: string | string[] | undefined): string | undefined => all(v)[0];
const flag = (v: string | string[] | undefined) => ["1", "true", "on", "yes"].includes(first(v) ?? "");
const int = (v: string | string[] | undefined): number | null => {
  const s = first(v)?.trim();
  return s && /^\d{1,3}$/.test(s) ? Number(s) : null;
};

const defaults = talentSearchParamsSchema.parse({});
const shape = talentSearchParamsSchema.shape;

function field<K extends keyof TalentSearchParams>(key: K, value: unknown): TalentSearchParams[K] {
  const parsed = shape[key].safeParse(value);
  return (parsed.success ? parsed.data : defaults[key]) as TalentSearchParams[K];
}

export function parseTalentQuery(sp: SearchParamsRecord): { params: TalentSearchParams; page: number } {
  const params: TalentSearchParams = {
    q: field("q", first(sp.q) ?? ""),
    location: field("location", first(sp.location) ?? ""),
    radius: field("radius", int(sp.radius) ?? undefined),
    includeRelocators: flag(sp.relocators),
    willingToRelocate: flag(sp.relocate),
    workAuthorization: field("workAuthorization", [...new Set(all(sp.auth))]),
    minYears: field("minYears", int(sp.minYears)),
    maxYears: field("maxYears", int(sp.maxYears)),
    education: field("education", first(sp.education) || null),
    skills: field("skills", [...new Set(all(sp.skill).map((s) => s.trim().toLowerCase()).filter(Boolean))]),
    activeWithinDays: field("activeWithinDays", int(sp.active)),
    sort: field("sort", first(sp.sort)),
  };
  if (params.minYears !== null && params.maxYears !== null && params.minYears > params.maxYears) params.maxYears = null;
  const page = int(sp.page);
  return { params, page: page && page >= 1 && page <= 500 ? page : 1 };
}

/** The query string of a search (defaults omitted), with the acting company and a page. */
export function talentQueryString(params: TalentSearchParams, extra: { page?: number; company?: string | null } = {}): string {
  const q = new URLSearchParams();
  if (params.q) q.set("q", params.q);
  if (params.location) q.set("location", params.location);
  if (params.location && params.radius !== defaults.radius) q.set("radius", String(params.radius));
  if (params.includeRelocators) q.set("relocators", "1");
  if (params.willingToRelocate) q.set("relocate", "1");
  for (const a of params.workAuthorization) q.append("auth", a);
  if (params.minYears !== null) q.set("minYears", String(params.minYears));
  if (params.maxYears !== null) q.set("maxYears", String(params.maxYears));
  if (params.education) q.set("education", params.education);
  for (const s of params.skills) q.append("skill", s);
  if (params.activeWithinDays !== null) q.set("active", String(params.activeWithinDays));
  if (params.sort !== defaults.sort) q.set("sort", params.sort);
  if (extra.company) q.set("company", extra.company);
  if (extra.page && extra.page > 1) q.set("page", String(extra.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Whether a search has anything in it (an empty search lists everyone, most recently active first). */
export function isEmptyTalentSearch(params: TalentSearchParams): boolean {
  return talentQueryString({ ...params, sort: defaults.sort }) === "";
}

export const DEFAULT_TALENT_PARAMS: TalentSearchParams = defaults;
