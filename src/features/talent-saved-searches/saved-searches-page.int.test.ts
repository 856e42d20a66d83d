import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import SavedSearchesPage from "@/app/(employer-area)/talent/saved-searches/page";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { makeTeam, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { createUser } from "@/testing/factories";
import { propsOf } from "@/testing/pages";
import { SavedSearchesScreen } from "./components/saved-searches-screen";
import { createSavedSearch } from "./server/saved-search-writes";

/*
 * /talent/saved-searches rendered on the server (decision 044): the member's own saved searches in the
 * acting company with their filters in words, Run paths and new matches; nobody else's; the empty
 * state; and who may open the page (talent.search: not an interviewer, not a candidate).
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

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

let team: Team;
let nightNurses: string;
const open = (searchParams: Record<string, string> = {}) => outcome(() => SavedSearchesPage({ searchParams: Promise.resolve(searchParams) }));
const screenOf = (o: PageOutcome) => propsOf<Parameters<typeof SavedSearchesScreen>[0]>(o.kind === "render" ? o.tree : null, SavedSearchesScreen)!;

beforeAll(async () => {
  // next.config's experimental.authInterrupts, which forbidden() checks (next build sets it for the app).
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  team = await makeTeam({ companyName: "Page Health" });
  const db = getDb();
  const recruiter = { id: team.people.recruiter.id, roles: ["Recruiter"], twoFactorEnabled: false };
  const search = await createSavedSearch(db, recruiter, team.job.companyId, {
    name: "Night nurses",
    params: talentSearchParamsSchema.parse({ q: "nurse", location: "Austin, TX", radius: 50 }),
    notify: true,
    emailFrequency: "daily",
  });
  await createSavedSearch(db, { ...recruiter, id: team.people.owner.id }, team.job.companyId, { name: "Owner's own", params: talentSearchParamsSchema.parse({}), notify: false, emailFrequency: "none" });
  nightNurses = search.id;
  // Two candidates the search found (discoverable: their talent_search rows exist).
  for (const name of ["Ana", "Ben"]) {
    const person = await createUser({ name: `${name} Match` });
    await db.execute(sql`insert into candidate_profiles (user_id, first_name, last_name, discoverable) values (${person.id}, ${name}, 'Match', true)`);
    await db.execute(sql`insert into talent_saved_search_matches (saved_search_id, candidate_user_id) values (${search.id}, ${person.id})`);
  }
});

describe("/talent/saved-searches", () => {
  it("shows the member their own saved searches with the filters in words, Run and new matches", async () => {
    request.cookie = team.people.recruiter.cookie;
    const o = await open();
    expect(o.kind).toBe("render");
    const screen = screenOf(o);
    expect(screen.companyName).toBe("Page Health");
    expect(screen.searches).toEqual([
      {
        id: expect.any(String),
        name: "Night nurses",
        summary: "“nurse” · within 50 miles of Austin, TX",
        runPath: `/talent/subscribers?q=nurse&location=Austin%2C+TX&radius=50&company=${team.job.companyId}`,
        newMatches: 2,
        notify: true,
        emailDaily: true,
      },
    ]);
  });

  it("an owner sees only their own, not their colleagues'", async () => {
    request.cookie = team.people.owner.cookie;
    expect(screenOf(await open()).searches.map((s) => s.name)).toEqual(["Owner's own"]);
  });

  it("the empty state for a member with none (it leads to talent search)", async () => {
    request.cookie = team.people.hiringManager.cookie;
    const screen = screenOf(await open());
    expect(screen.searches).toEqual([]);
    expect(screen.searchHref).toBe("/talent/subscribers");
  });

  it("company B's owner sees their own company's (none), never A's, even asking for A", async () => {
    request.cookie = team.people.otherOwner.cookie;
    const screen = screenOf(await open({ company: team.job.companyId }));
    expect(screen.companyName).not.toBe("Page Health");
    expect(screen.searches).toEqual([]);
  });

  it("an interviewer and a candidate 403, an administrator without two-factor to set it up, signed out to log in", async () => {
    request.cookie = team.people.interviewer.cookie;
    expect(await open()).toEqual({ kind: "status", status: 403 });
    request.cookie = team.people.candidate.cookie;
    expect(await open()).toEqual({ kind: "status", status: 403 });
    request.cookie = team.people.adminWithoutMfa.cookie;
    expect(await open()).toEqual({ kind: "redirect", to: MFA_SETUP_PATH });
    request.cookie = "";
    const anon = await open();
    expect(anon.kind === "redirect" && anon.to).toMatch(/login\?returnTo=%2Ftalent%2Fsaved-searches/);
  });

  it("counts new matches from the member's own last visit, kept on the server", async () => {
    const db = getDb();
    const newMatches = async () => screenOf(await open()).searches.find((x) => x.name === "Night nurses")!.newMatches;
    // The first test's visit was the last: nothing new since.
    request.cookie = team.people.recruiter.cookie;
    expect(await newMatches()).toBe(0);
    // A candidate found after it is new on the next visit, and only until then.
    const cara = await createUser({ name: "Cara Match" });
    await db.execute(sql`insert into candidate_profiles (user_id, first_name, last_name, discoverable) values (${cara.id}, 'Cara', 'Match', true)`);
    await db.execute(sql`insert into talent_saved_search_matches (saved_search_id, candidate_user_id) values (${nightNurses}, ${cara.id})`);
    // Another member's visit (the owner's) leaves the recruiter's searches as they were.
    request.cookie = team.people.owner.cookie;
    await open();
    request.cookie = team.people.recruiter.cookie;
    expect(await newMatches()).toBe(1);
    const [row] = (await db.execute<{ last_viewed_at: string | null }>(sql`select last_viewed_at from talent_saved_searches where id = ${nightNurses}::uuid`)).rows;
    expect(row!.last_viewed_at).not.toBeNull();
  });
});
