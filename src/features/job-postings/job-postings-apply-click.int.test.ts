import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { json, api, loadReferenceData, makeCompany, person, publishedPosting } from "./job-postings.testing";

/*
 * An apply click (decision 039): opening /apply/{jobId} with its form, for an open job that takes
 * applications on Upstep, counts one for the posting's analytics; a closed job's page (no form) counts
 * nothing. The page runs as Next runs it, the candidate's cookie mocked in.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let refs: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  refs = await loadReferenceData();
});

describe("apply clicks", () => {
  it("count when the apply form opens for an open posting, not when the job is closed", async () => {
    vi.resetModules();
    const { default: ApplyPage } = await import("@/app/apply/[jobId]/page");
    const { jobStats } = await import("@/features/jobs/server/job-stats");
    const company = await makeCompany("Northwind Health");
    const owner = await person({ companyId: company.id, role: "owner" });
    const posting = await publishedPosting(company.id, owner, refs);
    const candidate = await person();
    request.cookie = candidate.cookie;

    await ApplyPage({ params: Promise.resolve({ jobId: posting.id }), searchParams: Promise.resolve({}) });
    await ApplyPage({ params: Promise.resolve({ jobId: posting.id }), searchParams: Promise.resolve({}) });
    await json(await api.status(posting.id, "close", owner));
    await ApplyPage({ params: Promise.resolve({ jobId: posting.id }), searchParams: Promise.resolve({}) });
    await jobStats().flush();

    const rows = await getDb().execute<{ views: number; apply_clicks: number }>(sql`select views, apply_clicks from job_daily_stats where job_id = ${posting.id}::uuid`);
    expect(rows.rows).toEqual([{ views: 0, apply_clicks: 2 }]);
  });
});
