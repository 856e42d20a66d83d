import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import { PUT as visibilityPut } from "@/app/api/candidates/profile/visibility/route";
import { makeTeam, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { actor, type Actor } from "@/features/application-status/application-status.testing";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { callRoute } from "@/testing/http";
import { deliveredOutbox } from "@/testing/mail";
import { workerHandlers } from "@/worker/handlers";
import { createSavedSearch } from "./server/saved-search-writes";
import { emailSavedTalentSearches } from "./server/email-saved-searches";
import { matchSavedTalentSearches } from "./server/match-saved-searches";
import { searchTalent } from "@/features/talent-search/server/search-talent";

/*
 * The saved talent search matcher and its daily email (decision 044) on a real database, with the
 * profile triggers of migration 0022 keeping talent_search: a candidate who turns discoverable through
 * the real route and matches -> one match and one notification, however often the matcher runs; a
 * candidate who does not match, or stays private -> none; the daily email reaches the SMTP server
 * with the right candidates, once a day, and not again without new ones. Every "now" is explicit.
 */
const DAY = 86_400_000;
let team: Team;
// Letters only, so the keyword search reads it as one word: every search here carries it, and so does every candidate's summary.
const tag = `zz${Array.from(randomUUID().replace(/-/g, "").slice(0, 8), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join("")}`;

async function candidate(spec: { first: string; headline: string; city?: string; state?: string }): Promise<Actor> {
  const person = await actor([], { name: `${spec.first} ${tag}` });
  await getDb()
    .insert(candidateProfiles)
    .values({ userId: person.id, firstName: spec.first, lastName: tag, headline: spec.headline, summary: `Reference ${tag}.`, city: spec.city ?? "Austin", state: spec.state ?? "TX", discoverable: false });
  return person;
}

const turnDiscoverable = (person: Actor, discoverable = true) =>
  callRoute(visibilityPut, { method: "PUT", path: "/api/candidates/profile/visibility", body: { discoverable }, cookie: person.cookie });

async function matchesOf(savedSearchId: string) {
  const { rows } = await getDb().execute<{ candidate_user_id: string; notified_at: Date | null; emailed_at: Date | null }>(
    sql`select candidate_user_id, notified_at, emailed_at from talent_saved_search_matches where saved_search_id = ${savedSearchId} order by matched_at`,
  );
  return rows;
}

async function talentNotifications(userId: string) {
  const { rows } = await getDb().execute<{ title: string; link: string | null; data: { savedSearchId?: string } }>(
    sql`select title, link, data from notifications where user_id = ${userId} and type = 'talent-match' order by seq`,
  );
  return rows;
}

const save = (who: Actor, name: string, q: string, opts: { notify?: boolean; emailFrequency?: "none" | "daily" } = {}) =>
  createSavedSearch(getDb(), { id: who.id, roles: ["Recruiter"], twoFactorEnabled: false }, team.job.companyId, {
    name,
    params: talentSearchParamsSchema.parse({ q }),
    notify: opts.notify ?? true,
    emailFrequency: opts.emailFrequency ?? "daily",
  });

beforeAll(async () => {
  team = await makeTeam({ companyName: "Matcher Health" });
});

describe("matching saved talent searches", () => {
  it("a matching candidate who turns discoverable: one match and one notification, however often it runs", async () => {
    const recruiter = team.people.recruiter;
    const search = await save(recruiter, `Nurses ${tag}`, `nurse ${tag}`);
    const quiet = await save(team.people.hiringManager, `Quiet ${tag}`, `nurse ${tag}`, { notify: false });
    const nina = await candidate({ first: "Nina", headline: "Registered Nurse" });
    const walt = await candidate({ first: "Walt", headline: "Certified Welder" });
    const pria = await candidate({ first: "Pria", headline: "Registered Nurse" });

    expect((await turnDiscoverable(nina)).status).toBe(200);
    expect((await turnDiscoverable(walt)).status).toBe(200);
    // Pria stays private.
    const stats = await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date() });
    expect(stats.inserted).toBeGreaterThanOrEqual(2);
    expect((await matchesOf(search.id)).map((m) => m.candidate_user_id)).toEqual([nina.id]);
    expect((await matchesOf(quiet.id)).map((m) => m.candidate_user_id)).toEqual([nina.id]);

    const notes = await talentNotifications(recruiter.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: `Nina ${tag} matches your saved search “Nurses ${tag}”`, link: `/talent/${nina.id}?from=saved-search&company=${team.job.companyId}` });
    expect(notes[0]!.data.savedSearchId).toBe(search.id);
    expect(await talentNotifications(team.people.hiringManager.id)).toHaveLength(0);

    // Retries and the next sweeps (within the overlap) repeat nothing.
    await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date() });
    await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date(), candidateIds: [nina.id] });
    expect(await matchesOf(search.id)).toHaveLength(1);
    expect(await talentNotifications(recruiter.id)).toHaveLength(1);
    expect(pria.id).not.toBe(nina.id);
  });

  it("the visibility route queues matching for the candidate, and the queue's handler does it", async () => {
    const recruiter = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Quinn Queue" });
    const search = await save(recruiter, "Pharmacists", `pharmacist ${tag}`);
    const paula = await candidate({ first: "Paula", headline: "Hospital Pharmacist" });
    expect((await turnDiscoverable(paula)).status).toBe(200);

    // Queued to start a few seconds later: the test takes the job as the worker would, without waiting.
    const { rows } = await getDb().execute<{ id: string; data: Record<string, unknown> }>(
      sql`select id, data from pgboss.job where name = 'saved-talent-searches' and data::text like ${`%${paula.id}%`}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({ run: "match", candidateIds: [paula.id] });
    const handler = workerHandlers()["saved-talent-searches"]!;
    await handler(rows[0]!.data, { jobId: rows[0]!.id, retryCount: 0, queue: "saved-talent-searches", signal: new AbortController().signal });
    expect((await matchesOf(search.id)).map((m) => m.candidate_user_id)).toEqual([paula.id]);
    expect(await talentNotifications(recruiter.id)).toHaveLength(1);
  });

  it("nobody who was discoverable before the search was saved, and nobody once the owner cannot search talent", async () => {
    const early = await candidate({ first: "Erin", headline: "Early Midwife" });
    await turnDiscoverable(early);
    const recruiter = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Rae Later" });
    const search = await save(recruiter, "Midwives", `midwife ${tag}`);
    await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date() });
    expect(await matchesOf(search.id)).toHaveLength(0);

    await getDb().execute(sql`update company_members set member_role = 'interviewer' where user_id = ${recruiter.id}`);
    const late = await candidate({ first: "Lara", headline: "Late Midwife" });
    await turnDiscoverable(late);
    await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date() });
    expect(await matchesOf(search.id)).toHaveLength(0);
  });

  it("several new candidates at once: one notification naming them, linking to the search", async () => {
    const recruiter = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Sam Several" });
    await save(recruiter, "Medics", `paramedic ${tag}`);
    for (const first of ["Ari", "Bo", "Cy"]) await turnDiscoverable(await candidate({ first, headline: "Paramedic" }));
    await matchSavedTalentSearches(getDb(), searchTalent, { now: new Date() });
    const notes = await talentNotifications(recruiter.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe("3 new candidates match your saved search “Medics”");
    expect(notes[0]!.link).toBe(`/talent/subscribers?q=paramedic+${tag}&company=${team.job.companyId}`);
  });
});

describe("the daily email", () => {
  it("mails each member their new matches once a day, grouped per search, and not again without new ones", async () => {
    const db = getDb();
    const recruiter = await actor(["Recruiter"], { memberOf: team.job.companyId, memberRole: "recruiter", name: "Dana Digest" });
    const surgeons = await save(recruiter, "Surgeons", `surgeon ${tag}`);
    const techs = await save(recruiter, "Lab techs", `phlebotomist ${tag}`);
    const off = await save(recruiter, "No mail", `surgeon ${tag}`, { emailFrequency: "none" });
    const sofia = await candidate({ first: "Sofia", headline: "Cardiac Surgeon", city: "Dallas", state: "TX" });
    const lee = await candidate({ first: "Lee", headline: "Phlebotomist" });
    const gone = await candidate({ first: "Gwen", headline: "Surgeon" });
    for (const c of [sofia, lee, gone]) await turnDiscoverable(c);
    const now = new Date();
    await matchSavedTalentSearches(db, searchTalent, { now });
    expect((await matchesOf(surgeons.id)).length).toBe(2);
    // Gwen goes private before the mail: she is left out of it.
    await turnDiscoverable(gone, false);

    const today = new Date(now.getTime() + 60_000);
    const first = await emailSavedTalentSearches(db, today);
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const mails = (await deliveredOutbox()).filter((m) => m.to === recruiter.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("2 new candidates match your saved searches");
    expect(mail.text).toContain("Surgeons");
    expect(mail.text).toContain("Lab techs");
    expect(mail.text).not.toContain("No mail");
    expect(mail.text).toContain(`Sofia ${tag}`);
    expect(mail.text).toContain("Cardiac Surgeon · Dallas, TX");
    expect(mail.text).toContain(`Lee ${tag}`);
    expect(mail.text).not.toContain(`Gwen ${tag}`);
    expect(mail.text).toContain(`/talent/${sofia.id}?from=saved-search&company=${team.job.companyId}`);
    expect(mail.text).toContain("/talent/saved-searches");
    expect((await matchesOf(surgeons.id)).every((m) => m.emailed_at !== null)).toBe(true);
    expect((await matchesOf(techs.id)).every((m) => m.emailed_at !== null)).toBe(true);
    expect((await matchesOf(off.id)).every((m) => m.emailed_at === null)).toBe(true);

    // A retry the same day, and the next day with nothing new: no more mail.
    await emailSavedTalentSearches(db, new Date(today.getTime() + 1000));
    await emailSavedTalentSearches(db, new Date(today.getTime() + DAY));
    expect((await deliveredOutbox()).filter((m) => m.to === recruiter.email)).toHaveLength(1);

    // A new match the day after: one more mail, with only the new candidate.
    const tom = await candidate({ first: "Tomas", headline: "Trauma Surgeon" });
    await turnDiscoverable(tom);
    await matchSavedTalentSearches(db, searchTalent, { now: new Date() });
    await emailSavedTalentSearches(db, new Date(today.getTime() + DAY + 2000));
    const after = (await deliveredOutbox()).filter((m) => m.to === recruiter.email);
    expect(after).toHaveLength(2);
    const second = after.find((m) => m.id !== mail.id)!;
    expect(second.subject).toBe("1 new candidate matches your saved searches");
    expect(second.text).toContain(`Tomas ${tag}`);
    expect(second.text).not.toContain(`Sofia ${tag}`);
  });
});
