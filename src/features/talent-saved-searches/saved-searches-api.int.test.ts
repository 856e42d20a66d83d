import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { GET as listGet, POST as createPost } from "@/app/api/employer/company/[companyId]/saved-searches/route";
import { DELETE as oneDelete, GET as oneGet, PATCH as onePatch } from "@/app/api/employer/saved-searches/[savedSearchId]/route";
import { makeTeam, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { actor } from "@/features/application-status/application-status.testing";
import { callRoute } from "@/testing/http";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "./limits";
import { savedSearchRunPath } from "./run-path";
import { describeTalentSearch } from "./summary";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { parseTalentQuery } from "@/features/talent-search/search-query";
import type { SavedTalentSearch } from "./types";

/*
 * Saved talent searches' API (decision 044) on a real database: create, list, read, rename, toggle,
 * delete; the 25 per member and unique names; and the authorization matrix: the owner of the saved
 * search, a colleague (an owner of the company too), company B (404 as a made-up id), an interviewer
 * (403), a candidate (403), signed out (401), an administrator without two-factor (403).
 */
let team: Team;
const companyPath = (companyId: string) => `/api/employer/company/${companyId}/saved-searches`;
const onePath = (id: string) => `/api/employer/saved-searches/${id}`;

const create = (cookie: string | undefined, body: unknown, companyId = team.job.companyId) =>
  callRoute(createPost, { method: "POST", path: companyPath(companyId), params: { companyId }, body, cookie });
const list = (cookie: string | undefined, companyId = team.job.companyId) => callRoute(listGet, { path: companyPath(companyId), params: { companyId }, cookie });
const read = (cookie: string | undefined, id: string) => callRoute(oneGet, { path: onePath(id), params: { savedSearchId: id }, cookie });
const patch = (cookie: string | undefined, id: string, body: unknown) => callRoute(onePatch, { method: "PATCH", path: onePath(id), params: { savedSearchId: id }, body, cookie });
const remove = (cookie: string | undefined, id: string) => callRoute(oneDelete, { method: "DELETE", path: onePath(id), params: { savedSearchId: id }, cookie });

beforeAll(async () => {
  team = await makeTeam({ companyName: "Saved Search Health" });
});

describe("saving talent searches", () => {
  it("creates one with the params parsed by talent search's schema, lists and reads it", async () => {
    const me = team.people.recruiter;
    const res = await create(me.cookie, { name: "  Night nurses  ", params: { q: "nurse", location: "Austin, TX", radius: 50, skills: ["triage"] }, notify: true, emailFrequency: "daily" });
    expect(res.status).toBe(201);
    const { savedSearch } = (await res.json()) as { savedSearch: SavedTalentSearch };
    expect(savedSearch).toMatchObject({ name: "Night nurses", notify: true, emailFrequency: "daily", newMatches: 0, companyId: team.job.companyId });
    expect(savedSearch.params).toEqual(talentSearchParamsSchema.parse({ q: "nurse", location: "Austin, TX", radius: 50, skills: ["triage"] }));

    const listed = (await (await list(me.cookie)).json()) as { savedSearches: SavedTalentSearch[] };
    expect(listed.savedSearches.map((s) => s.name)).toContain("Night nurses");
    const one = await read(me.cookie, savedSearch.id);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { savedSearch: SavedTalentSearch }).savedSearch.id).toBe(savedSearch.id);
  });

  it("refuses bad input with a clear message: an empty or long name, a radius talent search does not offer", async () => {
    const me = team.people.recruiter;
    const empty = await create(me.cookie, { name: "   ", params: {} });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(SAVED_SEARCH_MESSAGES.nameRequired);
    const long = await create(me.cookie, { name: "x".repeat(101), params: {} });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(SAVED_SEARCH_MESSAGES.nameTooLong);
    expect((await create(me.cookie, { name: "Odd radius", params: { radius: 7 } })).status).toBe(400);
    expect((await create(me.cookie, { name: "No params" })).status).toBe(400);
  });

  it("keeps names unique per member and company, whatever the case; a colleague may use the same name", async () => {
    const me = team.people.hiringManager;
    expect((await create(me.cookie, { name: "ICU nurses", params: { q: "icu" } })).status).toBe(201);
    const again = await create(me.cookie, { name: "icu NURSES", params: { q: "icu" } });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: { message: string; issues: { path: string; message: string }[] } };
    expect(body.error.message).toBe(SAVED_SEARCH_MESSAGES.duplicateName);
    expect(body.error.issues).toEqual([{ path: "name", message: SAVED_SEARCH_MESSAGES.duplicateName }]);
    expect((await create(team.people.owner.cookie, { name: "ICU nurses", params: { q: "icu" } })).status).toBe(201);

    const other = (await (await create(me.cookie, { name: "Welders", params: { q: "welder" } })).json()) as { savedSearch: SavedTalentSearch };
    const renamed = await patch(me.cookie, other.savedSearch.id, { name: "ICU Nurses" });
    expect(renamed.status).toBe(409);
    expect(((await renamed.json()) as { error: { message: string } }).error.message).toBe(SAVED_SEARCH_MESSAGES.duplicateName);
  });

  it("holds a member to 25 saved searches in a company", async () => {
    const me = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Lim Limit" });
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perMember; i++) expect((await create(me.cookie, { name: `Search ${i}`, params: { q: `word${i}` } })).status).toBe(201);
    const over = await create(me.cookie, { name: "One too many", params: {} });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });

  it("renames, toggles notifications and email, deletes", async () => {
    const me = team.people.recruiter;
    const { savedSearch } = (await (await create(me.cookie, { name: "To change", params: { q: "forklift" } })).json()) as { savedSearch: SavedTalentSearch };
    const changed = await patch(me.cookie, savedSearch.id, { name: "Forklift drivers", notify: false, emailFrequency: "none" });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { savedSearch: SavedTalentSearch }).savedSearch).toMatchObject({ name: "Forklift drivers", notify: false, emailFrequency: "none" });
    expect((await patch(me.cookie, savedSearch.id, {})).status).toBe(400);
    expect((await patch(me.cookie, savedSearch.id, { emailFrequency: "hourly" })).status).toBe(400);
    expect((await remove(me.cookie, savedSearch.id)).status).toBe(204);
    expect((await read(me.cookie, savedSearch.id)).status).toBe(404);
  });

  it("reads an old row's params through the schema (an unknown value falls back to its default)", async () => {
    const me = team.people.recruiter;
    const { savedSearch } = (await (await create(me.cookie, { name: "Old row", params: { q: "nurse" } })).json()) as { savedSearch: SavedTalentSearch };
    await getDb().execute(sql`update talent_saved_searches set params = '{"q": "nurse", "radius": 3, "sort": "weird", "gone": true}'::jsonb where id = ${savedSearch.id}`);
    const { savedSearch: read1 } = (await (await read(me.cookie, savedSearch.id)).json()) as { savedSearch: SavedTalentSearch };
    expect(read1.params).toEqual(talentSearchParamsSchema.parse({ q: "nurse" }));
  });
});

describe("who may see and change a saved search", () => {
  let mine: SavedTalentSearch;
  beforeAll(async () => {
    mine = ((await (await create(team.people.recruiter.cookie, { name: `Matrix ${randomUUID().slice(0, 6)}`, params: { q: "nurse" } })).json()) as { savedSearch: SavedTalentSearch }).savedSearch;
  });

  it("its owner: read, change, and it is in their list", async () => {
    expect((await read(team.people.recruiter.cookie, mine.id)).status).toBe(200);
    expect((await patch(team.people.recruiter.cookie, mine.id, { notify: true })).status).toBe(200);
  });

  it("a colleague, an owner of the company included: 404 as a made-up id, and not in their list", async () => {
    for (const colleague of [team.people.owner, team.people.hiringManager]) {
      expect((await read(colleague.cookie, mine.id)).status).toBe(404);
      expect((await patch(colleague.cookie, mine.id, { name: "Mine now" })).status).toBe(404);
      expect((await remove(colleague.cookie, mine.id)).status).toBe(404);
      const listed = (await (await list(colleague.cookie)).json()) as { savedSearches: SavedTalentSearch[] };
      expect(listed.savedSearches.map((s) => s.id)).not.toContain(mine.id);
    }
  });

  it("company B: exactly what a made-up id gets (404), and A's list is 404", async () => {
    const b = team.people.otherOwner;
    const real = [await read(b.cookie, mine.id), await patch(b.cookie, mine.id, { name: "B" }), await remove(b.cookie, mine.id)];
    const madeUp = [await read(b.cookie, randomUUID()), await patch(b.cookie, randomUUID(), { name: "B" }), await remove(b.cookie, randomUUID())];
    for (let i = 0; i < real.length; i++) {
      expect(real[i]!.status).toBe(404);
      expect(((await real[i]!.json()) as { error: { message: string } }).error.message).toBe(((await madeUp[i]!.json()) as { error: { message: string } }).error.message);
    }
    expect((await list(b.cookie)).status).toBe(404);
    expect((await create(b.cookie, { name: "In A", params: {} })).status).toBe(404);
    expect((await read(b.cookie, "not-a-uuid")).status).toBe(404);
  });

  it("an interviewer (no talent search): 403 on the company's list and on saving", async () => {
    expect((await list(team.people.interviewer.cookie)).status).toBe(403);
    expect((await create(team.people.interviewer.cookie, { name: "Nope", params: {} })).status).toBe(403);
  });

  it("a candidate 403, signed out 401, an administrator without two-factor 403, everywhere", async () => {
    for (const [cookie, status] of [
      [team.people.candidate.cookie, 403],
      [undefined, 401],
      [team.people.adminWithoutMfa.cookie, 403],
    ] as const) {
      expect((await list(cookie)).status).toBe(status);
      expect((await create(cookie, { name: "X", params: {} })).status).toBe(status);
      expect((await read(cookie, mine.id)).status).toBe(status);
      expect((await patch(cookie, mine.id, { name: "X" })).status).toBe(status);
      expect((await remove(cookie, mine.id)).status).toBe(status);
    }
    expect((await read(team.people.recruiter.cookie, mine.id)).status).toBe(200);
  });

  it("an administrator with two-factor keeps their own saved searches in any company, and sees no one else's", async () => {
    const admin = team.people.admin;
    expect((await create(admin.cookie, { name: "Admin look", params: {} })).status).toBe(201);
    expect((await read(admin.cookie, mine.id)).status).toBe(404);
  });

  it("a member who becomes an interviewer keeps the row but gets 403 on it", async () => {
    const me = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Dee Demoted" });
    const { savedSearch } = (await (await create(me.cookie, { name: "Before", params: {} })).json()) as { savedSearch: SavedTalentSearch };
    await getDb().execute(sql`update company_members set member_role = 'interviewer' where user_id = ${me.id}`);
    expect((await read(me.cookie, savedSearch.id)).status).toBe(403);
  });
});

describe("the run path and the summary", () => {
  it("is the search page's own query string: its parser reads the saved params back", () => {
    const params = talentSearchParamsSchema.parse({
      q: "nurse",
      location: "Austin, TX",
      radius: 50,
      includeRelocators: true,
      willingToRelocate: true,
      workAuthorization: ["authorized", "needs-sponsorship"],
      minYears: 3,
      maxYears: 10,
      education: "bachelor",
      skills: ["triage", "iv-therapy"],
      activeWithinDays: 30,
      sort: "recent",
    });
    const path = savedSearchRunPath(params, team.job.companyId);
    expect(path.startsWith("/talent/subscribers?q=nurse&location=Austin%2C+TX&radius=50&relocators=1&relocate=1&auth=authorized&auth=needs-sponsorship")).toBe(true);
    const sp = new URLSearchParams(path.split("?")[1]);
    const record: Record<string, string | string[]> = {};
    for (const key of new Set(sp.keys())) record[key] = sp.getAll(key).length > 1 ? sp.getAll(key) : sp.get(key)!;
    expect(parseTalentQuery(record).params).toEqual(params);
    expect(sp.get("company")).toBe(team.job.companyId);
    expect(savedSearchRunPath(talentSearchParamsSchema.parse({}))).toBe("/talent/subscribers");
  });

  it("reads the filters in words", () => {
    const params = talentSearchParamsSchema.parse({ q: "nurse", location: "Austin, TX", radius: 50, skills: ["triage", "iv-therapy"], willingToRelocate: true, minYears: 3 });
    expect(describeTalentSearch(params)).toBe("“nurse” · within 50 miles of Austin, TX · willing to relocate · skills: triage, iv therapy · 3+ years of experience");
    expect(describeTalentSearch(talentSearchParamsSchema.parse({}))).toBe("All discoverable candidates");
  });
});
