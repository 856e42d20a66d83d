import { describe, expect, it } from "vitest";
import { clearJobListCaches, registerJobListCache } from "./job-list-caches";

describe("job list caches", () => {
  it("clears every registered cache, each once, and a re-registered name replaces the old one", () => {
    const cleared: string[] = [];
    registerJobListCache("a", () => cleared.push("a"));
    registerJobListCache("b", () => cleared.push("b-old"));
    registerJobListCache("b", () => cleared.push("b"));
    clearJobListCaches();
    expect(cleared.sort()).toEqual(["a", "b"]);
  });
});
