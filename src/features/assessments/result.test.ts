import { describe, expect, it } from "vitest";
import { labelOf, readPersonalityResult, resultEntries } from "./result";

describe("reading a stored assessment result", () => {
  it("reads personality types and traits, strongest first, whatever else is stored", () => {
    expect(
      readPersonalityResult({
        types: [{ name: "Planner", score: 61.4 }, { name: "Analyzer", score: 84 }, { name: "", score: 99 }, { score: 50 }, 7],
        traits: ["Curious", { name: "Organized", score: 90, description: " Keeps things in order. " }],
        other: "ignored",
      }),
    ).toEqual({
      types: [
        { name: "Analyzer", score: 84, description: null },
        { name: "Planner", score: 61, description: null },
      ],
      traits: [
        { name: "Organized", score: 90, description: "Keeps things in order." },
        { name: "Curious", score: null, description: null },
      ],
    });
  });

  it("gives null for what is not a personality result", () => {
    for (const value of [null, undefined, "text", 42, [], {}, { types: "Planner" }, { types: [], traits: [] }]) expect(readPersonalityResult(value), JSON.stringify(value)).toBeNull();
  });

  it("lists a result's plain values with readable labels, leaving nested ones out", () => {
    expect(resultEntries({ correctAnswers: 22, time_spent: "14 minutes", passed: true, failed: false, nested: { a: 1 }, list: [1], empty: " ", nan: Number.NaN })).toEqual([
      { label: "Correct answers", value: "22" },
      { label: "Time spent", value: "14 minutes" },
      { label: "Passed", value: "Yes" },
      { label: "Failed", value: "No" },
    ]);
    expect(resultEntries(null)).toEqual([]);
    expect(resultEntries([1, 2])).toEqual([]);
    expect(resultEntries({ note: "x".repeat(500) })[0]!.value).toHaveLength(300);
    expect(labelOf("percentile-rank")).toBe("Percentile rank");
  });
});
