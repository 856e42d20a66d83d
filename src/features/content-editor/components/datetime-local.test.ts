import { describe, expect, it } from "vitest";
import { isoToLocalInput, localInputToIso } from "./datetime-local";

/* The publishing panel's times: the browser's local wall-clock time in the input, an instant (UTC ISO) for the API. */
describe("datetime-local conversions", () => {
  it("round-trips an instant through the input's local text to the minute", () => {
    const iso = "2026-11-26T14:30:00.000Z";
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
  });

  it("treats empty and unreadable values as no time", () => {
    expect(isoToLocalInput(null)).toBe("");
    expect(isoToLocalInput("not a date")).toBe("");
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("2026-13-45T99:99")).toBeNull();
  });
});
