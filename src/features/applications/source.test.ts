import { describe, expect, it } from "vitest";
import { isApplySource, sourceFromReferrer } from "./source";

const O = "http://localhost:3000";

describe("where a person came to apply from", () => {
  it("reads Upstep's own pages", () => {
    expect(sourceFromReferrer(`${O}/jobs?q=nurse`, O)).toBe("search");
    expect(sourceFromReferrer(`${O}/jobs/oh/columbus`, O)).toBe("search");
    expect(sourceFromReferrer(`${O}/`, O)).toBe("search");
    expect(sourceFromReferrer(`${O}/companies/northwind-health`, O)).toBe("company-page");
    expect(sourceFromReferrer(`${O}/dashboard/jobs?tab=saved`, O)).toBe("saved-jobs");
    expect(sourceFromReferrer(`${O}/jobs/all/all/all/all/all/0b6f2a8e-8c1e-4a53-9f0d-2d3c4b5a6e7f?from=job-alert`, O)).toBe("job-alert");
  });

  it("calls anything else direct: another site, none, a job page, nonsense", () => {
    expect(sourceFromReferrer("https://www.google.com/", O)).toBe("direct");
    expect(sourceFromReferrer(null, O)).toBe("direct");
    expect(sourceFromReferrer("", O)).toBe("direct");
    expect(sourceFromReferrer(`${O}/jobs/all/all/all/all/all/0b6f2a8e-8c1e-4a53-9f0d-2d3c4b5a6e7f`, O)).toBe("direct");
    expect(sourceFromReferrer(`${O}/dashboard/jobs`, O)).toBe("direct");
    expect(sourceFromReferrer("not a url", O)).toBe("direct");
  });

  it("takes only the sources the apply flow records (never external)", () => {
    expect(["search", "job-alert", "company-page", "saved-jobs", "direct"].every(isApplySource)).toBe(true);
    expect(isApplySource("external")).toBe(false);
    expect(isApplySource(["search"])).toBe(false);
  });
});
