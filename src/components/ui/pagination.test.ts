import { describe, expect, it } from "vitest";
import { pageSummary, pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first and last pages with gaps around the current one", () => {
    expect(pageWindow(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("fills a gap of exactly one page with that page instead of an ellipsis", () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});

describe("pageSummary", () => {
  it("says the page and, when known, the number of pages", () => {
    expect(pageSummary(3, 12)).toBe("Page 3 of 12");
    expect(pageSummary(2, 1_200)).toBe("Page 2 of 1,200");
    expect(pageSummary(4, null)).toBe("Page 4");
  });
});
