import { DEFAULT_RADIUS, JOB_RADII, SEARCH_QUERY_MAX } from "@/lib/job-routes";
import type { EmploymentType } from "@/db/schema/jobs";
import type { JobSearchHit, SearchJobsParams } from "@/features/jobs/server/queries";
import type { RecommendationGap } from "./schemas";

/*
 * Recommended jobs (issue 14 part 6, decision 025 amendment): what to search for from a profile, and
 * how the jobs found are ranked and explained. Pure functions; server/recommendations.ts reads the
 * profile, runs the searches through the job search engine and asks which words each job matched.
 */

/** Where the titles came from: the titles the person wants, else their most recent job, else their headline. */
export type TitleSource = "desired" | "work-history" | "headline";

export type RecommendationInput = {
  titles: string[];
  titleSource: TitleSource | null;
  /** Skill names, in the profile's order. */
  skills: string[];
  postalCode: string;
  city: string;
  state: string;
  remoteOnly: boolean;
  employmentTypes: EmploymentType[];
  /** "on-site" | "hybrid" | "remote"; empty: not said. */
  workArrangements: string[];
  maxCommuteMiles: number | null;
};

/** How many of the person's titles and skills a search takes (the first in their order). */
export const MAX_TITLE_TERMS = 5;
export const MAX_SKILL_TERMS = 5;
/** Remote jobs take at most this share of the list when the person also has a place (near jobs first). */
export const REMOTE_SHARE = 1 / 3;

const WORD = /[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*/gu;
/** Words the search syntax reads as operators (AND, OR, NOT): never searched as words from a profile. */
const OPERATOR_WORDS = new Set(["and", "or", "not"]);

/** The searchable words of a title or skill: letters and digits, operators and one-letter words dropped. */
export function searchWords(term: string): string[] {
  return (term.normalize("NFKC").match(WORD) ?? []).filter((w) => w.length > 1 && !OPERATOR_WORDS.has(w.toLowerCase()));
}

/**
 * Terms as one "any of" keyword: `(registered nurse) OR (charge nurse)`, as many as fit the search box.
 * A term holding every word of another is left out ("Clinical Medical Assistant" next to "Medical
 * Assistant"): it matches nothing more, and each group costs the full-text index a scan.
 */
export function anyOf(terms: readonly string[], max: number = SEARCH_QUERY_MAX): string | undefined {
  const wordSets = terms.map((t) => new Set(searchWords(t).map((w) => w.toLowerCase())));
  const covers = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  let q = "";
  for (const [i, term] of terms.entries()) {
    const words = searchWords(term);
    if (!words.length) continue;
    if (wordSets.some((other, j) => j !== i && other.size > 0 && covers(other, wordSets[i]!) && (other.size < wordSets[i]!.size || j < i))) continue;
    const part = `(${words.join(" ")})`;
    const next = q ? `${q} OR ${part}` : part;
    if (next.length > max) break;
    q = next;
  }
  return q || undefined;
}

/** The terms that have something to search for (a title of only "and" or "C" has nothing). */
export const searchableTerms = (terms: readonly string[], max: number) =>
  terms.map((t) => t.trim()).filter((t, i, all) => searchWords(t).length > 0 && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i).slice(0, max);

/** The place distances are measured from: the ZIP code, else "City, ST"; null without one. */
export function recommendationPlace(input: Pick<RecommendationInput, "postalCode" | "city" | "state">): { location: string; label: string } | null {
  if (/^\d{5}$/.test(input.postalCode)) return { location: input.postalCode, label: input.postalCode };
  if (input.city && input.state) {
    const label = `${input.city}, ${input.state}`;
    return { location: label, label };
  }
  return null;
}

/** The search radius: the person's longest commute rounded up to the search's radii (25 miles when not said). */
export function recommendationRadius(maxCommuteMiles: number | null): number {
  if (maxCommuteMiles === null || maxCommuteMiles <= 0) return DEFAULT_RADIUS;
  return JOB_RADII.find((r) => r >= maxCommuteMiles) ?? JOB_RADII[JOB_RADII.length - 1]!;
}

/** What is missing for recommendations near the person: a title to match, a place (or remote only). */
export function recommendationGaps(input: RecommendationInput): RecommendationGap[] {
  const gaps: RecommendationGap[] = [];
  if (!searchableTerms(input.titles, MAX_TITLE_TERMS).length) gaps.push("title");
  if (!input.remoteOnly && !recommendationPlace(input)) gaps.push("location");
  return gaps;
}

export type Scope = "near" | "remote" | "anywhere";
export type Basis = "title" | "skills";

export type PlannedSearch = { basis: Basis; scope: Scope; params: SearchJobsParams };

/**
 * The searches for a profile (at most two, run side by side): the titles near the person's place
 * and, unless they said they do not work remotely, remote (remote only: remote; no place: anywhere).
 * Skills are searched for only when there is no title: with one, they rank and explain the jobs the
 * titles found (a skill alone, "Customer Service", matches a large share of all jobs: measured as
 * the dashboard's slowest search, and its weakest recommendations). Nothing to match: none.
 */
export function planRecommendationSearches(input: RecommendationInput, limit: number): PlannedSearch[] {
  const titles = anyOf(searchableTerms(input.titles, MAX_TITLE_TERMS));
  const skills = anyOf(searchableTerms(input.skills, MAX_SKILL_TERMS));
  if (!titles && !skills) return [];
  const place = recommendationPlace(input);
  const remoteWanted = input.workArrangements.length === 0 || input.workArrangements.includes("remote");
  const scopes: Scope[] = input.remoteOnly ? ["remote"] : place ? (remoteWanted ? ["near", "remote"] : ["near"]) : ["anywhere"];
  // One wanted type is a filter of the search itself; several are checked on the jobs found, so
  // each search asks for more to keep enough.
  const employmentType = input.employmentTypes.length === 1 ? input.employmentTypes[0] : undefined;
  const pageSize = input.employmentTypes.length > 1 ? limit * 2 : limit;
  const paramsFor = (q: string, scope: Scope): SearchJobsParams => ({
    q,
    ...(scope === "near" && place ? { location: place.location, radiusMiles: recommendationRadius(input.maxCommuteMiles) } : {}),
    // Remote: the newest matching remote jobs (the engine walks the remote jobs' date index, or sorts
    // few matches); relevance would rank every remote match of a broad title first.
    ...(scope === "remote" ? { remote: true, sort: "date" as const } : {}),
    employmentType,
    pageSize,
    // The best few, not a result list: the engine skips counting every match (decision 025 amendment 1).
    count: false,
  });
  const searches: PlannedSearch[] = [];
  if (titles) for (const scope of scopes) searches.push({ basis: "title", scope, params: paramsFor(titles, scope) });
  else if (skills) for (const scope of scopes) searches.push({ basis: "skills", scope, params: paramsFor(skills, scope) });
  return searches;
}

/** A job found by one of the searches, with what it matched (server/recommendations.ts fills the matches). */
export type RecommendationCandidate = {
  hit: JobSearchHit;
  scope: Scope;
  /** The order the engine gave it among all searches' results (searches in plan order). */
  order: number;
  matchedTitle: string | null;
  matchedSkills: string[];
};

const list = (names: string[]) => {
  if (names.length <= 2) return names.join(" and ");
  return `${names.slice(0, 2).join(", ")} and ${names.length - 2} more`;
};

const TITLE_WORDS: Record<TitleSource, string> = { desired: "title", "work-history": "recent title", headline: "headline" };

/** "4 mi", "less than 1 mi". */
export function milesText(miles: number): string {
  return miles < 1 ? "less than 1 mi" : `${Math.round(miles)} mi`;
}

/**
 * The sentence under a recommended job: "Matches your title Registered Nurse, 4 mi from 60601",
 * "Remote, matches your skill Python", "Matches your title Cook and your skills Food Safety and
 * Inventory, 12 mi from Chicago, IL".
 */
export function reasonFor(
  candidate: Pick<RecommendationCandidate, "scope" | "matchedTitle" | "matchedSkills"> & { hit: Pick<JobSearchHit, "distanceMiles" | "remote"> },
  context: { titleSource: TitleSource | null; placeLabel: string | null },
): string {
  const { matchedTitle, matchedSkills, hit, scope } = candidate;
  const parts: string[] = [];
  if (matchedTitle) parts.push(`your ${TITLE_WORDS[context.titleSource ?? "desired"]} ${matchedTitle}`);
  if (matchedSkills.length) parts.push(`your ${matchedSkills.length === 1 ? "skill" : "skills"} ${list(matchedSkills)}`);
  let text = parts.length ? `matches ${parts.join(" and ")}` : "matches your profile";
  if (scope === "near" && hit.distanceMiles !== null && context.placeLabel) text = `${text}, ${milesText(hit.distanceMiles)} from ${context.placeLabel}`;
  else if (hit.remote) text = `Remote, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The list shown, best first: a matched title before skills alone, then more skills matched, then
 * near before remote; within that the engine's own order (relevance among the newest matches).
 * Jobs of a type the person did not ask for are left out. When the person has a place and is not
 * remote only, remote jobs fill at most a third of the list unless there are too few near ones.
 */
export function rankRecommendations(
  candidates: RecommendationCandidate[],
  opts: { limit: number; employmentTypes: readonly EmploymentType[]; remoteOnly: boolean },
): RecommendationCandidate[] {
  const byId = new Map<string, RecommendationCandidate>();
  for (const c of candidates) {
    const seen = byId.get(c.hit.id);
    // Found twice (near and remote, or by title and by skills): keep the nearer scope and the first order.
    if (!seen) byId.set(c.hit.id, c);
    else if (seen.scope !== "near" && c.scope === "near") byId.set(c.hit.id, { ...c, order: Math.min(seen.order, c.order) });
  }
  const wanted = new Set(opts.employmentTypes);
  const kept = [...byId.values()].filter((c) => wanted.size === 0 || c.hit.employmentType === null || wanted.has(c.hit.employmentType));
  const scopeRank = (c: RecommendationCandidate) => (c.scope === "remote" ? 1 : 0);
  kept.sort(
    (a, b) =>
      Number(b.matchedTitle !== null) - Number(a.matchedTitle !== null) ||
      Math.min(b.matchedSkills.length, 3) - Math.min(a.matchedSkills.length, 3) ||
      scopeRank(a) - scopeRank(b) ||
      a.order - b.order,
  );
  const hasNear = kept.some((c) => c.scope === "near");
  if (opts.remoteOnly || !hasNear) return kept.slice(0, opts.limit);
  const remoteCap = Math.max(1, Math.ceil(opts.limit * REMOTE_SHARE));
  const near = kept.filter((c) => c.scope !== "remote");
  const remote = kept.filter((c) => c.scope === "remote");
  const remoteTaken = Math.max(Math.min(remote.length, remoteCap), opts.limit - near.length);
  const chosen = new Set([...near.slice(0, opts.limit - Math.min(remoteTaken, remote.length)), ...remote.slice(0, remoteTaken)]);
  return kept.filter((c) => chosen.has(c)).slice(0, opts.limit);
}
