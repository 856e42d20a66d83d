import { describe, expect, it } from "vitest";
import { expiry, formatDateTime, formatDuration, formatPercent, openFor } from "./format";
import { newApplicantsSummary } from "./components/new-applicants-summary";

const at = (iso: string) => new Date(`${iso}Z`);
const NOW = at("2026-11-20T12:00:00");

describe("hiring dashboard wording", () => {
  it("says durations as people do", () => {
    expect(formatDuration(0.01)).toBe("under 1 hour");
    expect(formatDuration(5 / 24)).toBe("5 hours");
    expect(formatDuration(1 / 24)).toBe("1 hour");
    expect(formatDuration(1)).toBe("1 day");
    expect(formatDuration(2.34)).toBe("2.3 days");
    expect(formatDuration(12.6)).toBe("13 days");
  });

  it("rounds shares to whole percentages", () => {
    expect(formatPercent(3 / 5)).toBe("60%");
    expect(formatPercent(2 / 3)).toBe("67%");
    expect(formatPercent(0.001)).toBe("under 1%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("says how long a posting has been open and when it ends", () => {
    expect(openFor(at("2026-11-20T08:00:00"), NOW)).toBe("Opened today");
    expect(openFor(at("2026-11-19T11:00:00"), NOW)).toBe("Open 1 day");
    expect(openFor(at("2026-10-30T12:00:00"), NOW)).toBe("Open 21 days");
    expect(expiry(null, NOW)).toBe("No end date");
    expect(expiry(at("2026-12-14T12:00:00"), NOW)).toBe("Expires in 24 days (Dec 14, 2026)");
    expect(expiry(at("2026-11-20T20:00:00"), NOW)).toBe("Expires today");
    expect(expiry(at("2026-11-19T12:00:00"), NOW)).toBe("Expired Nov 19, 2026");
    expect(formatDateTime(at("2026-11-25T15:10:00"))).toBe("Nov 25, 3:10 PM UTC");
  });

  it("sums up what is new", () => {
    const base = { postingCount: 3, activePostingCount: 2, newSinceKind: "last-visit" as const };
    expect(newApplicantsSummary({ ...base, newSince: at("2026-11-19T09:10:00"), newApplicants: 3 })).toBe("3 new applicants since your last visit (Nov 19, 9:10 AM UTC).");
    expect(newApplicantsSummary({ ...base, newSince: at("2026-11-19T09:10:00"), newApplicants: 0 })).toBe("No new applicants since your last visit (Nov 19, 9:10 AM UTC).");
    expect(newApplicantsSummary({ ...base, newSince: null, newApplicants: 1 })).toBe("1 applicant so far, all new to you on your first visit.");
    expect(newApplicantsSummary({ ...base, newSinceKind: "week", newSince: null, newApplicants: 2 })).toBe("2 new applicants in the last 7 days.");
    expect(newApplicantsSummary({ ...base, postingCount: 0, activePostingCount: 0, newSince: null, newApplicants: 0 })).toMatch(/^Post a job/);
    expect(newApplicantsSummary({ ...base, activePostingCount: 0, newSince: null, newApplicants: 0 })).toBe("None of your postings is open right now.");
  });
});
