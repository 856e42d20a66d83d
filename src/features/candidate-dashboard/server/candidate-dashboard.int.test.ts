import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactNode } from "react";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidatePreferences, featureFlags } from "@/db/schema";
import { loginPath } from "@/lib/routes";
import { getEmailPreferences, setEmailPreferences } from "@/lib/email/preferences";
import { callRoute } from "@/testing/http";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { importJobs } from "@/features/jobs/server/import/import-jobs";
import { notify } from "@/features/notifications/server/notify";
import { candidateDashboardSchema } from "../schemas";
import type * as RouteModule from "@/app/api/candidates/dashboard/route";
import type * as DashboardPageModule from "@/app/dashboard/page";
import type * as SummaryModule from "../components/dashboard-summary";
import type * as WidgetModule from "../components/profile-completion-widget";
import type * as RecommendedModule from "../components/recommended-jobs-section";
import { elements, redirectOf } from "@/testing/pages";

/*
 * GET /api/candidates/dashboard and the dashboard pages' server behaviour (issue 14 part 6, decision
 * 025) on the real database: who gets in, the answer's shape, the brand variants, and what the pages
 * are given to render. Pages run as Next runs them, with the request's headers mocked in.
 */
// One request object for every test file that renders pages (files share a worker, isolate: false,
// and the first file's mock of next/headers is the one the cached page modules keep): globalThis.
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const SECTION_PAGES = ["jobs", "courses", "blog", "resources", "events"] as const;
type PageFn = () => Promise<ReactNode>;

let GET: typeof RouteModule.GET;
let DashboardPage: typeof DashboardPageModule.default;
let DashboardSummary: typeof SummaryModule.DashboardSummary;
let ProfileCompletionWidget: typeof WidgetModule.ProfileCompletionWidget;
let RecommendedJobsSection: typeof RecommendedModule.RecommendedJobsSection;
/** The env module the route reads (its own copy after resetModules). */
let resetEnvCache: () => void;
const sectionPages: Record<string, PageFn> = {};

const DAY = 86_400_000;
const job = (ref: string, over: Record<string, unknown> = {}) => ({
  title: `Registered Nurse ${ref}`,
  referenceNumber: ref,
  date: new Date(Date.now() - DAY).toISOString(),
  validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
  url: `https://careers.example.com/jobs/${ref}`,
  company: "Dashboard Health",
  city: "Chicago",
  state: "IL",
  country: "US",
  description: "<p>Care for patients.</p>",
  category: "Healthcare",
  ...over,
});

beforeAll(async () => {
  // Integration files share a worker's module cache (isolate: false): load the pages under the mock above.
  vi.resetModules();
  ({ GET } = await import("@/app/api/candidates/dashboard/route"));
  ({ default: DashboardPage } = await import("@/app/dashboard/page"));
  ({ DashboardSummary } = await import("../components/dashboard-summary"));
  ({ ProfileCompletionWidget } = await import("../components/profile-completion-widget"));
  ({ RecommendedJobsSection } = await import("../components/recommended-jobs-section"));
  ({ resetEnvCache } = await import("@/lib/env"));
  for (const name of SECTION_PAGES) sectionPages[name] = (await import(`@/app/dashboard/${name}/page`)).default as PageFn;

  const db = getDb();
  await db.execute(sql`truncate jobs, job_documents, job_locations, locations, companies, categories, import_runs cascade`);
  await importJobs(db, {
    source: "dashboard-test",
    records: [
      job("OLD", { date: new Date(Date.now() - 5 * DAY).toISOString() }),
      job("NEW", { date: new Date(Date.now() - DAY / 2).toISOString() }),
      job("REMOTE", { title: "Remote Nurse Educator", remote: true, date: new Date(Date.now() - 2 * DAY).toISOString() }),
      job("CLOSED", { validThrough: new Date(Date.now() - DAY).toISOString() }),
    ],
  });
});

beforeEach(() => {
  request.cookie = "";
});

afterEach(() => {
  delete process.env.PARTNER_DASHBOARD_NAME;
  resetEnvCache();
});

async function signIn(name = "Casey Candidate") {
  const user = await createUser({ name });
  const { cookie } = await logIn(user.email, user.password);
  request.cookie = cookie;
  return { ...user, cookie };
}

const getDashboard = (cookie?: string) => callRoute(GET, { path: "/api/candidates/dashboard", cookie });

describe("GET /api/candidates/dashboard", () => {
  it("is 401 for anonymous visitors, in the API's error shape", async () => {
    const res = await getDashboard();
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("UNAUTHENTICATED");
  });

  it("answers a signed-in person with Upstep's own brand, their first name, the newest open jobs and their counts", async () => {
    const user = await signIn();
    await notify(user.id, { type: "job-alert", title: "3 new jobs for Registered Nurse", body: "Near 60601.", link: "/jobs" });
    await notify(user.id, { type: "product-news", title: "Welcome to Upstep", body: "Start with your profile.", link: "/dashboard" });
    await setEmailPreferences(getDb(), user.id, { "job-alerts": false }, "settings");

    const res = await getDashboard(user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = candidateDashboardSchema.strict().parse(await res.json());
    expect(body).toMatchObject({ name: "upstep", brandName: "Upstep", partner: false, firstName: "Casey" });
    // Newest first, open jobs only (the closed one is left out).
    expect(body.newestJobs.map((j) => j.title)).toEqual(["Registered Nurse NEW", "Remote Nurse Educator", "Registered Nurse OLD"]);
    expect(body.newestJobs[0]).toMatchObject({ company: "Dashboard Health", place: "Chicago, IL", remote: false });
    expect(body.newestJobs[0]!.url).toMatch(/^\/jobs\/all\/all\/all\/all\/all\/[0-9a-f-]{36}$/);
    expect(body.newestJobs[1]!.place).toContain("Remote");
    expect(body.counts.unreadNotifications).toBe(2);
    const preferences = await getEmailPreferences(getDb(), user.id);
    expect(body.counts.emailCategories).toBe(Object.keys(preferences).length);
    expect(body.counts.emailCategoriesOn).toBe(Object.values(preferences).filter(Boolean).length);
    expect(preferences["job-alerts"]).toBe(false);
  });

  it("counts only the person's own notifications", async () => {
    const other = await signIn("Other Person");
    await notify(other.id, { type: "system", title: "Not yours", body: "x", link: "/" });
    const me = await signIn("Sam");
    const body = candidateDashboardSchema.parse(await (await getDashboard(me.cookie)).json());
    expect(body.counts.unreadNotifications).toBe(0);
    expect(body.firstName).toBe("Sam");
  });

  it("names the partner variant when PARTNER_DASHBOARD_NAME is set", async () => {
    process.env.PARTNER_DASHBOARD_NAME = "Goodwill Careers";
    resetEnvCache();
    const user = await signIn();
    const body = candidateDashboardSchema.parse(await (await getDashboard(user.cookie)).json());
    expect(body).toMatchObject({ name: "goodwill-careers", brandName: "Goodwill Careers", partner: true });
  });
});

describe("dashboard pages", () => {
  const guarded: [string, PageFn][] = [["/dashboard", () => DashboardPage()], ...SECTION_PAGES.map((name): [string, PageFn] => [`/dashboard/${name}`, () => sectionPages[name]!()])];
  it.each(guarded)(
    "%s sends signed-out visitors to log in and back",
    async (path, render) => {
      expect(await redirectOf(render)).toBe(loginPath(path));
    },
  );

  it("/dashboard greets the person by first name and hands the summary their counts", async () => {
    const user = await signIn("Robin Example");
    await notify(user.id, { type: "system", title: "Hello", body: "x", link: "/" });
    const tree = elements(await DashboardPage());
    const h1s = tree.filter((e) => e.type === "h1");
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.props.children).toBe("Welcome back, Robin");
    const summary = tree.find((e) => e.type === DashboardSummary);
    expect(summary?.props.initial).toMatchObject({ firstName: "Robin", brandName: "Upstep", counts: { unreadNotifications: 1 } });
  });

  const setWidgetFlag = (enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, "profile-completion-widget"));

  it("/dashboard shows the profile-completion widget in place of the static card while its flag is on, and not when it is off", async () => {
    await signIn("Robin Example");
    await setWidgetFlag(true);
    const on = elements(await DashboardPage());
    const widget = on.find((e) => e.type === ProfileCompletionWidget);
    expect(widget?.props.completion).toMatchObject({ done: 0, percent: 0, next: { key: "personal-info", href: "/dashboard/candidate360/personal-info" } });
    expect(on.find((e) => e.type === DashboardSummary)?.props.profileCard).toBeTruthy();

    await setWidgetFlag(false);
    try {
      const off = elements(await DashboardPage());
      expect(off.find((e) => e.type === ProfileCompletionWidget)).toBeUndefined();
      expect(off.find((e) => e.type === DashboardSummary)?.props.profileCard).toBeUndefined();
    } finally {
      await setWidgetFlag(true);
    }
  });

  it("/dashboard and /dashboard/jobs ask an empty profile for a title and a ZIP code", async () => {
    await signIn();
    for (const render of [() => DashboardPage(), () => sectionPages.jobs!()]) {
      const section = elements(await render()).find((e) => e.type === RecommendedJobsSection);
      expect(section?.props).toMatchObject({ jobs: [], searched: false, missing: ["title", "location"] });
    }
  });

  it("/dashboard and /dashboard/jobs show the jobs recommended from the person's titles, with reasons", async () => {
    const user = await signIn();
    await getDb().insert(candidatePreferences).values({ userId: user.id, desiredTitles: ["Registered Nurse"] });
    const onDashboard = elements(await DashboardPage()).find((e) => e.type === RecommendedJobsSection)!;
    const jobs = onDashboard.props.jobs as { title: string; reason: string }[];
    // No place yet: jobs anywhere, and the section asks for a ZIP code.
    expect(onDashboard.props.missing).toEqual(["location"]);
    expect(jobs.map((j) => j.title).sort()).toEqual(["Registered Nurse NEW", "Registered Nurse OLD"]);
    expect(jobs.every((j) => j.reason === "Matches your title Registered Nurse")).toBe(true);
    const onJobsPage = elements(await sectionPages.jobs!()).find((e) => e.type === RecommendedJobsSection)!;
    expect((onJobsPage.props.jobs as unknown[]).length).toBe(2);
  });

  it.each(SECTION_PAGES)("/dashboard/%s renders for a signed-in person", async (name) => {
    await signIn();
    const node = await sectionPages[name]!();
    expect(isValidElement(node)).toBe(true);
  });
});
