import { describe, expect, it } from "vitest";
import { readingMinutes } from "./types";

describe("reading time", () => {
  it("is the words at 275 a minute, rounded up, at least one minute", () => {
    expect([0, 1, 275, 276, 550, 551, 1375].map(readingMinutes)).toEqual([1, 1, 1, 2, 2, 3, 5]);
    expect(readingMinutes(-3)).toBe(1);
  });
});
