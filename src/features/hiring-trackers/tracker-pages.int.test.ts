import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { loginPath } from "@/lib/routes";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { addMember } from "@/features/hiring-dashboard/hiring-dashboard.testing";
import type * as DashboardModule from "@/app/(employer-area)/hiring/dashboard/page";
import type * as AdminHiringModule from "@/app/admin/hiring-tracker/page";
import type * as AdminRequisitionModule from "@/app/admin/requisition-tracker/page";
import type * as AdminLayoutModule from "@/app/admin/layout";
import { propsOf } from "@/testing/pages";
import type * as AdminNavModule from "@/features/admin/components/admin-nav";
import type * as ViewsNavModule from "@/features/hiring-dashboard/components/dashboard-views-nav";
import { PERIOD, makeTrackerWorld, type TrackerWorld } from "./hiring-trackers.testing";

/*
 * The trackers' pages as Next renders them (decision 046), for every kind of visitor: the company
 * trackers (views of /hiring/dashboard) for owners, hiring managers and recruiters of company A (an
 * interviewer 403), never A's numbers for company B, 403 for a candidate, log in when signed out;
 * the admin trackers for administrators with two-factor only. Each view 404s with its flag off and
 * leaves the dashboard's and the admin area's navigation.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type Params = Record<string, string>;
type PageFn = (props: { searchParams: Promise<Params> }) => Promise<ReactElement>;
let Dashboard: PageFn;
let AdminHiring: PageFn;
let AdminRequisition: PageFn;
let AdminLayout: typeof AdminLayoutModule.default;
let AdminNav: typeof AdminNavModule.AdminNav;
let DashboardViewsNav: typeof ViewsNavModule.DashboardViewsNav;
let w: TrackerWorld;
const PERIOD_PARAMS: Params = { range: PERIOD.range, from: PERIOD.from, to: PERIOD.to, interval: PERIOD.interval };

/** A streaming render (it waits for the async server components inside the page); a render error fails the call. */
async function streamHtml(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(createElement(() => node), {
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const text = await new Response(stream).text();
  if (failure) throw failure;
  return text;
}

/** The admin navigation's hidden links, as the admin layout hands them to AdminNav (a client component). */
async function adminNavHidden(): Promise<string[]> {
  const tree = await AdminLayout({ children: null });
  return propsOf<{ hidden: string[] }>(tree, AdminNav)!.hidden;
}

/** The dashboard's view tabs as the page hands them to DashboardViewsNav. */
async function viewsHidden(params: Params): Promise<string[]> {
  const tree = await Dashboard({ searchParams: Promise.resolve(params) });
  return propsOf<{ hidden: string[] }>(tree, DashboardViewsNav)!.hidden;
}

async function outcome(page: PageFn, params: Params): Promise<string> {
  try {
    const tree = await page({ searchParams: Promise.resolve(params) });
    return await streamHtml(tree);
  } catch (err) {
    const e = err as { digest?: string; message?: string };
    const digest = String(e.digest ?? e.message ?? err);
    if (digest.startsWith("NEXT_REDIRECT;")) return `redirect ${digest.split(";")[2]}`;
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return digest.split(";")[1]!;
    throw err;
  }
}

const setFlag = (key: string, on: boolean) => getDb().execute(sql`update feature_flags set enabled = ${on} where key = ${key}`);

async function signIn(roles: Role[], opts: { twoFactorEnabled?: boolean; name?: string } = {}) {
  const user = await signedInUser({ roles, ...opts });
  request.cookie = user.cookie;
  return user;
}

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  Dashboard = ((await import("@/app/(employer-area)/hiring/dashboard/page")) as typeof DashboardModule).default as unknown as PageFn;
  AdminHiring = ((await import("@/app/admin/hiring-tracker/page")) as typeof AdminHiringModule).default as unknown as PageFn;
  AdminRequisition = ((await import("@/app/admin/requisition-tracker/page")) as typeof AdminRequisitionModule).default as unknown as PageFn;
  AdminLayout = ((await import("@/app/admin/layout")) as typeof AdminLayoutModule).default;
  ({ AdminNav } = await import("@/features/admin/components/admin-nav"));
  ({ DashboardViewsNav } = await import("@/features/hiring-dashboard/components/dashboard-views-nav"));
  await setFlag("hiring-tracker", true);
  await setFlag("requisition-tracker", true);
  w = await makeTrackerWorld("Alpha Clinic");
});

beforeEach(() => {
  request.cookie = "";
});

afterAll(async () => {
  await setFlag("hiring-tracker", true);
  await setFlag("requisition-tracker", true);
  vi.unstubAllEnvs();
});

const hiring = (extra: Params = {}) => outcome(Dashboard, { view: "hiring-tracker", ...PERIOD_PARAMS, ...extra });
const requisitions = (extra: Params = {}) => outcome(Dashboard, { view: "requisition-tracker", ...PERIOD_PARAMS, ...extra });

describe("the company trackers (/hiring/dashboard?view=...)", () => {
  it("show owners, hiring managers and recruiters their company's numbers, with charts' tables and CSV links", async () => {
    for (const role of ["owner", "hiring-manager", "recruiter"] as const) {
      const user = await signIn(["Hiring Manager"], { name: `Morgan ${role}` });
      await addMember(w.companyA, user.id, role);
      const req = await requisitions();
      expect(req).toContain("Alpha Clinic<!-- --> · Hiring dashboard");
      expect(req).toContain("Apr 1, 2026 – Jun 30, 2026");
      expect(req).toContain("Night Nurse");
      expect(req).toContain("Nia Nurse");
      expect(req).toContain("Median time to fill");
      expect(req).toContain('aria-label="Bar chart: requisitions by status. The same numbers are in the table below."');
      expect(req).toContain(`/api/employer/company/${w.companyA}/trackers/requisition-tracker?table=time-to-fill&amp;range=custom&amp;from=2026-04-01&amp;to=2026-06-30`);
      expect(req).not.toContain("Beta Secret");
      const hire = await hiring();
      expect(hire).toContain("Funnel conversion");
      expect(hire).toContain("Front Desk Posting");
      expect(hire).toContain('aria-current="page"');
      expect(hire).not.toContain("Beta Secret");
    }
  });

  it("answer 403 to an interviewer and leave the trackers out of their dashboard's views", async () => {
    const user = await signIn(["Hiring Manager"]);
    await addMember(w.companyA, user.id, "interviewer");
    expect(await hiring()).toBe("403");
    expect(await requisitions()).toBe("403");
    expect(await viewsHidden({})).toEqual(["hiring-tracker", "requisition-tracker"]);
    expect(await viewsHidden({ view: "job-postings" })).toEqual(["hiring-tracker", "requisition-tracker"]);
  });

  it("never show company A's numbers to company B, even by ?company=", async () => {
    const user = await signIn(["Recruiter"]);
    await addMember(w.companyB, user.id, "owner");
    for (const extra of [{}, { company: w.companyA }] as Params[]) {
      const page = await requisitions(extra);
      expect(page).toContain("Beta Secret Surgeon");
      expect(page).not.toContain("Night Nurse");
      expect(page).not.toContain("Alpha Clinic");
    }
  });

  it("send a candidate to 403, a signed-out visitor to log in, an administrator without two-factor to set it up", async () => {
    expect(await hiring()).toMatch(/^redirect \/api\/auth\/login\?returnTo=/);
    expect(await hiring()).toBe(`redirect ${loginPath(`/hiring/dashboard?view=hiring-tracker&range=custom&from=2026-04-01&to=2026-06-30&interval=month`)}`);
    await signIn([]);
    expect(await hiring()).toBe("403");
    expect(await requisitions({ company: w.companyA })).toBe("403");
    await signIn(["Administrator"], { twoFactorEnabled: false });
    expect(await hiring({ company: w.companyA })).toBe(`redirect ${MFA_SETUP_PATH}`);
    await signIn(["Administrator"], { twoFactorEnabled: true });
    expect(await requisitions({ company: w.companyA })).toContain("Night Nurse");
  });

  it("404 with their flag off, and leave the dashboard's views", async () => {
    const user = await signIn(["Hiring Manager"]);
    await addMember(w.companyA, user.id, "owner");
    await setFlag("hiring-tracker", false);
    try {
      expect(await hiring()).toBe("404");
      const req = await requisitions();
      expect(req).toContain("Night Nurse");
      expect(req).not.toContain("view=hiring-tracker");
      expect(await viewsHidden({})).toEqual(["hiring-tracker"]);
      expect(await viewsHidden({ view: "job-postings" })).toEqual(["hiring-tracker"]);
    } finally {
      await setFlag("hiring-tracker", true);
    }
    await setFlag("requisition-tracker", false);
    try {
      expect(await requisitions()).toBe("404");
      expect(await hiring()).not.toContain("view=requisition-tracker");
      expect(await viewsHidden({ view: "hiring-tracker" })).toEqual(["requisition-tracker"]);
    } finally {
      await setFlag("requisition-tracker", true);
    }
  });

  it("keep what was typed and say what was not understood, showing the last 90 days meanwhile", async () => {
    const user = await signIn(["Hiring Manager"]);
    await addMember(w.companyA, user.id, "owner");
    const page = await requisitions({ from: "2026-06-30", to: "2026-04-01" });
    expect(page).toContain("Some filters were not understood");
    expect(page).toContain("The last day must be on or after the first day.");
    expect(page).toContain('value="2026-06-30"');
    expect(page).toContain("Last 90 days");
  });
});

describe("the admin trackers", () => {
  it("show administrators with two-factor every company, and one company's tracker when chosen", async () => {
    await signIn(["Administrator"], { twoFactorEnabled: true });
    const req = await outcome(AdminRequisition, PERIOD_PARAMS);
    expect(req).toContain("<h1>Requisition tracker</h1>");
    expect(req).toContain("Alpha Clinic");
    expect(req).toContain("Beta Hospital");
    expect(req).toContain("/api/admin/trackers/requisition-tracker?table=companies");
    const one = await outcome(AdminRequisition, { ...PERIOD_PARAMS, company: w.companyA });
    expect(one).toContain("Nia Nurse");
    expect(one).not.toContain("Sam Secret");
    const hire = await outcome(AdminHiring, { ...PERIOD_PARAMS, company: w.companyB });
    expect(hire).toContain("<h1>Hiring tracker</h1>");
    expect(hire).toContain("Beta Secret Posting");
    expect(await outcome(AdminHiring, { company: "00000000-0000-4000-8000-000000000000" })).toBe("404");
    expect(await adminNavHidden()).toEqual([]);
  });

  it("answer 403 to everyone else, send an administrator without two-factor to set it up and the signed out to log in", async () => {
    expect(await outcome(AdminHiring, {})).toBe(`redirect ${loginPath("/admin/hiring-tracker")}`);
    for (const roles of [[], ["Hiring Manager"], ["Recruiter"]] as Role[][]) {
      const user = await signIn(roles);
      await addMember(w.companyA, user.id, "owner");
      expect(await outcome(AdminHiring, {})).toBe("403");
      expect(await outcome(AdminRequisition, {})).toBe("403");
    }
    await signIn(["Administrator"], { twoFactorEnabled: false });
    expect(await outcome(AdminRequisition, {})).toBe(`redirect ${MFA_SETUP_PATH}`);
  });

  it("404 with their flag off and leave the admin navigation", async () => {
    await signIn(["Administrator"], { twoFactorEnabled: true });
    await setFlag("requisition-tracker", false);
    try {
      expect(await outcome(AdminRequisition, {})).toBe("404");
      expect(await adminNavHidden()).toEqual(["/admin/requisition-tracker"]);
    } finally {
      await setFlag("requisition-tracker", true);
    }
  });
});
