import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { loginPath } from "@/lib/routes";
import { propsOf, redirectOf } from "@/testing/pages";
import { signedInUser } from "@/features/admin/admin-session.testing";
import type * as PageModule from "@/app/(employer-area)/hiring/dashboard/page";
import type * as PostingsListModule from "@/features/job-postings/components/postings-list";
import type * as PostingsTableModule from "@/features/job-postings/components/postings-table";
import type * as ViewsNavModule from "./components/dashboard-views-nav";
import { addMember, makeApplications, makeCompany, makePosting } from "./hiring-dashboard.testing";

/*
 * /hiring/dashboard as Next renders it (decision 041), for every kind of visitor: members of the
 * company in each role see its postings (an interviewer without "Post a job"), another company's
 * members never see them (asking for the company by ?company= gives them their own), a candidate
 * gets 403, a signed-out visitor the log-in page, an administrator with two-factor any company by
 * ?company=, one without it the two-factor set-up. The request's cookie is mocked in.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let Page: typeof PageModule.default;
let PostingsList: typeof PostingsListModule.PostingsList;
let PostingsTable: typeof PostingsTableModule.PostingsTable;
let DashboardViewsNav: typeof ViewsNavModule.DashboardViewsNav;
type Params = Record<string, string>;
const render = (params: Params = {}) => Page({ searchParams: Promise.resolve(params) }) as Promise<ReactElement>;
const html = async (params: Params = {}) => renderToStaticMarkup(await render(params));

/** The job-postings view: what it hands decision 039's PostingsList, and the titles that list shows (its table's rows). */
async function postingsView(params: Params = {}) {
  const tree = await render({ ...params, view: "job-postings" });
  const list = propsOf<PostingsListModule.PostingsListProps>(tree, PostingsList)!;
  const nav = propsOf<{ current: string }>(tree, DashboardViewsNav)!;
  const table = propsOf<{ items: { title: string }[] }>(await PostingsList(list), PostingsTable);
  return { list, nav, titles: (table?.items ?? []).map((i) => i.title).join("\n") };
}

async function outcome(params: Params = {}): Promise<string> {
  try {
    await render(params);
    return "rendered";
  } catch (err) {
    const digest = String((err as { digest?: string }).digest ?? err);
    if (digest.startsWith("NEXT_REDIRECT;")) return `redirect ${digest.split(";")[2]}`;
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return digest.split(";")[1]!;
    throw err;
  }
}

let companyA: string;
let companyB: string;

beforeAll(async () => {
  // next.config's experimental.authInterrupts, which forbidden() checks (next build sets it for the app).
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  ({ default: Page } = await import("@/app/(employer-area)/hiring/dashboard/page"));
  ({ PostingsList } = await import("@/features/job-postings/components/postings-list"));
  ({ PostingsTable } = await import("@/features/job-postings/components/postings-table"));
  ({ DashboardViewsNav } = await import("./components/dashboard-views-nav"));
  await getDb().execute(sql`update feature_flags set enabled = true where key = 'employer-resources'`);
  companyA = await makeCompany("Alpha Clinic");
  companyB = await makeCompany("Beta Hospital");
  const a = await makePosting(companyA, { title: "Alpha Medical Assistant", openedAt: new Date(Date.now() - 5 * 86_400_000) });
  await makeApplications(a, 3, { submittedAt: new Date(Date.now() - 3_600_000), spreadMinutes: 5 });
  await makePosting(companyA, { title: "Alpha Night Nurse", openedAt: new Date(Date.now() - 86_400_000) });
  const b = await makePosting(companyB, { title: "Beta Secret Surgeon", openedAt: new Date(Date.now() - 2 * 86_400_000) });
  await makeApplications(b, 2, { submittedAt: new Date(Date.now() - 3_600_000) });
});

beforeEach(() => {
  request.cookie = "";
});

afterAll(() => {
  vi.unstubAllEnvs();
});

async function signIn(roles: Role[], opts: { twoFactorEnabled?: boolean; name?: string } = {}) {
  const user = await signedInUser({ roles, ...opts });
  request.cookie = user.cookie;
  return user;
}

describe("/hiring/dashboard", () => {
  it("sends a signed-out visitor to log in and back, and gives a candidate 403", async () => {
    expect(await redirectOf(() => render())).toBe(loginPath("/hiring/dashboard"));
    expect(await redirectOf(() => render({ view: "job-postings" }))).toBe(loginPath("/hiring/dashboard?view=job-postings"));
    expect(await redirectOf(() => render({ view: "job-postings", q: "nurse", status: "paused" }))).toBe(loginPath("/hiring/dashboard?view=job-postings&q=nurse&status=paused"));
    await signIn([]);
    expect(await outcome()).toBe("403");
    expect(await outcome({ company: companyA })).toBe("403");
  });

  it("shows each member of the company its postings, funnels and resources; an interviewer cannot post", async () => {
    for (const role of ["owner", "hiring-manager", "recruiter", "interviewer"] as const) {
      const user = await signIn(["Hiring Manager"], { name: `Morgan ${role}` });
      await addMember(companyA, user.id, role);
      const page = await html();
      expect(page).toContain("Welcome back, Morgan");
      expect(page).toContain("Alpha Clinic · Hiring dashboard");
      expect(page).toContain("Alpha Medical Assistant");
      expect(page).toContain("Stage funnel for Alpha Medical Assistant");
      expect(page).toContain("Time in stage for Alpha Medical Assistant");
      expect(page).toContain("3 applicants so far, all new to you on your first visit.");
      expect(page).toContain("Resources for hiring teams");
      expect(page).not.toContain("Beta");
      expect(page.includes("Post a job")).toBe(role !== "interviewer");
      const postings = await postingsView();
      expect(postings.nav.current).toBe("job-postings");
      expect(postings.list).toMatchObject({ companyId: companyA, area: "hiring", basePath: "/hiring/dashboard?view=job-postings" });
      expect(postings.titles).toContain("Alpha Night Nurse");
      expect(postings.titles).not.toContain("Beta");
    }
  });

  it("never shows company A to company B's members, even when asked for by ?company=", async () => {
    const user = await signIn(["Recruiter"]);
    await addMember(companyB, user.id, "owner");
    for (const params of [{}, { company: companyA }] as Params[]) {
      const page = await html(params);
      expect(page).toContain("Beta Secret Surgeon");
      expect(page).not.toContain("Alpha");
      const postings = await postingsView(params);
      expect(postings.list.companyId).toBe(companyB);
      expect(postings.titles).toContain("Beta Secret Surgeon");
      expect(postings.titles).not.toContain("Alpha");
    }
  });

  it("lets a member of both companies switch with ?company= and keeps it in the view links", async () => {
    const user = await signIn(["Hiring Manager"]);
    await addMember(companyA, user.id, "recruiter", new Date(Date.now() - 86_400_000));
    await addMember(companyB, user.id, "interviewer");
    const first = await html();
    expect(first).toContain("Alpha Medical Assistant");
    expect(first).toContain('for="dashboard-company"');
    expect(first).toContain(`/hiring/dashboard?view=job-postings&amp;company=${companyA}`);
    const second = await html({ company: companyB });
    expect(second).toContain("Beta Secret Surgeon");
    expect(second).not.toContain("Alpha Medical Assistant");
    expect(second).toContain(`/hiring/dashboard?view=job-postings&amp;company=${companyB}`);
  });

  it("opens any company for an administrator with two-factor by ?company=, and sends one without it to set it up", async () => {
    await signIn(["Administrator"], { twoFactorEnabled: true });
    const page = await html({ company: companyA });
    expect(page).toContain("Alpha Medical Assistant");
    expect(page).toContain("new applicants in the last 7 days");
    expect(page).not.toContain("Beta");
    expect(await outcome({ company: "00000000-0000-4000-8000-000000000000" })).toBe("404");
    // Without a company to act for, like any employer without one: the welcome page.
    expect(await outcome()).toBe(`redirect ${HIRING_WELCOME_PATH}`);

    await signIn(["Administrator"], { twoFactorEnabled: false });
    expect(await outcome({ company: companyA })).toBe(`redirect ${MFA_SETUP_PATH}`);
  });

  it("sends a hiring manager without a company to the welcome page and answers 404 for a page that is not a number", async () => {
    await signIn(["Hiring Manager"]);
    expect(await outcome()).toBe(`redirect ${HIRING_WELCOME_PATH}`);
    const user = await signIn(["Hiring Manager"]);
    await addMember(companyA, user.id, "owner");
    expect(await outcome({ page: "abc" })).toBe("404");
    expect(await outcome({ page: "2" })).toBe("404");
    expect(await outcome({ page: "1" })).toBe("rendered");
  });

  it("leads a company without postings to its first one", async () => {
    const empty = await makeCompany("Gamma Startup");
    const user = await signIn(["Hiring Manager"]);
    await addMember(empty, user.id, "owner");
    const page = await html();
    expect(page).toContain("Post your first job");
    expect(page).toContain("What happens next");
    expect(page).not.toContain("At a glance");
  });
});
