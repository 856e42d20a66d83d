import { describe, expect, it } from "vitest";
import { searchCacheKey } from "./search-cache";
import { roughly, uuidAtFraction, hasPhrase } from "./broad-search";
import { sanitizeSearchQuery } from "./sanitize-query";

describe("broad search helpers", () => {
  it("hasPhrase: a quoted phrase, not a plain AND or OR", () => {
    expect(hasPhrase(sanitizeSearchQuery('"401(k) with a company match"').tsquery!)).toBe(true);
    expect(hasPhrase(sanitizeSearchQuery("plumber OR \"maintenance technician\"").tsquery!)).toBe(true);
    expect(hasPhrase(sanitizeSearchQuery("registered nurse").tsquery!)).toBe(false);
    expect(hasPhrase(sanitizeSearchQuery("specialist -part-time").tsquery!)).toBe(false);
  });

  it("uuidAtFraction: the UUID below which that share of random UUIDs falls", () => {
    expect(uuidAtFraction(0)).toBe("00000000-0000-0000-0000-000000000000");
    expect(uuidAtFraction(0.5)).toBe("80000000-0000-0000-0000-000000000000");
    expect(uuidAtFraction(0.02)).toBe("051eb851-0000-0000-0000-000000000000");
    expect(uuidAtFraction(1)).toBe("ffffffff-0000-0000-0000-000000000000");
  });

  it("roughly: two significant digits for counts shown as 'about'", () => {
    expect([0, 1, 7, 42, 987, 1234, 56_789, 771_234].map(roughly)).toEqual([0, 1, 7, 42, 990, 1200, 57_000, 770_000]);
  });

  it("searchCacheKey: key order and undefined values do not matter; any other difference does", () => {
    expect(searchCacheKey({ q: "nurse", facets: true, location: undefined })).toBe(searchCacheKey({ facets: true, q: "nurse" }));
    expect(searchCacheKey({ q: "nurse", page: 2 })).not.toBe(searchCacheKey({ q: "nurse", page: 3 }));
    expect(searchCacheKey({ q: "nurse" })).not.toBe(searchCacheKey({ q: "Nurse" }));
  });
});
