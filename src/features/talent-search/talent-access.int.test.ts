import { randomUUID } from "node:crypto";
import type { ReactNode } from "react";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { candidateProfiles, talentProfileViews, users } from "@/db/schema";
import { GET as searchGet } from "@/app/api/employer/company/[companyId]/talent/search/route";
import { GET as profileGet } from "@/app/api/employer/company/[companyId]/talent/[profileId]/route";
import { makeTeam, sendApplication, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { callRoute } from "@/testing/http";
import { propsOf } from "@/testing/pages";
import { loadPostalCodes } from "@/seed/jobs/postal-codes";
import type * as ScreenModule from "./components/talent-search-screen";
import type * as ProfileScreenModule from "./components/talent-profile-screen";
import type * as GoneModule from "./components/talent-gone-view";
import type * as PageModule from "./components/talent-search-page";
import type * as ProfilePageModule from "./components/talent-profile-page";
import { TALENT_PROFILE_GONE_MESSAGE } from "./messages";
import { talentProfileProxy } from "./server/profile-proxy";
import { profileViewsSummary } from "./server/queries";
import { ensureTestSkills, makeTalent } from "./talent-search.testing";

/*
 * Talent search's authorization matrix and profile views (decision 042). Talent is not company-owned:
 * every company's owner, hiring manager and recruiter may search it (company B too, recording its views
 * under B); an interviewer 403; a candidate 403; an administrator without two-factor 403; signed out
 * 401 or the log-in page. A private, deleted or made-up profile is 410 (the proxy's status) with the
 * spec's text; a non-uuid 404. The candidate sees a count and only the companies they applied to.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const ACTORS = ["owner", "hiringManager", "recruiter", "interviewer", "otherOwner", "candidate", "admin", "adminWithoutMfa", "anonymous"] as const;
type ActorName = (typeof ACTORS)[number];
const SEARCHERS = ["owner", "hiringManager", "recruiter", "admin"] as const;

let team: Team;
let talent: { id: string };
let privateOne: { id: string };
const cookieOf = (a: ActorName) => (a === "anonymous" ? undefined : team.people[a].cookie);

type PageOutcome = { kind: "render"; tree: ReactNode } | { kind: "redirect"; to: string } | { kind: "status"; status: number };
async function outcome(render: () => Promise<ReactNode>): Promise<PageOutcome> {
  try {
    return { kind: "render", tree: await render() };
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return { kind: "redirect", to: digest.split(";")[2]! };
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return { kind: "status", status: Number(digest.split(";")[1]) };
    throw err;
  }
}

beforeAll(async () => {
  await loadPostalCodes(getDb(), { states: ["OH"] });
  await ensureTestSkills();
  team = await makeTeam();
  talent = await makeTalent({ firstName: "Nia", lastName: "Searchable", headline: "Registered Nurse", postalCode: "43215", skills: ["triage"], years: 6 });
  privateOne = await makeTalent({ firstName: "Pat", lastName: "Hidden", headline: "Registered Nurse", postalCode: "43215", skills: ["triage"], discoverable: false });
});

describe("talent API", () => {
  const searchAs = (a: ActorName, companyId: string, query = "?skill=triage") =>
    callRoute(searchGet, { method: "GET", path: `/api/employer/company/${companyId}/talent/search${query}`, params: { companyId }, cookie: cookieOf(a) });
  const profileAs = (a: ActorName, companyId: string, profileId: string, query = "") =>
    callRoute(profileGet, { method: "GET", path: `/api/employer/company/${companyId}/talent/${profileId}${query}`, params: { companyId, profileId }, cookie: cookieOf(a) });

  it("search: company roles with talent.search, the back office and company B (in B); others refused", async () => {
    const expected: Record<ActorName, number> = { owner: 200, hiringManager: 200, recruiter: 200, interviewer: 403, otherOwner: 404, candidate: 403, admin: 200, adminWithoutMfa: 403, anonymous: 401 };
    for (const a of ACTORS) expect((await searchAs(a, team.job.companyId)).status, a).toBe(expected[a]);
    const b = await searchAs("otherOwner", team.other.companyId);
    expect(b.status).toBe(200);
    const body = (await b.json()) as { total: number; results: { userId: string }[]; facets: unknown };
    expect(body.results.map((r) => r.userId)).toEqual([talent.id]);
    expect(body.facets).toBeTruthy();
  });

  it("profile: the employer view, recorded under the caller's company; 410 for private, deleted and unknown ids; 404 for a non-id", async () => {
    const res = await profileAs("otherOwner", team.other.companyId, talent.id, "?from=saved-search");
    expect(res.status).toBe(200);
    const json = (await res.json()) as { profile: Record<string, unknown> };
    expect(json.profile).toMatchObject({ userId: talent.id, name: "Nia Searchable", headline: "Registered Nurse" });
    expect(JSON.stringify(json)).not.toMatch(/43215|postalCode|phone|workAuthorization/);
    const views = await getDb().select().from(talentProfileViews).where(eq(talentProfileViews.candidateUserId, talent.id));
    expect(views).toEqual([expect.objectContaining({ companyId: team.other.companyId, viewerUserId: team.people.otherOwner.id, source: "saved-search" })]);

    for (const id of [privateOne.id, randomUUID()]) {
      const gone = await profileAs("recruiter", team.job.companyId, id);
      expect(gone.status).toBe(410);
      expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(TALENT_PROFILE_GONE_MESSAGE);
    }
    expect((await profileAs("recruiter", team.job.companyId, "not-a-uuid")).status).toBe(404);
    expect((await profileAs("interviewer", team.job.companyId, talent.id)).status).toBe(403);
    expect((await profileAs("candidate", team.job.companyId, talent.id)).status).toBe(403);
    expect((await profileAs("otherOwner", team.job.companyId, talent.id)).status).toBe(404);
    expect((await profileAs("anonymous", team.job.companyId, talent.id)).status).toBe(401);
    expect((await profileAs("adminWithoutMfa", team.job.companyId, talent.id)).status).toBe(403);
    // Refused calls record nothing.
    expect(await getDb().$count(talentProfileViews, eq(talentProfileViews.candidateUserId, talent.id))).toBe(1);
  });
});

describe("talent pages", () => {
  let SearchPage: typeof PageModule.TalentSearchPage;
  let ProfilePage: typeof ProfilePageModule.TalentProfilePage;
  let GonePage: typeof ProfilePageModule.TalentGonePage;
  let Screen: typeof ScreenModule.TalentSearchScreen;
  let ProfileScreen: typeof ProfileScreenModule.TalentProfileScreen;
  let Gone: typeof GoneModule.TalentGoneView;

  beforeAll(async () => {
    vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
    vi.resetModules();
    ({ TalentSearchPage: SearchPage } = await import("./components/talent-search-page"));
    ({ TalentProfilePage: ProfilePage, TalentGonePage: GonePage } = await import("./components/talent-profile-page"));
    ({ TalentSearchScreen: Screen } = await import("./components/talent-search-screen"));
    ({ TalentProfileScreen: ProfileScreen } = await import("./components/talent-profile-screen"));
    ({ TalentGoneView: Gone } = await import("./components/talent-gone-view"));
  });
  const as = (a: ActorName) => {
    request.cookie = cookieOf(a) ?? "";
  };

  it("search pages: searchers see results in their company; interviewer and candidate 403; admin without 2FA to set it up; signed out to log in", async () => {
    for (const area of ["talent", "hiring"] as const) {
      for (const a of SEARCHERS) {
        as(a);
        const o = await outcome(() => SearchPage({ area, searchParams: { skill: "triage", company: team.job.companyId } }));
        expect(o.kind, `${area} ${a}`).toBe("render");
        const props = propsOf<Parameters<typeof Screen>[0]>(o.kind === "render" ? o.tree : null, Screen)!;
        expect(props.company.id).toBe(team.job.companyId);
        expect(props.outcome.results.map((r) => r.userId)).toEqual([talent.id]);
      }
      as("otherOwner");
      const b = await outcome(() => SearchPage({ area, searchParams: {} }));
      expect(b.kind === "render" && propsOf<Parameters<typeof Screen>[0]>(b.tree, Screen)!.company.id).toBe(team.other.companyId);
      for (const a of ["interviewer", "candidate"] as const) {
        as(a);
        expect(await outcome(() => SearchPage({ area, searchParams: {} })), `${area} ${a}`).toEqual({ kind: "status", status: 403 });
      }
      as("adminWithoutMfa");
      expect((await outcome(() => SearchPage({ area, searchParams: {} }))).kind).toBe("redirect");
      as("anonymous");
      const anon = await outcome(() => SearchPage({ area, searchParams: { skill: "triage" } }));
      expect(anon.kind === "redirect" && anon.to).toMatch(/login\?returnTo=%2F(talent|hiring)%2Fsubscribers%3Fskill%3Dtriage/);
    }
  });

  it("profile pages: the profile and a recorded view; 410 view for private; 404 for a non-uuid", async () => {
    as("recruiter");
    await getDb().delete(talentProfileViews);
    const o = await outcome(() => ProfilePage({ area: "hiring", profileId: talent.id, searchParams: { from: "search" } }));
    const props = propsOf<Parameters<typeof ProfileScreen>[0]>(o.kind === "render" ? o.tree : null, ProfileScreen)!;
    expect(props.profile.view.name).toBe("Nia Searchable");
    expect(props.companyId).toBe(team.job.companyId);
    const [view] = await getDb().select().from(talentProfileViews).where(eq(talentProfileViews.candidateUserId, talent.id));
    expect(view).toMatchObject({ companyId: team.job.companyId, viewerUserId: team.people.recruiter.id, source: "search" });

    const gone = await outcome(() => ProfilePage({ area: "talent", profileId: privateOne.id, searchParams: {} }));
    expect(propsOf(gone.kind === "render" ? gone.tree : null, Gone)).toBeTruthy();
    expect(await getDb().$count(talentProfileViews, eq(talentProfileViews.candidateUserId, privateOne.id))).toBe(0);
    expect(await outcome(() => ProfilePage({ area: "talent", profileId: "nope", searchParams: {} }))).toEqual({ kind: "status", status: 404 });
    const redirected = await outcome(() => GonePage({ area: "talent", profileId: talent.id, searchParams: {} }));
    expect(redirected).toEqual({ kind: "redirect", to: `/talent/${talent.id}` });
    as("candidate");
    expect(await outcome(() => ProfilePage({ area: "talent", profileId: talent.id, searchParams: {} }))).toEqual({ kind: "status", status: 403 });
    as("interviewer");
    expect(await outcome(() => ProfilePage({ area: "talent", profileId: talent.id, searchParams: {} }))).toEqual({ kind: "status", status: 403 });
  });

  it("the proxy answers 410 for a gone profile to searchers only", async () => {
    const at = (path: string, a: ActorName) => talentProfileProxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookieOf(a) ? { cookie: cookieOf(a)! } : {} }));
    const gone = await at(`/talent/${privateOne.id}`, "recruiter");
    expect(gone.status).toBe(410);
    expect(new URL(gone.headers.get("x-middleware-rewrite")!).pathname).toBe(`/talent/${privateOne.id}/no-longer-available`);
    expect((await at(`/hiring/${randomUUID()}`, "owner")).status).toBe(410);
    for (const a of ["anonymous", "candidate", "interviewer"] as const) expect((await at(`/talent/${privateOne.id}`, a)).headers.get("x-middleware-next"), a).toBe("1");
    expect((await at(`/talent/${talent.id}`, "recruiter")).headers.get("x-middleware-next")).toBe("1");
    // A candidate who deletes the account is gone too.
    const leaving = await makeTalent({ firstName: "Lou", lastName: "Leaving" });
    expect((await at(`/talent/${leaving.id}`, "recruiter")).headers.get("x-middleware-next")).toBe("1");
    await getDb().delete(users).where(eq(users.id, leaving.id));
    expect((await at(`/talent/${leaving.id}`, "recruiter")).status).toBe(410);
  });
});

describe("the candidate's view of employers' views", () => {
  it("counts every view of the last 90 days and names only companies the candidate applied to", async () => {
    const db = getDb();
    const me = await makeTalent({ firstName: "Vic", lastName: "Viewed" });
    await sendApplication(team.job, { userId: me.id });
    const record = (companyId: string, daysAgo = 0) =>
      db.insert(talentProfileViews).values({ companyId, viewerUserId: team.people.owner.id, candidateUserId: me.id, source: "search", viewedAt: new Date(Date.now() - daysAgo * 86_400_000) });
    expect(await profileViewsSummary(db, me.id)).toEqual({ views: 0, companies: 0, named: [], unnamedCompanies: 0 });
    await record(team.job.companyId);
    await record(team.job.companyId, 3);
    await record(team.other.companyId, 10);
    await record(team.other.companyId, 120);
    const summary = await profileViewsSummary(db, me.id);
    expect(summary).toMatchObject({ views: 3, companies: 2, unnamedCompanies: 1 });
    expect(summary.named).toEqual([expect.objectContaining({ companyId: team.job.companyId, name: "Northwind Health", views: 2 })]);
    // Going private keeps the history (the candidate still sees it); the views are theirs.
    await db.update(candidateProfiles).set({ discoverable: false }).where(eq(candidateProfiles.userId, me.id));
    expect((await profileViewsSummary(db, me.id)).views).toBe(3);
    expect(await db.$count(talentProfileViews, and(eq(talentProfileViews.candidateUserId, me.id), eq(talentProfileViews.companyId, team.other.companyId)))).toBe(2);
  });
});
