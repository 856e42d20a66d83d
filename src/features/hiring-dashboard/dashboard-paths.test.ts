import { describe, expect, it } from "vitest";
import { hiringDashboardPath } from "@/lib/employer-routes";

describe("hiringDashboardPath", () => {
  it("names the view, keeps the company and pages past the first", () => {
    expect(hiringDashboardPath()).toBe("/hiring/dashboard");
    expect(hiringDashboardPath("overview", { page: 1 })).toBe("/hiring/dashboard");
    expect(hiringDashboardPath("job-postings")).toBe("/hiring/dashboard?view=job-postings");
    expect(hiringDashboardPath("overview", { company: "0f2c94dc-85d6-4846-941d-52a54a51f18a", page: 2 })).toBe(
      "/hiring/dashboard?company=0f2c94dc-85d6-4846-941d-52a54a51f18a&page=2",
    );
    expect(hiringDashboardPath("job-postings", { company: "a&b" })).toBe("/hiring/dashboard?view=job-postings&company=a%26b");
  });
});
