import "server-only";
import type { JobSort } from "@/lib/job-routes";
import { BROAD_MATCHES, SAMPLE_FIRST_RATIO, SAMPLE_JOBS, WINDOW_MARGIN, WINDOW_MAX_SHARE, sampleFraction } from "./broad-search";
import type { SearchTuning } from "./types";

/*
 * Which path a search takes (decision 006 and its amendments), decided from what was asked and the
 * database's numbers alone (the planner's estimate, the table's size, a phrase's count on the
 * sample): no SQL here, so every branch is tested on plain data. search-jobs.ts reads the numbers
 * and runs the statements each choice stands for.
 */

export const COUNT_CAP = 1000;
/**
 * Relevance ranks the newest this-many matches (or as many as the page needs): a job board's
 * relevance is among recent jobs, and ranking reads each match's whole vector (ranking 15,000
 * matches cost ~300 ms at 1M jobs). A search with fewer matches ranks all.
 */
export const RERANK_NEWEST = 1000;
/** A keyword in more than this share of all jobs: relevance walks the posted_at index newest-first. */
export const WALK_SHARE = 0.1;
/** "Few results": below this many, the page suggests other spellings. */
export const SUGGEST_BELOW = 5;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** What a search's path is decided from. */
export type SearchFacts = {
  /** As asked; the strategy bounds them. */
  page?: number;
  pageSize?: number;
  sort?: JobSort;
  facets: boolean;
  /** Something searchable in the keyword (a tsquery, so a rank). */
  keyword: boolean;
  /** The keyword holds a phrase, whose breadth the planner underestimates. */
  phrase: boolean;
  /** The location is a point, so there is a distance to sort by. */
  point: boolean;
  /** The planner's estimate of the matches; 0 without facets (not asked). */
  estimate: number;
  /** Jobs in the table, from its statistics; 0 without facets (no choice depends on it then). */
  jobs: number;
  /** A phrase's matches counted on the id sample of `fraction` of all jobs (phraseSampleShare). */
  phraseSample?: { fraction: number; found: number } | null;
  tuning?: SearchTuning;
};

/**
 * How the newest matches are found: walking the posted_at index newest-first (stops early, but tests
 * jobs that do not match on the way) or sorting every match by date (reads each match once).
 */
export type DateOrder = "walk-index" | "sort-matches";

export type HitsPath =
  /** The newest `newest` matches, ranked; looked for among jobs newer than a cutoff first when `windowShare` is set. */
  | { kind: "rerank-newest"; newest: number; dateOrder: DateOrder; windowShare: number | null }
  | { kind: "date"; dateOrder: DateOrder }
  | { kind: "distance" };

export type CountPath =
  /** count(*) over at most `cap` + 1 matches (browse pages). */
  | { kind: "capped"; cap: number }
  /**
   * The facet pass: over every match, or first over the id sample; a sample's counts are kept
   * (scaled, "about") always or only when they say the search is broad (over `broadMatches`).
   */
  | { kind: "facets"; sample: { fraction: number; keep: "always" | "if-broad" } | null; broadMatches: number };

export type SearchStrategy = {
  page: number;
  pageSize: number;
  offset: number;
  /** A row past the page tells whether there is a next one. */
  limit: number;
  sort: JobSort;
  /** The matches the choices were made for: the planner's estimate, or a phrase's scaled sample count. */
  estimate: number;
  /** Too many matches to count exactly: counted on a sample, shown as "about". */
  broad: boolean;
  hits: HitsPath;
  count: CountPath;
};

const broadMatches = (tuning: SearchTuning = {}) => tuning.broadMatches ?? BROAD_MATCHES;

/**
 * The share of all jobs to count a phrase's matches on before choosing a path, or null: only a
 * faceted search's phrase that the planner puts under the broad threshold, on a table larger than
 * the sample. The planner multiplies word frequencies as if independent: "401(k) with a company
 * match" is estimated at a few thousand jobs and matches 255,000 (seconds to count exactly).
 */
export function phraseSampleShare(facts: SearchFacts): number | null {
  if (!facts.facets || !facts.phrase || facts.estimate > broadMatches(facts.tuning)) return null;
  const fraction = sampleFraction(facts.jobs, facts.tuning?.sampleJobs ?? SAMPLE_JOBS);
  return fraction < 1 ? fraction : null;
}

export function searchStrategy(facts: SearchFacts): SearchStrategy {
  const tuning = facts.tuning ?? {};
  const pageSize = Math.max(1, Math.min(facts.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  const page = Math.max(1, Math.floor(facts.page ?? 1));
  const offset = (page - 1) * pageSize;
  const limit = pageSize + 1;

  const defaultSort: JobSort = facts.keyword ? "relevance" : "date";
  let sort = facts.sort ?? defaultSort;
  if ((sort === "relevance" && !facts.keyword) || (sort === "distance" && !facts.point)) sort = defaultSort;

  const threshold = broadMatches(tuning);
  let estimate = facts.estimate;
  const measured = facts.phraseSample ?? null;
  // The sample's count is the better estimate both ways ("clinical medical assistant": planner
  // 17,500, sample ~4,000); none found means under ~1/fraction.
  if (measured) estimate = measured.found > 0 ? measured.found / measured.fraction : Math.min(estimate, 1 / measured.fraction);
  const broad = estimate > threshold;

  return { page, pageSize, offset, limit, sort, estimate, broad, hits: hitsPath(facts, sort, estimate, broad, offset + limit), count: countPath(facts, estimate, broad, measured !== null) };
}

function hitsPath(facts: SearchFacts, sort: JobSort, estimate: number, broad: boolean, needed: number): HitsPath {
  const tuning = facts.tuning ?? {};
  if (sort === "relevance") {
    const newest = Math.max(tuning.rerankNewest ?? RERANK_NEWEST, needed);
    // A word in over a tenth of all jobs, or a broad phrase (its word positions are checked on each
    // candidate's vector either way): walking newest-first stops early. Rarer: the GIN index's
    // matches (no vector read), sorted by date.
    const walk = estimate > facts.jobs * (tuning.walkShare ?? WALK_SHARE) || (broad && facts.phrase);
    // Sorting every match by date reads each match's row (90,000 rows for "accounts": 250 ms); the
    // newest are among recent jobs, so a window of them is searched first. A broad phrase is walked
    // by the planner's much lower GIN estimate otherwise, sorting all 255,000 matches of "401(k)
    // with a company match" (670 ms): the window keeps that to a few thousand.
    const margin = tuning.windowMargin ?? WINDOW_MARGIN;
    const share = estimate > 0 ? (newest * margin) / estimate : 1;
    const windowed = (!walk || facts.phrase) && margin > 0 && share <= WINDOW_MAX_SHARE;
    return { kind: "rerank-newest", newest, dateOrder: walk ? "walk-index" : "sort-matches", windowShare: windowed ? share : null };
  }
  if (sort === "distance") return { kind: "distance" };
  // Walking the posted_at index tests about needed x jobs / matches jobs; sorting reads each match
  // once. Sort when that is fewer (a state's 15,000 jobs at page 33: 44,000 tested vs 15,000 read).
  const sortMatches = estimate > 0 && estimate * estimate < needed * facts.jobs;
  return { kind: "date", dateOrder: sortMatches ? "sort-matches" : "walk-index" };
}

function countPath(facts: SearchFacts, estimate: number, broad: boolean, breadthMeasured: boolean): CountPath {
  if (!facts.facets) return { kind: "capped", cap: COUNT_CAP };
  const tuning = facts.tuning ?? {};
  const threshold = broadMatches(tuning);
  // The planner multiplies the filters' shares as if independent ("technician" in Skilled Trades:
  // 42,000 jobs, estimated at 6,000): near the threshold the sample is counted first.
  const sampleFirst = broad || (!breadthMeasured && estimate > threshold / (tuning.sampleFirstRatio ?? SAMPLE_FIRST_RATIO));
  const fraction = sampleFirst ? sampleFraction(facts.jobs, tuning.sampleJobs ?? SAMPLE_JOBS) : 1;
  return { kind: "facets", sample: fraction < 1 ? { fraction, keep: broad ? "always" : "if-broad" } : null, broadMatches: threshold };
}

/** Whether the facet pass's count of the sample stands (else every match is counted). */
export function keepsSample(count: Extract<CountPath, { kind: "facets" }>, sampledTotal: number): boolean {
  if (!count.sample) return false;
  return count.sample.keep === "always" || sampledTotal / count.sample.fraction > count.broadMatches;
}

export type ResultCounts = {
  total: number;
  /** Only a capped count (no facet pass) that reached its cap: "1,000+", pages unknown. */
  totalCapped: boolean;
  /** The total and the page count are scaled from a sample: "about". */
  approximate: boolean;
  /** From the same total the page shows (an estimate when approximate); null when capped. */
  pageCount: number | null;
  hasNextPage: boolean;
  /** Worth asking for "did you mean" (when the page wants suggestions). */
  suggest: boolean;
};

/**
 * What the page says about the count: `counted` is the facet pass's total (scaled when it counted
 * `fraction` < 1 of the jobs) or the capped count, `pageRows` the hits query's rows (a page and one).
 */
export function resultCounts(input: { counted: number; fraction: number; faceted: boolean; pageRows: number; pageSize: number }): ResultCounts {
  const approximate = input.fraction < 1;
  // A sample that found nothing cannot say there is nothing: the page of hits is the truth then.
  const total = approximate && input.counted === 0 && input.pageRows > 0 ? input.pageRows : input.counted;
  // The facet pass counts every match (or scales a sample): only the capped count stops at the cap.
  const totalCapped = !approximate && !input.faceted && total > COUNT_CAP;
  return {
    total,
    totalCapped,
    approximate,
    pageCount: totalCapped ? null : Math.max(1, Math.ceil(total / input.pageSize)),
    hasNextPage: input.pageRows > input.pageSize,
    suggest: !approximate && total < SUGGEST_BELOW,
  };
}
