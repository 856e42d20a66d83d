import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { createUser } from "@/testing/factories";
import { addMember, makeApplications, makeCompany, makePosting, moveStage, stagesOf, type PostingFixture } from "../hiring-dashboard.testing";
import { openHiringDashboard } from "./open-hiring-dashboard";
import { readHiringDashboard } from "./queries";
import { recordDashboardVisit, VISIT_GAP_MINUTES } from "./record-dashboard-visit";

/*
 * The hiring dashboard's server side on the real database (decision 041), with fixed times: the
 * "new since your last visit" rule, the funnel's counts and conversions and time in stage against
 * figures worked out by hand, the company totals, and the company boundary of every read.
 */
const at = (iso: string) => new Date(`${iso}Z`);
const NOW = at("2026-11-20T12:00:00");
const actorOf = (u: { id: string }, roles: string[] = ["Hiring Manager"], twoFactorEnabled = false) => ({ id: u.id, roles, twoFactorEnabled });

async function notFoundOrForbidden(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "allowed";
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

describe("new since your last visit", () => {
  let companyId: string;
  let member: { id: string };
  let posting: PostingFixture;

  beforeAll(async () => {
    companyId = await makeCompany("Visit Clinic");
    member = await createUser({ roles: ["Hiring Manager"] });
    await addMember(companyId, member.id, "hiring-manager");
    posting = await makePosting(companyId, { title: "Phlebotomist", openedAt: at("2026-11-01T00:00:00") });
    await makeApplications(posting, 1, { submittedAt: at("2026-11-20T08:00:00") });
    await makeApplications(posting, 1, { submittedAt: at("2026-11-20T09:05:00") });
    await makeApplications(posting, 1, { submittedAt: at("2026-11-20T09:20:00") });
    await makeApplications(posting, 1, { submittedAt: at("2026-11-20T10:30:00") });
  });

  const visit = (iso: string) => openHiringDashboard(getDb(), actorOf(member), companyId, { now: at(iso) });

  it("counts everything as new on the first visit, keeps the line within 30 minutes of the last visit and moves it to the last visit after that", async () => {
    const first = await visit("2026-11-20T09:00:00");
    expect(first.newSince).toBeNull();
    expect(first.newSinceKind).toBe("last-visit");
    expect(first.newApplicants).toBe(4);
    expect(first.postings[0]!.newApplicants).toBe(4);

    // 10 minutes later: the same sitting, still no line.
    expect((await visit("2026-11-20T09:10:00")).newSince).toBeNull();

    // 40 minutes after 09:10: a new sitting; the line is the previous visit.
    const third = await visit("2026-11-20T09:50:00");
    expect(third.newSince).toEqual(at("2026-11-20T09:10:00"));
    expect(third.newApplicants).toBe(2); // 09:20 and 10:30; 08:00 and 09:05 were there before
    expect(third.postings[0]!.totalApplicants).toBe(4);

    // 25 minutes after 09:50: the line stays (what was new is still marked).
    expect((await visit("2026-11-20T10:15:00")).newSince).toEqual(at("2026-11-20T09:10:00"));

    // Exactly 30 minutes after 10:15 is still the same sitting; the gap must be more than 30.
    expect(VISIT_GAP_MINUTES).toBe(30);
    expect((await visit("2026-11-20T10:45:00")).newSince).toEqual(at("2026-11-20T09:10:00"));

    // 30 minutes and 1 second after 10:45: the line moves to 10:45.
    const later = await visit("2026-11-20T11:15:01");
    expect(later.newSince).toEqual(at("2026-11-20T10:45:00"));
    expect(later.newApplicants).toBe(0);

    const [row] = (
      await getDb().execute<{ seen: Date; since: Date }>(
        sql`select dashboard_seen_at as seen, dashboard_since as since from company_members where company_id = ${companyId} and user_id = ${member.id}`,
      )
    ).rows;
    expect(new Date(row!.seen)).toEqual(at("2026-11-20T11:15:01"));
    expect(new Date(row!.since)).toEqual(at("2026-11-20T10:45:00"));
  });

  it("keeps each member's line and each company's apart", async () => {
    const other = await createUser({ roles: ["Hiring Manager"] });
    await addMember(companyId, other.id, "interviewer");
    const secondCompany = await makeCompany("Second Clinic");
    await addMember(secondCompany, member.id, "owner");
    expect(await recordDashboardVisit(getDb(), other.id, companyId, at("2026-11-20T12:00:00"))).toBeNull();
    expect(await recordDashboardVisit(getDb(), member.id, secondCompany, at("2026-11-20T12:00:00"))).toBeNull();
    // The member's line at the first company did not move with the others' visits.
    const [row] = (await getDb().execute<{ since: Date }>(sql`select dashboard_since as since from company_members where company_id = ${companyId} and user_id = ${member.id}`)).rows;
    expect(new Date(row!.since)).toEqual(at("2026-11-20T10:45:00"));
  });

  it("records nothing for an administrator who is not a member: new means the last 7 days for them", async () => {
    const admin = await createUser({ roles: ["Administrator"], twoFactorEnabled: true });
    const seen = await openHiringDashboard(getDb(), actorOf(admin, ["Administrator"], true), companyId, { now: at("2026-11-20T12:00:00") });
    expect(seen.newSinceKind).toBe("week");
    expect(seen.newSince).toEqual(at("2026-11-13T12:00:00"));
    expect(seen.newApplicants).toBe(4);
    const { rows } = await getDb().execute(sql`select 1 from company_members where company_id = ${companyId} and user_id = ${admin.id}`);
    expect(rows).toHaveLength(0);
  });
});

describe("funnel, time in stage and totals", () => {
  let companyA: string;
  let companyB: string;
  let owner: { id: string };
  let p1: PostingFixture;
  let p2: PostingFixture;
  let stages: Record<string, string>;

  beforeAll(async () => {
    companyA = await makeCompany("Funnel Health");
    companyB = await makeCompany("Rival Care");
    owner = await createUser({ roles: ["Hiring Manager"] });
    await addMember(companyA, owner.id, "owner");
    stages = await stagesOf(companyA);
    const s = (name: string) => ({ id: stages[name]!, name });

    p1 = await makePosting(companyA, { title: "Medical Assistant", openedAt: at("2026-10-30T12:00:00"), expiresAt: at("2026-12-14T12:00:00") });
    // A1: Applied 2 days, Screen 3 days, in Interview for 5 days now.
    const [a1] = await makeApplications(p1, 1, { submittedAt: at("2026-11-10T12:00:00") });
    await moveStage(a1!, companyA, null, s("Screen"), at("2026-11-12T12:00:00"));
    await moveStage(a1!, companyA, s("Screen"), s("Interview"), at("2026-11-15T12:00:00"));
    // A2: in Applied for 6 days now.
    await makeApplications(p1, 1, { submittedAt: at("2026-11-14T12:00:00") });
    // A3: Applied 1.5 days, Screen 1 day, then Rejected (not timed).
    const [a3] = await makeApplications(p1, 1, { submittedAt: at("2026-11-16T12:00:00") });
    await moveStage(a3!, companyA, null, s("Screen"), at("2026-11-18T00:00:00"));
    await moveStage(a3!, companyA, s("Screen"), s("Rejected"), at("2026-11-19T00:00:00"));
    // A4: withdrawn after 1 day in Applied.
    await makeApplications(p1, 1, { submittedAt: at("2026-11-18T12:00:00"), stage: "withdrawn", withdrawnAt: at("2026-11-19T12:00:00") });
    // A5: Applied 1 day, Screen 2, Interview 4, Offer 2, Hired.
    const [a5] = await makeApplications(p1, 1, { submittedAt: at("2026-11-01T12:00:00") });
    await moveStage(a5!, companyA, null, s("Screen"), at("2026-11-02T12:00:00"));
    await moveStage(a5!, companyA, s("Screen"), s("Interview"), at("2026-11-04T12:00:00"));
    await moveStage(a5!, companyA, s("Interview"), s("Offer"), at("2026-11-08T12:00:00"));
    await moveStage(a5!, companyA, s("Offer"), s("Hired"), at("2026-11-10T12:00:00"));
    // A draft is nobody's applicant.
    await makeApplications(p1, 1, { stage: "draft" });

    // P2: one application at Offer now, sent this week.
    p2 = await makePosting(companyA, { title: "Front Desk Coordinator", openedAt: at("2026-11-18T09:00:00") });
    const [b1] = await makeApplications(p2, 1, { submittedAt: at("2026-11-19T12:00:00") });
    await moveStage(b1!, companyA, null, s("Offer"), at("2026-11-20T09:00:00"));
    // Paused, closed and draft postings of A; postings of B with applicants in every stage.
    await makePosting(companyA, { title: "Paused Posting", status: "paused", openedAt: at("2026-11-01T00:00:00"), pausedAt: at("2026-11-10T00:00:00") });
    const closed = await makePosting(companyA, { title: "Closed Posting", status: "closed", openedAt: at("2026-09-01T00:00:00") });
    await makeApplications(closed, 2, { submittedAt: at("2026-11-19T00:00:00") });
    await makePosting(companyA, { title: "Draft Posting", status: "draft" });
    const bStages = await stagesOf(companyB);
    const rival = await makePosting(companyB, { title: "Rival Secret Role", openedAt: at("2026-11-01T00:00:00") });
    const rivals = await makeApplications(rival, 7, { submittedAt: at("2026-11-19T00:00:00") });
    await moveStage(rivals[0]!, companyB, null, { id: bStages.Interview!, name: "Interview" }, at("2026-11-19T06:00:00"));
    // An activity row of B that names A's stages must not count for A (bound to A's company).
    await getDb().execute(sql`insert into application_activity (application_id, company_id, kind, detail, created_at)
      values (${rivals[1]!}, ${companyB}, 'stage', ${JSON.stringify({ fromStageId: null, toStageId: stages.Hired })}::jsonb, ${at("2026-11-19T07:00:00").toISOString()})`);
  });

  const read = () => readHiringDashboard(getDb(), actorOf(owner), companyA, { now: NOW, newSince: at("2026-11-16T00:00:00") });

  it("counts each stage's reached and current applications with the conversion from the stage before", async () => {
    const data = await read();
    const card = data.postings.find((p) => p.id === p1.id)!;
    expect(card.totalApplicants).toBe(5);
    expect(card.newApplicants).toBe(2); // A3 (Nov 16 12:00) and A4 (Nov 18) are after the line
    expect(card.funnel.stages.map((f) => [f.name, f.reached, f.now])).toEqual([
      ["Applied", 5, 1],
      ["Screen", 3, 0],
      ["Interview", 2, 1],
      ["Offer", 1, 0],
      ["Hired", 1, 1],
    ]);
    expect(card.funnel.stages.map((f) => f.conversion)).toEqual([null, 3 / 5, 2 / 3, 1 / 2, 1]);
    expect(card.funnel.rejected).toBe(1);
    expect(card.funnel.withdrawn).toBe(1);
  });

  it("measures time in stage from stage moves and current stays (average and median in days)", async () => {
    const card = (await read()).postings.find((p) => p.id === p1.id)!;
    const byName = Object.fromEntries(card.timeInStage.map((t) => [t.name, t]));
    expect(Object.keys(byName)).toEqual(["Applied", "Screen", "Interview", "Offer"]);
    // Applied: 2, 6 (A2 now), 1.5, 1 (A4 until withdrawn), 1.
    expect(byName.Applied!.stays).toBe(5);
    expect(byName.Applied!.averageDays).toBeCloseTo(2.3, 9);
    expect(byName.Applied!.medianDays).toBeCloseTo(1.5, 9);
    // Screen: 3, 1, 2.
    expect(byName.Screen).toMatchObject({ stays: 3 });
    expect(byName.Screen!.averageDays).toBeCloseTo(2, 9);
    expect(byName.Screen!.medianDays).toBeCloseTo(2, 9);
    // Interview: 5 (A1 now), 4.
    expect(byName.Interview!.stays).toBe(2);
    expect(byName.Interview!.averageDays).toBeCloseTo(4.5, 9);
    expect(byName.Interview!.medianDays).toBeCloseTo(4.5, 9);
    // Offer: 2.
    expect(byName.Offer!.stays).toBe(1);
    expect(byName.Offer!.averageDays).toBeCloseTo(2, 9);

    const front = (await read()).postings.find((p) => p.id === p2.id)!;
    const frontByName = Object.fromEntries(front.timeInStage.map((t) => [t.name, t]));
    // Applied from Nov 19 12:00 to the move at Nov 20 09:00 (21 hours); Offer for 3 hours so far.
    expect(frontByName.Applied!.averageDays).toBeCloseTo(21 / 24, 9);
    expect(frontByName.Offer!.averageDays).toBeCloseTo(3 / 24, 9);
    expect(frontByName.Screen).toMatchObject({ stays: 0, averageDays: null, medianDays: null });
  });

  it("adds the company's totals and lists its published and paused postings, new applicants first", async () => {
    const data = await read();
    expect(data.company.name).toBe("Funnel Health");
    expect(data.totals).toEqual({ openPostings: 2, applicantsThisWeek: 6, inInterview: 1, offersOut: 1 });
    expect(data.postingCount).toBe(5);
    expect(data.activePostingCount).toBe(3);
    expect(data.activeApplicants).toBe(6);
    expect(data.postings.map((p) => p.title)).toEqual(["Medical Assistant", "Front Desk Coordinator", "Paused Posting"]);
    expect(data.postings.map((p) => p.newApplicants)).toEqual([2, 1, 0]);
    expect(data.postings[2]!.status).toBe("paused");
    expect(data.postings[0]!.openedAt).toEqual(at("2026-10-30T12:00:00"));
    expect(data.postings[0]!.expiresAt).toEqual(at("2026-12-14T12:00:00"));
  });

  it("never answers another company's postings or applicants, and refuses anyone without standing", async () => {
    const data = await read();
    expect(JSON.stringify(data)).not.toContain("Rival");
    const rival = await createUser({ roles: ["Hiring Manager"] });
    await addMember(companyB, rival.id, "owner");
    const candidate = await createUser();
    const adminNo2fa = await createUser({ roles: ["Administrator"] });
    for (const who of [actorOf(rival), actorOf(candidate, []), actorOf(adminNo2fa, ["Administrator"], false)]) {
      expect(await notFoundOrForbidden(readHiringDashboard(getDb(), who, companyA, { now: NOW, newSince: null }))).toBe("NOT_FOUND");
      expect(await notFoundOrForbidden(openHiringDashboard(getDb(), who, companyA, { now: NOW }))).toBe("NOT_FOUND");
    }
    // A made-up company looks the same.
    expect(await notFoundOrForbidden(readHiringDashboard(getDb(), actorOf(owner), "00000000-0000-4000-8000-000000000000", { now: NOW, newSince: null }))).toBe("NOT_FOUND");
    // Company B's own dashboard has only B's posting, with its one interview.
    const b = await readHiringDashboard(getDb(), actorOf(rival), companyB, { now: NOW, newSince: null });
    expect(b.postings.map((p) => p.title)).toEqual(["Rival Secret Role"]);
    expect(b.totals).toEqual({ openPostings: 1, applicantsThisWeek: 7, inInterview: 1, offersOut: 0 });
    expect(JSON.stringify(b)).not.toContain("Medical Assistant");
  });

  it("lets every member read, interviewers included, and an administrator with two-factor", async () => {
    for (const role of ["hiring-manager", "recruiter", "interviewer"] as const) {
      const member = await createUser({ roles: ["Hiring Manager"] });
      await addMember(companyA, member.id, role);
      expect((await readHiringDashboard(getDb(), actorOf(member), companyA, { now: NOW, newSince: null })).postings).toHaveLength(3);
    }
    const admin = await createUser({ roles: ["Administrator"], twoFactorEnabled: true });
    expect((await readHiringDashboard(getDb(), actorOf(admin, ["Administrator"], true), companyA, { now: NOW, newSince: null })).postings).toHaveLength(3);
  });
});
