import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { NOW, PERIOD, makeTrackerWorld, type TrackerWorld } from "../hiring-trackers.testing";
import { hiringCompaniesTable, hiringTable, requisitionCompaniesTable, requisitionTable } from "../tables";
import { getAdminHiringTracker, getAdminRequisitionTracker, getHiringTracker, getRequisitionTracker } from "./queries";

/*
 * The trackers' numbers on fixed fixtures (hiring-trackers.testing.ts), every figure worked out by
 * hand (decision 046). Period 2026-04-01 .. 2026-06-30 (UTC days, both included), now 2026-06-30 12:00.
 */
const admin = { id: randomUUID(), roles: ["Administrator"], twoFactorEnabled: true };
let w: TrackerWorld;

beforeAll(async () => {
  w = await makeTrackerWorld();
});

const rows = (t: { rows: unknown[][] }) => t.rows;

describe("the requisition tracker", () => {
  it("counts requisitions by status now, and the open ones with their age", async () => {
    const t = await getRequisitionTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    expect(rows(requisitionTable(t, "status"))).toEqual([
      ["Draft", 1, 1, 0],
      ["Pending approval", 0, 0, 0],
      ["Open", 1, 3, 1],
      ["On hold", 1, 1, 0],
      ["Filled", 2, 3, 3],
      ["Cancelled", 0, 0, 0],
    ]);
    // Front Desk opened 2026-05-01 00:00: 60.5 days before now.
    expect(t.openSummary).toEqual({ requisitions: 1, openings: 3, filled: 1, medianAgeDays: 60.5, meanAgeDays: 60.5 });
    expect(rows(requisitionTable(t, "open-requisitions"))).toEqual([[expect.stringMatching(/^REQ-\d+$/), "Front Desk", "Admin", 3, 1, "2026-05-01", 60.5]]);
  });

  it("measures time to fill per hire from opened_at to filled_at, with median and mean per requisition and department", async () => {
    const t = await getRequisitionTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    // Night Nurse opened 04-11: hires 05-01 (20 days) and 05-21 12:00 (40.5); Front Desk opened 05-01: 06-10 (40).
    // The Archivist's hire (2025-12-01) is before the period; Beta's is another company's.
    expect(t.hires.map((h) => [h.title, h.hireName, h.days])).toEqual([
      ["Night Nurse", "Nia Nurse", 20],
      ["Night Nurse", '=HYPERLINK("x"), Esq.', 40.5],
      ["Front Desk", "Fay Front", 40],
    ]);
    expect(t.timeToFill).toEqual({ count: 3, medianDays: 40, meanDays: 33.5 });
    expect(rows(requisitionTable(t, "time-to-fill")).map((r) => r.slice(1))).toEqual([
      ["Night Nurse", "Nursing", "Nia Nurse", "2026-04-11", "2026-05-01", 20],
      ["Night Nurse", "Nursing", '=HYPERLINK("x"), Esq.', "2026-04-11", "2026-05-21", 40.5],
      ["Front Desk", "Admin", "Fay Front", "2026-05-01", "2026-06-10", 40],
    ]);
    expect(rows(requisitionTable(t, "by-requisition")).map((r) => r.slice(1))).toEqual([
      ["Night Nurse", "Nursing", 2, 30.3, 30.3],
      ["Front Desk", "Admin", 1, 40, 40],
    ]);
    expect(t.byRequisition[0]!.summary).toEqual({ count: 2, medianDays: 30.25, meanDays: 30.25 });
    expect(rows(requisitionTable(t, "by-department"))).toEqual([
      ["Admin", 1, 40, 40],
      ["Nursing", 2, 30.3, 30.3],
    ]);
  });

  it("times each status from the status changes, counting stays that ended in the period or go on", async () => {
    const t = await getRequisitionTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    // Draft: Night Nurse 4, Front Desk 0, Pharmacist 4, Old role still a draft since 2025-01-01 (545.5);
    // the Archivist's stays ended in 2025. Pending: 6. Open: 40.5, Front Desk still open (60.5), Pharmacist 10.
    // On hold: Pharmacist since 06-15 (15.5). Filled and cancelled are not timed.
    expect(t.timeInStatus).toEqual([
      { status: "draft", stays: 4, medianDays: 4, meanDays: 138.375 },
      { status: "pending-approval", stays: 1, medianDays: 6, meanDays: 6 },
      { status: "open", stays: 3, medianDays: 40.5, meanDays: 37 },
      { status: "on-hold", stays: 1, medianDays: 15.5, meanDays: 15.5 },
    ]);
    expect(rows(requisitionTable(t, "time-in-status"))[0]).toEqual(["Draft", 4, 4, 138.4]);
  });

  it("counts hires by month or week over the whole period", async () => {
    const t = await getRequisitionTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    expect(rows(requisitionTable(t, "hires-over-time"))).toEqual([
      ["Apr 2026", "2026-04-01", 0],
      ["May 2026", "2026-05-01", 2],
      ["Jun 2026", "2026-06-01", 1],
    ]);
    const weekly = await getRequisitionTracker(getDb(), admin, w.companyA, { ...PERIOD, interval: "week" }, NOW);
    expect(weekly.hiresOverTime).toHaveLength(14); // Mon 2026-03-30 .. Mon 2026-06-29
    expect(weekly.hiresOverTime.filter((p) => p.count).map((p) => [p.period, p.count])).toEqual([
      ["2026-04-27", 1],
      ["2026-05-18", 1],
      ["2026-06-08", 1],
    ]);
  });

  it("filters by department and by linked posting, and by a preset period", async () => {
    const nursing = await getRequisitionTracker(getDb(), admin, w.companyA, { ...PERIOD, department: "Nursing" }, NOW);
    expect(nursing.timeToFill).toEqual({ count: 2, medianDays: 30.25, meanDays: 30.25 });
    expect(nursing.byStatus.filter((s) => s.requisitions).map((s) => s.status)).toEqual(["draft", "filled"]);
    const posting = await getRequisitionTracker(getDb(), admin, w.companyA, { ...PERIOD, posting: w.postings.p1.id }, NOW);
    expect(posting.hires.map((h) => h.hireName)).toEqual(["Fay Front"]);
    // The last 30 days before now: 05-31 12:00 .. 06-30 12:00 holds only the Front Desk hire.
    const last30 = await getRequisitionTracker(getDb(), admin, w.companyA, { range: "30" }, NOW);
    expect(last30.timeToFill).toEqual({ count: 1, medianDays: 40, meanDays: 40 });
  });
});

describe("the hiring tracker", () => {
  it("builds the funnel of the applications sent in the period, overall and per posting", async () => {
    const t = await getHiringTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    // Furthest stages: a1 Hired, a2 Screen (then rejected), a3 Applied, a4 Interview (moved back to Screen), a5 Applied (withdrawn).
    // a6 was sent before the period, the draft is not sent, Beta's is another company's.
    expect(rows(hiringTable(t, "funnel"))).toEqual([
      ["Applied", 5, 1, null],
      ["Screen", 3, 1, 60],
      ["Interview", 2, 0, 66.7],
      ["Offer", 1, 0, 50],
      ["Hired", 1, 1, 100],
    ]);
    expect(t.funnel.rejected).toBe(1);
    expect(t.funnel.withdrawn).toBe(1);
    expect(t.totals).toEqual({ applications: 5, hired: 1, conversion: 0.2 });
    expect(rows(hiringTable(t, "funnel-by-posting"))).toEqual([
      ["Front Desk Posting", 3, 2, 1, 1, 1, 33.3],
      ["Nurse Posting", 2, 1, 1, 0, 0, 0],
    ]);
    expect(hiringTable(t, "funnel-by-posting").columns.map((c) => c.label)).toEqual([
      "Posting",
      "Reached Applied",
      "Reached Screen",
      "Reached Interview",
      "Reached Offer",
      "Reached Hired",
      "Applied to hired (%)",
    ]);
  });

  it("times each stage over finished and current stays, and counts moves to Hired in the period", async () => {
    const t = await getHiringTracker(getDb(), admin, w.companyA, PERIOD, NOW);
    // Applied: 2, 4, 1 (a3 so far), 1, 2 (a5 until withdrawn). Screen: 5, 1, 8, 10.5 (a4 so far).
    // Interview: 2, 10. Offer: 2.
    expect(t.timeInStage.map((s) => [s.name, s.stays, s.medianDays, s.averageDays])).toEqual([
      ["Applied", 5, 2, 2],
      ["Screen", 4, 6.5, 6.125],
      ["Interview", 2, 6, 6],
      ["Offer", 1, 2, 2],
    ]);
    expect(rows(hiringTable(t, "time-in-stage"))[1]).toEqual(["Screen", 4, 6.5, 6.1]);
    // a6 (sent before the period) was hired 04-15, a1 on 05-12.
    expect(rows(hiringTable(t, "hires-over-time"))).toEqual([
      ["Apr 2026", "2026-04-01", 1],
      ["May 2026", "2026-05-01", 1],
      ["Jun 2026", "2026-06-01", 0],
    ]);
  });

  it("filters by posting and by the department of the requisition a posting serves", async () => {
    const nurse = await getHiringTracker(getDb(), admin, w.companyA, { ...PERIOD, posting: w.postings.p2.id }, NOW);
    expect(nurse.funnel.stages.map((s) => s.reached)).toEqual([2, 1, 1, 0, 0]);
    expect(nurse.hiresOverTime.every((p) => p.count === 0)).toBe(true);
    const admin_ = await getHiringTracker(getDb(), admin, w.companyA, { ...PERIOD, department: "Admin" }, NOW);
    expect(admin_.funnel.stages.map((s) => s.reached)).toEqual([3, 2, 1, 1, 1]);
    expect(admin_.hiresOverTime.map((p) => p.count)).toEqual([1, 1, 0]);
    const none = await getHiringTracker(getDb(), admin, w.companyA, { ...PERIOD, department: "Pharmacy" }, NOW);
    expect(none.totals).toEqual({ applications: 0, hired: 0, conversion: null });
    expect(none.timeInStage.every((s) => s.stays === 0 && s.medianDays === null)).toBe(true);
  });
});

describe("the admin trackers", () => {
  it("give every company one row with the same figures, and a company's whole tracker when one is chosen", async () => {
    const req = await getAdminRequisitionTracker(getDb(), admin, PERIOD, NOW);
    const a = req.companies.find((c) => c.companyId === w.companyA)!;
    const b = req.companies.find((c) => c.companyId === w.companyB)!;
    expect(a).toMatchObject({ openRequisitions: 1, openings: 3, filled: 1, timeToFill: { count: 3, medianDays: 40, meanDays: 33.5 } });
    expect(b).toMatchObject({ openRequisitions: 1, openings: 2, filled: 1, timeToFill: { count: 1, medianDays: 10, meanDays: 10 } });
    expect(requisitionCompaniesTable([a]).rows).toEqual([[a.companyName, 1, 3, 1, 3, 40, 33.5]]);
    expect(req.detail).toBeNull();
    const one = await getAdminRequisitionTracker(getDb(), admin, { ...PERIOD, company: w.companyB }, NOW);
    expect(one.companies.map((c) => c.companyId)).toEqual([w.companyB]);
    expect(one.detail?.hires.map((h) => h.hireName)).toEqual(["Sam Secret"]);

    const hiring = await getAdminHiringTracker(getDb(), admin, PERIOD, NOW);
    const ha = hiring.companies.find((c) => c.companyId === w.companyA)!;
    // Timed stays of A: 1,1,1,2,2,2,2,4,5,8,10,10.5: median 2.
    expect(ha).toMatchObject({ applications: 5, movedOn: 3, hired: 1, hiresInPeriod: 2, medianDaysInStage: 2 });
    expect(hiringCompaniesTable([ha]).rows).toEqual([[ha.companyName, 5, 3, 1, 20, 2, 2]]);
    const hb = hiring.companies.find((c) => c.companyId === w.companyB)!;
    expect(hb).toMatchObject({ applications: 1, movedOn: 1, hired: 0, hiresInPeriod: 0 });
  });

  it("refuse anyone but an administrator with two-factor", async () => {
    await expect(getAdminRequisitionTracker(getDb(), { ...admin, twoFactorEnabled: false }, PERIOD, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getAdminHiringTracker(getDb(), { id: randomUUID(), roles: ["Recruiter"], twoFactorEnabled: true }, PERIOD, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
