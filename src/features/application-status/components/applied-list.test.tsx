import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApplicationSummary } from "@/features/applications/types";
import { AppliedList } from "./applied-list";

/* What each kind of application says on /dashboard/jobs's Applied tab (decision 035). */
const JOB = { id: "8d7c1e2a-0b5f-4c3d-9e8f-7a6b5c4d3e2f", title: "Night Nurse", companyName: "Northwind Health", status: "open" as const, location: "Austin, TX" };

function summary(over: Partial<ApplicationSummary>): ApplicationSummary {
  return { id: "a1", job: JOB, stage: "applied", channel: "upstep", submittedAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z", draftExpiresAt: null, ...over };
}

const render = (applications: ApplicationSummary[]) => renderToStaticMarkup(<AppliedList applications={applications} histories={{}} />);

describe("the Applied tab", () => {
  it("offers Continue on a draft with the day it is kept until, and no history", () => {
    const html = render([summary({ stage: "draft", submittedAt: null, draftExpiresAt: "2026-12-04T10:00:00.000Z" })]);
    expect(html).toContain("Draft");
    expect(html).toContain("Started, not sent yet. Kept until Dec 4, 2026.");
    expect(html).toContain(`href="/apply/${JOB.id}"`);
    expect(html).toContain('aria-label="Continue your application for Night Nurse"');
    expect(html).not.toContain("Stage history");
  });

  it("does not offer Continue on a draft for a closed job, and says the job is closed", () => {
    const html = render([summary({ stage: "draft", submittedAt: null, job: { ...JOB, status: "closed" } })]);
    expect(html).toContain("This job is closed.");
    expect(html).not.toContain("/apply/");
  });

  it("says how and when a sent one went, its stage, and withdrawn as such", () => {
    const html = render([summary({ id: "a1", stage: "interviewing" }), summary({ id: "a2", stage: "withdrawn", channel: "external" })]);
    expect(html).toContain("Applied on Upstep on Nov 20, 2026.");
    expect(html).toContain("Interviewing");
    expect(html).toContain("Applied on the employer&#x27;s site on Nov 20, 2026.");
    expect(html).toContain("Withdrawn");
    expect(html.match(/Stage history/g)).toHaveLength(2);
  });

  it("leads to the job search when there is nothing yet", () => {
    const html = render([]);
    expect(html).toContain("No applications yet");
    expect(html).toContain('href="/jobs"');
  });
});
