import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getDb } from "@/db/client";
import { selfIdentifications } from "@/db/schema";
import { createUser } from "@/testing/factories";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { saveSelfIdentification } from "@/features/self-identification/server/save-self-identification";
import { createApplication, createCompanyWithJob } from "@/features/self-identification/self-identification.testing";
import type { SelfIdentificationInput } from "@/features/self-identification/schemas";
import type { SelfIdentificationReport } from "@/features/self-identification/types";
import { SelfIdentificationReportView } from "@/features/self-identification/components/self-identification-report-view";

/*
 * /admin/demographics-tracking (decision 057) on real answers: a posting and a period (month,
 * quarter) narrow the self-identification report, small cells stay suppressed, no one's answer
 * leaves it; the old /admin/reports/self-identification sends here with its query (308).
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageFn = (props: { searchParams: Promise<Record<string, string | string[]>> }) => Promise<unknown>;
type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };
const isElement = (node: unknown): node is Element => typeof node === "object" && node !== null && "$$typeof" in node && "props" in node;

/** The report the page hands to its view (the page's tree, searched). */
function reportIn(node: unknown): SelfIdentificationReport | null {
  if (Array.isArray(node)) {
    for (const n of node) {
      const found = reportIn(n);
      if (found) return found;
    }
    return null;
  }
  if (!isElement(node)) return null;
  // By name: the page was imported after vi.resetModules, so its copy of the view is another function.
  if (typeof node.type === "function" && node.type.name === SelfIdentificationReportView.name) return node.props.report as SelfIdentificationReport;
  return reportIn(node.props.children);
}

async function render(page: PageFn, cookie: string, query: Record<string, string | string[]>): Promise<{ tree?: unknown; outcome: string }> {
  request.cookie = cookie;
  try {
    return { tree: await page({ searchParams: Promise.resolve(query) }), outcome: "rendered" };
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? err);
    if (digest.startsWith("NEXT_REDIRECT;")) {
      const [, , url, status] = digest.split(";");
      return { outcome: `redirect ${url} ${status}` };
    }
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return { outcome: digest.split(";")[1]! };
    throw err;
  }
}

async function answer(target: { jobId: string; companyId: string }, input: SelfIdentificationInput, createdAt: Date) {
  const user = await createUser();
  const applicationId = await createApplication({ userId: user.id, jobId: target.jobId, companyId: target.companyId, stage: "applied" });
  await saveSelfIdentification(getDb(), { userId: user.id, applicationId, answers: input });
  await getDb().update(selfIdentifications).set({ createdAt }).where(eq(selfIdentifications.applicationId, applicationId));
}

let newPage: PageFn;
let oldPage: PageFn;
beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  newPage = (await import("./page")).default as unknown as PageFn;
  oldPage = (await import("../reports/self-identification/page")).default as unknown as PageFn;
}, 60_000);
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("/admin/demographics-tracking", () => {
  it("narrows by posting and by month or quarter, small cells suppressed, no individual answer", async () => {
    const admin = await signedInAdmin();
    const target = await createCompanyWithJob();
    const otherPosting = await createCompanyWithJob();
    for (let i = 0; i < 6; i++) await answer(target, { gender: "female" }, new Date("2026-02-10T12:00:00Z"));
    await answer(target, { gender: "male" }, new Date("2026-02-11T12:00:00Z"));
    for (let i = 0; i < 5; i++) await answer(target, { gender: "male" }, new Date("2026-05-03T12:00:00Z"));
    for (let i = 0; i < 9; i++) await answer(otherPosting, { gender: "female" }, new Date("2026-02-12T12:00:00Z"));

    const gender = (report: SelfIdentificationReport | null) => {
      const q = report!.questions.find((x) => x.key === "gender")!;
      return { total: q.total, ...Object.fromEntries(q.cells.map((c) => [c.code, c.value])) };
    };
    const view = async (query: Record<string, string>) => {
      const { tree, outcome } = await render(newPage, admin.cookie, query);
      expect(outcome).toBe("rendered");
      return reportIn(tree);
    };
    // February, this posting: 6 women and 1 man: the 1 is "fewer than 5", the 6 withheld with it.
    const feb = await view({ companyId: target.companyId, jobId: target.jobId, period: "2026-02" });
    expect(gender(feb)).toEqual({ total: { kind: "count", count: 7 }, female: { kind: "withheld" }, male: { kind: "fewer-than-5" }, decline: { kind: "count", count: 0 } });
    expect(feb!.filters).toMatchObject({ jobId: target.jobId, from: "2026-02-01", to: "2026-02-28" });
    // The second quarter: only May's 5.
    expect(gender(await view({ jobId: target.jobId, period: "2026-Q2" }))).toMatchObject({ total: { kind: "count", count: 5 }, male: { kind: "count", count: 5 } });
    // A period replaces the typed dates; the dates alone work too.
    expect(gender(await view({ jobId: target.jobId, period: "2026-Q2", from: "2026-01-01", to: "2026-12-31" })).total).toEqual({ kind: "count", count: 5 });
    expect(gender(await view({ jobId: target.jobId, from: "2026-01-01", to: "2026-12-31" })).total).toEqual({ kind: "count", count: 12 });
    // The other posting alone.
    expect(gender(await view({ jobId: otherPosting.jobId }))).toMatchObject({ total: { kind: "count", count: 9 }, female: { kind: "count", count: 9 } });
    // Nothing of anyone: no user, application or date in what the page is given.
    const all = JSON.stringify(await view({ companyId: target.companyId }));
    expect(all).not.toMatch(/applicationId|userId|createdAt/);
    expect(all).not.toMatch(/"count":[1-4]\b/);
    // A bad filter is said, and the report falls back to everything.
    const bad = await render(newPage, admin.cookie, { period: "last-year" });
    expect(bad.outcome).toBe("rendered");
    // Said on the page as rendered (the message is inside the filter form's issue list, a component).
    const badHtml = renderToStaticMarkup(bad.tree as ReactElement);
    expect(badHtml).toContain("Some filters were not understood");
    expect(badHtml).toContain("Period must be a month (2026-11) or a quarter (2026-Q4)");
    expect(badHtml).toContain("The report below is for all applications.");
  });

  it("is the old report's new home: /admin/reports/self-identification redirects with its query (308); administrators only", async () => {
    const admin = await signedInAdmin();
    expect((await render(oldPage, admin.cookie, {})).outcome).toBe("redirect /admin/demographics-tracking 308");
    expect((await render(oldPage, admin.cookie, { companyId: "abc", from: "2026-01-01" })).outcome).toBe("redirect /admin/demographics-tracking?companyId=abc&from=2026-01-01 308");
    const candidate = await signedInUser();
    expect((await render(oldPage, candidate.cookie, { companyId: "abc" })).outcome).toBe("403");
    expect((await render(newPage, candidate.cookie, {})).outcome).toBe("403");
    expect((await render(newPage, (await signedInUser({ roles: ["Recruiter"] })).cookie, {})).outcome).toBe("403");
    expect((await render(oldPage, "", { companyId: "abc" })).outcome).toMatch(/^redirect \/api\/auth\/login\?returnTo=%2Fadmin%2Freports%2Fself-identification%3FcompanyId%3Dabc/);
  });
});
