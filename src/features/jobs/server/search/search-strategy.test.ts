import { describe, expect, it } from "vitest";
import { BROAD_MATCHES, SAMPLE_JOBS } from "./broad-search";
import { COUNT_CAP, RERANK_NEWEST, keepsSample, phraseSampleShare, resultCounts, searchStrategy, type CountPath, type SearchFacts } from "./search-strategy";

const MILLION = 1_000_000;

/** The /jobs page's search at the benchmark's size: facets, a million jobs. */
function faceted(facts: Partial<SearchFacts>): SearchFacts {
  return { facets: true, keyword: false, phrase: false, point: false, estimate: 0, jobs: MILLION, ...facts };
}

/** A browse page: no facets, so neither the estimate nor the table's size is read. */
function browse(facts: Partial<SearchFacts>): SearchFacts {
  return { facets: false, keyword: false, phrase: false, point: false, estimate: 0, jobs: 0, ...facts };
}

type FacetCount = Extract<CountPath, { kind: "facets" }>;

describe("searchStrategy: page and sort", () => {
  it("pages of 20 by default, bounded to 1-100 jobs, from page 1", () => {
    expect(searchStrategy(browse({}))).toMatchObject({ page: 1, pageSize: 20, offset: 0, limit: 21 });
    expect(searchStrategy(browse({ page: 3, pageSize: 10 }))).toMatchObject({ page: 3, pageSize: 10, offset: 20, limit: 11 });
    expect(searchStrategy(browse({ page: 2.7, pageSize: 500 }))).toMatchObject({ page: 2, pageSize: 100, offset: 100, limit: 101 });
    expect(searchStrategy(browse({ page: -4, pageSize: 0 }))).toMatchObject({ page: 1, pageSize: 1, offset: 0, limit: 2 });
  });

  it("sorts by relevance with a keyword, else by date; a sort the search cannot make falls back to that", () => {
    expect(searchStrategy(browse({ keyword: true })).sort).toBe("relevance");
    expect(searchStrategy(browse({})).sort).toBe("date");
    expect(searchStrategy(browse({ sort: "relevance" })).sort).toBe("date");
    expect(searchStrategy(browse({ keyword: true, sort: "date" })).sort).toBe("date");
    expect(searchStrategy(browse({ keyword: true, sort: "distance" })).sort).toBe("relevance");
    expect(searchStrategy(browse({ sort: "distance", point: true })).sort).toBe("distance");
    expect(searchStrategy(browse({ sort: "distance", point: true })).hits).toEqual({ kind: "distance" });
  });
});

describe("searchStrategy: counting", () => {
  it("a browse page counts at most COUNT_CAP + 1 matches, exactly", () => {
    const strategy = searchStrategy(browse({ keyword: true }));
    expect(strategy.count).toEqual({ kind: "capped", cap: COUNT_CAP });
    expect(strategy.broad).toBe(false);
  });

  it("a faceted search well under the threshold counts every match", () => {
    // "licensed vocational nurse": a few hundred matches.
    const strategy = searchStrategy(faceted({ keyword: true, estimate: 400 }));
    expect(strategy.broad).toBe(false);
    expect(strategy.count).toEqual({ kind: "facets", sample: null, broadMatches: BROAD_MATCHES });
  });

  it("near the threshold it counts the sample first and keeps it only if the sample says broad", () => {
    // "technician" in Skilled Trades: estimated 6,000 (above 20,000 / 8), really 42,000.
    const strategy = searchStrategy(faceted({ keyword: true, estimate: 6_000 }));
    expect(strategy.broad).toBe(false);
    expect(strategy.count).toEqual({ kind: "facets", sample: { fraction: SAMPLE_JOBS / MILLION, keep: "if-broad" }, broadMatches: BROAD_MATCHES });
    expect(searchStrategy(faceted({ estimate: BROAD_MATCHES / 8 })).count).toMatchObject({ sample: null });
  });

  it("a broad search is counted on the sample and always shown as 'about'", () => {
    // "teacher": ~90,000 matches at 1M.
    const strategy = searchStrategy(faceted({ keyword: true, estimate: 90_000 }));
    expect(strategy.broad).toBe(true);
    expect(strategy.count).toEqual({ kind: "facets", sample: { fraction: 0.005, keep: "always" }, broadMatches: BROAD_MATCHES });
  });

  it("a table no larger than the sample is counted whole, broad or not", () => {
    const strategy = searchStrategy(faceted({ estimate: 9, jobs: 10, tuning: { broadMatches: 0 } }));
    expect(strategy.broad).toBe(true);
    expect(strategy.count).toEqual({ kind: "facets", sample: null, broadMatches: 0 });
  });

  it("tuning moves the threshold, the sample's size and the sample-first ratio", () => {
    const strategy = searchStrategy(faceted({ estimate: 50, jobs: 10_000, tuning: { broadMatches: 100, sampleJobs: 1_000, sampleFirstRatio: 4 } }));
    expect(strategy.count).toEqual({ kind: "facets", sample: { fraction: 0.1, keep: "if-broad" }, broadMatches: 100 });
  });
});

describe("phraseSampleShare and a phrase's measured breadth", () => {
  const phrase = faceted({ keyword: true, phrase: true, estimate: 3_000 });

  it("measures a faceted phrase the planner puts under the threshold, on the id sample", () => {
    expect(phraseSampleShare(phrase)).toBe(SAMPLE_JOBS / MILLION);
  });

  it("measures nothing else", () => {
    expect(phraseSampleShare({ ...phrase, facets: false, estimate: 0, jobs: 0 })).toBeNull();
    expect(phraseSampleShare({ ...phrase, phrase: false })).toBeNull();
    expect(phraseSampleShare({ ...phrase, estimate: 300_000 })).toBeNull();
    expect(phraseSampleShare({ ...phrase, jobs: 4_000 })).toBeNull();
  });

  it("a phrase found often on the sample is broad, counted on the sample, walked newest-first in a window", () => {
    // "401(k) with a company match": planner 3,000, sample 1,275 of 5,000 -> 255,000.
    const strategy = searchStrategy({ ...phrase, phraseSample: { fraction: 0.005, found: 1_275 } });
    expect(strategy.estimate).toBe(255_000);
    expect(strategy.broad).toBe(true);
    expect(strategy.count).toEqual({ kind: "facets", sample: { fraction: 0.005, keep: "always" }, broadMatches: BROAD_MATCHES });
    expect(strategy.hits).toEqual({ kind: "rerank-newest", newest: RERANK_NEWEST, dateOrder: "walk-index", windowShare: (RERANK_NEWEST * 2.5) / 255_000 });
  });

  it("a phrase the sample finds less often than the planner thought is exact, and not sampled again", () => {
    // "clinical medical assistant": planner 17,500 (sample-first range), sample 20 -> 4,000.
    const strategy = searchStrategy({ ...phrase, estimate: 17_500, phraseSample: { fraction: 0.005, found: 20 } });
    expect(strategy.estimate).toBe(4_000);
    expect(strategy.broad).toBe(false);
    expect(strategy.count).toEqual({ kind: "facets", sample: null, broadMatches: BROAD_MATCHES });
  });

  it("a phrase the sample does not find is under 1 / fraction, or the planner's estimate if lower", () => {
    expect(searchStrategy({ ...phrase, phraseSample: { fraction: 0.005, found: 0 } }).estimate).toBe(200);
    expect(searchStrategy({ ...phrase, estimate: 120, phraseSample: { fraction: 0.005, found: 0 } }).estimate).toBe(120);
  });
});

describe("searchStrategy: relevance ranks the newest matches", () => {
  it("a common word walks the posted_at index newest-first, with no window", () => {
    // "nurse": 150,000 of 1M jobs, over WALK_SHARE.
    expect(searchStrategy(faceted({ keyword: true, estimate: 150_000 })).hits).toEqual({ kind: "rerank-newest", newest: RERANK_NEWEST, dateOrder: "walk-index", windowShare: null });
  });

  it("a rarer word sorts its matches by date, inside a recent window when that is a small share of jobs", () => {
    // "accounts": 90,000 matches, a window of 2.5 x 1,000 / 90,000 of all jobs.
    expect(searchStrategy(faceted({ keyword: true, estimate: 90_000 })).hits).toEqual({
      kind: "rerank-newest",
      newest: RERANK_NEWEST,
      dateOrder: "sort-matches",
      windowShare: 2_500 / 90_000,
    });
    // 10,000 matches: the window would be a quarter of all jobs, the most it may be.
    expect(searchStrategy(faceted({ keyword: true, estimate: 10_000 })).hits).toMatchObject({ dateOrder: "sort-matches", windowShare: 0.25 });
    // 5,000: half of all jobs, so no window.
    expect(searchStrategy(faceted({ keyword: true, estimate: 5_000 })).hits).toMatchObject({ dateOrder: "sort-matches", windowShare: null });
  });

  it("no window without an estimate (browse pages) or with a zero margin", () => {
    expect(searchStrategy(browse({ keyword: true })).hits).toEqual({ kind: "rerank-newest", newest: RERANK_NEWEST, dateOrder: "sort-matches", windowShare: null });
    expect(searchStrategy(faceted({ keyword: true, estimate: 90_000, tuning: { windowMargin: 0 } })).hits).toMatchObject({ windowShare: null });
  });

  it("a deep page ranks as many of the newest as it needs; tuning sets the count and the walk share", () => {
    expect(searchStrategy(faceted({ keyword: true, estimate: 90_000, page: 60, pageSize: 20 })).hits).toMatchObject({ newest: 59 * 20 + 21, windowShare: (1_201 * 2.5) / 90_000 });
    const tuned = searchStrategy(faceted({ keyword: true, estimate: 8, jobs: 10, tuning: { rerankNewest: 2, walkShare: 1, windowMargin: 0 } }));
    expect(tuned.hits).toEqual({ kind: "rerank-newest", newest: 21, dateOrder: "sort-matches", windowShare: null });
    expect(searchStrategy(faceted({ keyword: true, estimate: 8, jobs: 10, pageSize: 1, tuning: { rerankNewest: 2, walkShare: 0.5 } })).hits).toMatchObject({ newest: 2, dateOrder: "walk-index" });
  });
});

describe("searchStrategy: date order", () => {
  it("walks the posted_at index when few jobs are tested on the way, else sorts the matches", () => {
    // A state's 15,000 jobs: page 1 tests ~1,400 on the walk; page 33 tests ~44,000, sorting reads 15,000.
    expect(searchStrategy(faceted({ estimate: 15_000 })).hits).toEqual({ kind: "date", dateOrder: "walk-index" });
    expect(searchStrategy(faceted({ estimate: 15_000, page: 33 })).hits).toEqual({ kind: "date", dateOrder: "sort-matches" });
    // A handful of matches are always sorted.
    expect(searchStrategy(faceted({ estimate: 30, keyword: true, sort: "date" })).hits).toEqual({ kind: "date", dateOrder: "sort-matches" });
  });

  it("walks when nothing was estimated (browse pages)", () => {
    expect(searchStrategy(browse({ page: 33 })).hits).toEqual({ kind: "date", dateOrder: "walk-index" });
  });
});

describe("keepsSample", () => {
  const sampled = (keep: "always" | "if-broad"): FacetCount => ({ kind: "facets", sample: { fraction: 0.005, keep }, broadMatches: BROAD_MATCHES });

  it("keeps a broad search's sample, even an empty one", () => {
    expect(keepsSample(sampled("always"), 0)).toBe(true);
  });

  it("keeps a near-threshold sample only when it scales up past the threshold", () => {
    expect(keepsSample(sampled("if-broad"), 210)).toBe(true); // 42,000
    expect(keepsSample(sampled("if-broad"), 100)).toBe(false); // 20,000: not over
  });

  it("has nothing to keep without a sample", () => {
    expect(keepsSample({ kind: "facets", sample: null, broadMatches: BROAD_MATCHES }, 5)).toBe(false);
  });
});

describe("resultCounts", () => {
  it("an exact faceted count is never capped: the count and the pages come from the same total", () => {
    expect(resultCounts({ counted: 1_234, fraction: 1, faceted: true, pageRows: 21, pageSize: 20 })).toEqual({
      total: 1_234,
      totalCapped: false,
      approximate: false,
      pageCount: 62,
      hasNextPage: true,
      suggest: false,
    });
  });

  it("a capped count above COUNT_CAP has no page count: follow hasNextPage", () => {
    expect(resultCounts({ counted: COUNT_CAP + 1, fraction: 1, faceted: false, pageRows: 21, pageSize: 20 })).toMatchObject({ totalCapped: true, pageCount: null, hasNextPage: true });
    expect(resultCounts({ counted: 45, fraction: 1, faceted: false, pageRows: 5, pageSize: 20 })).toMatchObject({ totalCapped: false, pageCount: 3, hasNextPage: false });
  });

  it("a sampled count is approximate: never capped, its page count an estimate of the same total, no suggestions", () => {
    expect(resultCounts({ counted: 770_000, fraction: 0.005, faceted: true, pageRows: 21, pageSize: 20 })).toEqual({
      total: 770_000,
      totalCapped: false,
      approximate: true,
      pageCount: 38_500,
      hasNextPage: true,
      suggest: false,
    });
    // A sample that found nothing: the page of hits is the truth.
    expect(resultCounts({ counted: 0, fraction: 0.005, faceted: true, pageRows: 3, pageSize: 20 })).toMatchObject({ total: 3, suggest: false });
  });

  it("few exact results ask for suggestions; none is one page", () => {
    expect(resultCounts({ counted: 0, fraction: 1, faceted: true, pageRows: 0, pageSize: 20 })).toMatchObject({ total: 0, pageCount: 1, suggest: true });
    expect(resultCounts({ counted: 4, fraction: 1, faceted: false, pageRows: 4, pageSize: 20 })).toMatchObject({ suggest: true });
    expect(resultCounts({ counted: 5, fraction: 1, faceted: false, pageRows: 5, pageSize: 20 })).toMatchObject({ suggest: false });
  });
});
