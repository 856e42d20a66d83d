import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { selfIdentifications } from "@/db/schema";
import { GET as reportGet } from "@/app/api/admin/reports/self-identification/route";
import { signedInAdmin } from "@/features/admin/admin-session.testing";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { saveSelfIdentification } from "./server/save-self-identification";
import { reportFilterOptions, selfIdentificationReport } from "./server/report";
import { createApplication, createCompanyWithJob } from "./self-identification.testing";
import type { SelfIdentificationInput } from "./schemas";
import type { PublishedCount, SelfIdentificationReport } from "./types";

/*
 * The aggregate report on real rows (decision 034): counts per question and answer for one company,
 * one job and a date range, with the small-cell rule applied; through the admin API as well. The
 * admin API's 401/403 for everyone else is proven by api-matrix.int.test.ts, which finds the route.
 */
async function answer(target: { jobId: string; companyId: string }, input: SelfIdentificationInput, createdAt?: Date) {
  const user = await createUser();
  const applicationId = await createApplication({ userId: user.id, jobId: target.jobId, companyId: target.companyId, stage: "applied" });
  await saveSelfIdentification(getDb(), { userId: user.id, applicationId, answers: input });
  if (createdAt) await getDb().update(selfIdentifications).set({ createdAt }).where(eq(selfIdentifications.applicationId, applicationId));
}

const cellsOf = (report: SelfIdentificationReport, key: string) => Object.fromEntries(report.questions.find((q) => q.key === key)!.cells.map((c) => [c.code, c.value]));
const totalOf = (report: SelfIdentificationReport, key: string) => report.questions.find((q) => q.key === key)!.total;
const n = (count: number): PublishedCount => ({ kind: "count", count });
const F: PublishedCount = { kind: "fewer-than-5" };
const W: PublishedCount = { kind: "withheld" };

describe("the self-identification report", () => {
  it("counts each answer for a company, a job and a date range, suppressing small cells", async () => {
    const a = await createCompanyWithJob();
    const other = await createCompanyWithJob();
    // Company A: 12 answers of gender (7 female, 3 male, 2 declined), race for 10 of them.
    for (let i = 0; i < 7; i++) await answer(a, { gender: "female", raceEthnicity: i < 6 ? "white" : "asian", cc305: { answer: "no", name: "", date: "" }, protectedVeteran: { answer: "not-protected" } });
    for (let i = 0; i < 3; i++) await answer(a, { gender: "male", raceEthnicity: "white", cc305: { answer: "no", name: "", date: "" } });
    for (let i = 0; i < 2; i++) await answer(a, { gender: "decline" });
    // Another company's answers never count for A.
    for (let i = 0; i < 6; i++) await answer(other, { gender: "male" }, new Date("2026-01-15T12:00:00Z"));

    const report = await selfIdentificationReport(getDb(), { companyId: a.companyId, jobId: undefined, from: undefined, to: undefined });
    // Gender 7 / 3 / 2: the 3 and the 2 are fewer than 5, the 7 withheld with them, the total shown.
    expect(cellsOf(report, "gender")).toEqual({ female: W, male: F, decline: F });
    expect(totalOf(report, "gender")).toEqual(n(12));
    // Race: 9 white, 1 Asian (fewer than 5; 9 withheld; the zeros shown).
    expect(cellsOf(report, "raceEthnicity")).toMatchObject({ white: W, asian: F, black: n(0), "hispanic-latino": n(0), decline: n(0) });
    expect(totalOf(report, "raceEthnicity")).toEqual(n(10));
    // CC-305: 10 "no", nothing small, shown as is.
    expect(cellsOf(report, "cc305")).toEqual({ yes: n(0), no: n(10), decline: n(0) });
    expect(totalOf(report, "cc305")).toEqual(n(10));
    expect(cellsOf(report, "protectedVeteran")).toEqual({ protected: n(0), "not-protected": n(7), decline: n(0) });
    // Veteran status and disability were not asked: nothing to count.
    expect(totalOf(report, "veteranStatus")).toEqual(n(0));

    // The other company alone: 6 men, as is; and its answers fall in January only.
    const theirs = await selfIdentificationReport(getDb(), { companyId: other.companyId, jobId: other.jobId, from: "2026-01-15", to: "2026-01-15" });
    expect(cellsOf(theirs, "gender")).toEqual({ female: n(0), male: n(6), decline: n(0) });
    const before = await selfIdentificationReport(getDb(), { companyId: other.companyId, jobId: undefined, from: undefined, to: "2026-01-14" });
    expect(totalOf(before, "gender")).toEqual(n(0));
    const after = await selfIdentificationReport(getDb(), { companyId: other.companyId, jobId: undefined, from: "2026-01-16", to: undefined });
    expect(totalOf(after, "gender")).toEqual(n(0));
    // A's job filter gives A's answers; the other job's gives none of A's.
    expect(totalOf(await selfIdentificationReport(getDb(), { companyId: undefined, jobId: a.jobId, from: undefined, to: undefined }), "gender")).toEqual(n(12));

    const options = await reportFilterOptions(getDb(), { companyId: a.companyId });
    expect(options.companies.map((c) => c.id)).toEqual(expect.arrayContaining([a.companyId, other.companyId]));
    expect(options.jobs.map((j) => j.id)).toEqual([a.jobId]);
  });

  it("a company with fewer than 5 answers shows every count, and the total, as fewer than 5", async () => {
    const small = await createCompanyWithJob();
    await answer(small, { gender: "female", raceEthnicity: "black" });
    await answer(small, { gender: "female", raceEthnicity: "black" });
    const report = await selfIdentificationReport(getDb(), { companyId: small.companyId, jobId: undefined, from: undefined, to: undefined });
    for (const key of ["gender", "raceEthnicity"]) {
      expect(totalOf(report, key)).toEqual(F);
      for (const value of Object.values(cellsOf(report, key))) expect(value).toEqual(F);
    }
    expect(JSON.stringify(report)).not.toMatch(/"count":[1-4]\b/);
  });

  it("is served to administrators by GET /api/admin/reports/self-identification, with its filters checked", async () => {
    const a = await createCompanyWithJob();
    for (let i = 0; i < 5; i++) await answer(a, { gender: "male" });
    const admin = await signedInAdmin();
    const response = await callRoute(reportGet, { path: `/api/admin/reports/self-identification?companyId=${a.companyId}`, cookie: admin.cookie });
    expect(response.status).toBe(200);
    const report = (await response.json()) as SelfIdentificationReport;
    expect(report.filters).toEqual({ companyId: a.companyId, jobId: null, from: null, to: null });
    expect(cellsOf(report, "gender")).toEqual({ female: n(0), male: n(5), decline: n(0) });
    // Nothing but counts: no application, person or answer row.
    expect(JSON.stringify(report)).not.toMatch(/applicationId|userId|createdAt|"name"/);

    for (const bad of ["companyId=acme", "from=2026-13-01", "to=yesterday", `jobId=${"x".repeat(40)}`]) {
      const refused = await callRoute(reportGet, { path: `/api/admin/reports/self-identification?${bad}`, cookie: admin.cookie });
      expect(refused.status, bad).toBe(400);
    }
  });
});
