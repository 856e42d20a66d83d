import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs, notifications } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requisitionActivity } from "@/db/schema/requisitions";
import { resetEnvCache } from "@/lib/env";
import { makeTeam, sendApplication, workMail, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { loadReferenceData, publishedPosting } from "@/features/job-postings/job-postings.testing";
import { REQUISITION_MESSAGES as M } from "./messages";
import { errorOf, hiredApplicant, input, json, newRequisition, rq, setRequisitionsFlag } from "./requisitions.testing";

/*
 * Requisitions end to end through the API (decision 045): numbering, the state machine and its
 * refusals, approvers in order with rejection back to draft, linked postings of the company only,
 * hires from Hired applicants filling the openings and closing the postings only when asked, the
 * history the trackers read, and the approver's and creator's notifications mailed over real SMTP.
 */
let team: Team;
let refs: { categoryId: string; subcategoryId: string };
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
let smtpUrlBefore: string | undefined;

beforeAll(async () => {
  await setRequisitionsFlag(true);
  team = await makeTeam({ companyName: "Requisition Health", title: "Req Nurse" });
  refs = await loadReferenceData();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrlBefore = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  resetEnvCache();
}, 120_000);

afterAll(async () => {
  if (smtpUrlBefore === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtpUrlBefore;
  resetEnvCache();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const statusRows = async (id: string) =>
  (await getDb().select({ detail: requisitionActivity.detail }).from(requisitionActivity).where(and(eq(requisitionActivity.requisitionId, id), eq(requisitionActivity.kind, "status"))).orderBy(requisitionActivity.createdAt)).map(
    (r) => `${r.detail.from}->${r.detail.to}`,
  );

describe("numbers", () => {
  it("count per company from 1, also when created at once", async () => {
    const other = await makeTeam({ companyName: "Numbering Care" });
    // At once on PostgreSQL; one after another on PGlite, whose socket server serves one statement at a time.
    const made = process.env.TEST_DATABASE_URL
      ? await Promise.all([1, 2, 3, 4, 5].map(() => newRequisition(other)))
      : [await newRequisition(other), await newRequisition(other), await newRequisition(other), await newRequisition(other), await newRequisition(other)];
    expect(made.map((r) => r.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const b = await json(await rq.create(other.other.companyId, input(), other.people.otherOwner), 201);
    expect(b.requisition.number).toBe(1);
  });
});

describe("the form's rules on the server", () => {
  it("refuses bad input with clear messages and keeps the numbers in range", async () => {
    const p = team.people;
    const res = await rq.create(team.job.companyId, input({ title: "", openings: 0, salaryMin: "$50", salaryMax: "$40" }), p.owner);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(body.error.issues.map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({ title: "Type a valid title", openings: "Openings must be between 1 and 500.", salaryMax: "The maximum salary must be at least the minimum." });
    expect(await errorOf(await rq.create(team.job.companyId, input({ approverIds: [p.otherOwner.id] }), p.owner), 400)).toBe(M.notMember);
    expect((await rq.create(team.job.companyId, input({ openings: 501 }), p.owner)).status).toBe(400);
  });
});

describe("the state machine", () => {
  it("opens a requisition without approvers on submit, holds, resumes, cancels, and refuses the rest", async () => {
    const p = team.people;
    const r = await newRequisition(team);
    expect(r.status).toBe("draft");
    expect(await errorOf(await rq.status(r.id, "hold", p.owner), 409)).toMatch(/Only an open requisition can be put on hold; this one is a draft/);
    const opened = await json(await rq.submit(r.id, p.recruiter));
    expect(opened.requisition.status).toBe("open");
    expect(opened.requisition.openedAt).not.toBeNull();
    expect(await errorOf(await rq.submit(r.id, p.owner), 409)).toBe(M.submitNotDraft("open"));
    expect(await errorOf(await rq.status(r.id, "resume", p.owner), 409)).toBe("Only a requisition on hold can be resumed.");
    expect((await json(await rq.status(r.id, "hold", p.hiringManager))).requisition.status).toBe("on-hold");
    expect((await json(await rq.status(r.id, "resume", p.hiringManager))).requisition.status).toBe("open");
    const cancelled = await json(await rq.status(r.id, "cancel", p.owner));
    expect(cancelled.requisition.status).toBe("cancelled");
    expect(cancelled.requisition.cancelledAt).not.toBeNull();
    expect(await errorOf(await rq.status(r.id, "resume", p.owner), 409)).toBe(M.final("cancelled"));
    expect(await errorOf(await rq.update(r.id, input(), p.owner), 409)).toBe(M.final("cancelled"));
    expect(await statusRows(r.id)).toEqual(["draft->open", "open->on-hold", "on-hold->open", "open->cancelled"]);
    expect((await rq.status(r.id, "bogus", p.owner)).status).toBe(400);
  });
});

describe("approvals in order", () => {
  it("lets only the lowest pending approver decide, rejects back to draft, resets on resubmit and opens on the last approval; approver and creator hear about it by mail", async () => {
    const p = team.people;
    const r = await newRequisition(team, { approverIds: [p.hiringManager.id, p.recruiter.id], title: "Charge Nurse" });
    const pending = await json(await rq.submit(r.id, p.owner));
    expect(pending.requisition.status).toBe("pending-approval");
    expect(pending.requisition.currentApproverUserId).toBe(p.hiringManager.id);
    expect(await errorOf(await rq.decide(r.id, "approve", "", p.recruiter), 403)).toBe(M.notYourTurn("Harper Hiring"));
    expect(await errorOf(await rq.decide(r.id, "approve", "", p.interviewer), 403)).toBe(M.notAnApprover);
    expect(await errorOf(await rq.decide(r.id, "approve", "", p.owner), 403)).toBe(M.notAnApprover);
    expect(await errorOf(await rq.update(r.id, input({ approverIds: [p.recruiter.id] }), p.owner), 409)).toBe(M.approversOnlyInDraft);

    const first = await json(await rq.decide(r.id, "approve", "Budget is there.", p.hiringManager));
    expect(first.requisition.status).toBe("pending-approval");
    expect(first.requisition.currentApproverUserId).toBe(p.recruiter.id);
    expect(first.abilities.canDecide).toBe(false);
    expect((await json(await rq.get(r.id, p.recruiter))).abilities.canDecide).toBe(true);
    expect((await rq.decide(r.id, "reject", "", p.recruiter)).status).toBe(400);
    const rejected = await json(await rq.decide(r.id, "reject", "Wait for Q2 headcount.", p.recruiter));
    expect(rejected.requisition.status).toBe("draft");
    expect(rejected.requisition.approvers.map((a) => a.decision)).toEqual(["approved", "rejected"]);
    expect(rejected.requisition.approvers[1]!.comment).toBe("Wait for Q2 headcount.");

    const again = await json(await rq.submit(r.id, p.owner));
    expect(again.requisition.approvers.map((a) => a.decision)).toEqual(["pending", "pending"]);
    await json(await rq.decide(r.id, "approve", "", p.hiringManager));
    const open = await json(await rq.decide(r.id, "approve", "Go ahead.", p.recruiter));
    expect(open.requisition.status).toBe("open");
    expect(open.requisition.openedAt).not.toBeNull();
    expect(await errorOf(await rq.decide(r.id, "approve", "", p.recruiter), 409)).toBe(M.notPending("open"));
    expect(await statusRows(r.id)).toEqual(["draft->pending-approval", "pending-approval->draft", "draft->pending-approval", "pending-approval->open"]);

    const titles = async (userId: string) => (await getDb().select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);
    expect((await titles(p.hiringManager.id)).filter((t) => t.includes("Charge Nurse"))).toEqual([`Your approval is needed: REQ-${r.number} Charge Nurse`, `Your approval is needed: REQ-${r.number} Charge Nurse`]);
    expect((await titles(p.recruiter.id)).filter((t) => t.includes("Charge Nurse"))).toHaveLength(2);
    expect((await titles(p.owner.id)).filter((t) => t.includes("Charge Nurse")).sort()).toEqual([`Requisition approved: REQ-${r.number} Charge Nurse`, `Requisition rejected: REQ-${r.number} Charge Nurse`]);

    await workMail();
    const mailTo = (email: string) => inbox.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === email && m.subject?.includes("Charge Nurse"));
    expect(mailTo(p.hiringManager.email).length).toBe(2);
    expect(mailTo(p.owner.email).map((m) => m.subject).sort()).toEqual([`Requisition approved: REQ-${r.number} Charge Nurse`, `Requisition rejected: REQ-${r.number} Charge Nurse`]);
    expect(mailTo(p.owner.email).find((m) => m.subject?.includes("rejected"))?.text).toContain("Wait for Q2 headcount.");
  });
});

describe("linked postings and hires", () => {
  it("links only the company's postings, one requisition each, and fills from Hired applicants; the last opening closes the postings only when asked", async () => {
    const p = team.people;
    const posting = await publishedPosting(team.job.companyId, p.owner, refs);
    const second = await publishedPosting(team.job.companyId, p.owner, refs);
    const foreign = await publishedPosting(team.other.companyId, p.otherOwner, refs);
    const r = await newRequisition(team, { openings: 2 });
    expect(await errorOf(await rq.link(r.id, foreign.id, p.recruiter), 400)).toBe(M.postingNotFound);
    await json(await rq.link(r.id, posting.id, p.recruiter));
    const linked = await json(await rq.link(r.id, second.id, p.recruiter));
    expect(linked.requisition.postings.map((x) => x.id).sort()).toEqual([posting.id, second.id].sort());
    const other = await newRequisition(team);
    expect(await errorOf(await rq.link(other.id, posting.id, p.owner), 409)).toBe(M.postingTaken(r.number));
    expect((await json(await rq.unlink(r.id, second.id, p.owner))).requisition.postings.map((x) => x.id)).toEqual([posting.id]);
    await json(await rq.link(r.id, second.id, p.owner));

    const hiredA = await hiredApplicant(team, posting.id, "Hana Hired");
    const hiredB = await hiredApplicant(team, second.id, "Hugo Hired");
    const notYet = (await sendApplication({ jobId: posting.id, companyId: team.job.companyId }, { name: "Ida Interviewing" })).id;
    expect(await errorOf(await rq.hire(r.id, { applicationId: hiredA }, p.owner), 409)).toBe(M.hiresOnlyWhenOpen("draft"));
    await json(await rq.submit(r.id, p.owner));
    expect(await errorOf(await rq.hire(r.id, { applicationId: notYet }, p.owner), 400)).toBe(M.notHired);
    expect(await errorOf(await rq.hire(r.id, {}, p.owner), 400)).toContain(M.hireNeedsWho.slice(1));

    const one = await json<{ requisition: { filledCount: number; status: string; hires: { id: string; name: string }[] } }>(await rq.hire(r.id, { applicationId: hiredA }, p.recruiter), 201);
    expect(one.requisition.filledCount).toBe(1);
    expect(one.requisition.hires.map((h) => h.name)).toEqual(["Hana Hired"]);
    expect(await errorOf(await rq.hire(r.id, { applicationId: hiredA }, p.owner), 409)).toBe(M.alreadyRecorded);
    // The last opening without the request: filled, the postings stay live.
    const full = await json<{ requisition: { status: string; filledAt: string | null; hires: { id: string }[] }; closedPostingIds: string[] }>(await rq.hire(r.id, { name: "Nia Named" }, p.recruiter), 201);
    expect(full.requisition.status).toBe("filled");
    expect(full.requisition.filledAt).not.toBeNull();
    expect(full.closedPostingIds).toEqual([]);
    const postingStatus = async (id: string) => (await getDb().select({ s: jobPostings.status }).from(jobPostings).where(eq(jobPostings.id, id)))[0]!.s;
    const jobStatus = async (id: string) => (await getDb().select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.s;
    expect(await postingStatus(posting.id)).toBe("published");
    expect(await errorOf(await rq.hire(r.id, { name: "One Too Many" }, p.owner), 409)).toBe(M.hiresOnlyWhenOpen("filled"));

    // Removing a hire reopens; the last opening with the request closes both postings (their jobs close: 410).
    const reopened = await json(await rq.unhire(r.id, full.requisition.hires[1]!.id, p.owner));
    expect(reopened.requisition.status).toBe("open");
    expect(reopened.requisition.filledAt).toBeNull();
    const closing = await json<{ requisition: { status: string }; closedPostingIds: string[] }>(await rq.hire(r.id, { applicationId: hiredB, closePostings: true }, p.recruiter), 201);
    expect(closing.requisition.status).toBe("filled");
    expect(closing.closedPostingIds.sort()).toEqual([posting.id, second.id].sort());
    for (const id of [posting.id, second.id]) {
      expect(await postingStatus(id)).toBe("closed");
      expect(await jobStatus(id)).toBe("closed");
    }
    expect(await statusRows(r.id)).toEqual(["draft->open", "open->filled", "filled->open", "open->filled"]);
    expect(await errorOf(await rq.unlink(r.id, posting.id, p.owner), 409)).toBe(M.final("filled"));
  });

  it("keeps openings above the hires already recorded", async () => {
    const p = team.people;
    const r = await newRequisition(team, { openings: 3 });
    await json(await rq.submit(r.id, p.owner));
    await json(await rq.hire(r.id, { name: "Ava One" }, p.owner), 201);
    expect(await errorOf(await rq.update(r.id, input({ openings: 1 }), p.owner), 400)).toBe(M.openingsBelowHires(1));
    expect((await json(await rq.update(r.id, input({ openings: 2, title: "Night Nurse II" }), p.owner))).requisition.title).toBe("Night Nurse II");
  });
});

describe("the list", () => {
  it("searches, filters by status and by my approval, sorts, pages and counts", async () => {
    const t = await makeTeam({ companyName: "Listing Health" });
    const p = t.people;
    const a = await newRequisition(t, { title: "Radiology Tech", department: "Imaging" });
    const b = await newRequisition(t, { title: "Staff Pharmacist", approverIds: [p.hiringManager.id] });
    await newRequisition(t, { title: "Unit Clerk" });
    await json(await rq.submit(a.id, p.owner));
    await json(await rq.submit(b.id, p.owner));
    const all = await json<{ items: { title: string }[]; counts: Record<string, number>; total: number }>(await rq.list(t.job.companyId, {}, p.hiringManager));
    expect(all.total).toBe(3);
    expect(all.counts).toMatchObject({ all: 3, draft: 1, open: 1, "pending-approval": 1, "awaiting-me": 1 });
    const mine = await json<{ items: { title: string; awaitingMe: boolean }[] }>(await rq.list(t.job.companyId, { status: "awaiting-me" }, p.hiringManager));
    expect(mine.items.map((i) => [i.title, i.awaitingMe])).toEqual([["Staff Pharmacist", true]]);
    expect((await json<{ items: unknown[] }>(await rq.list(t.job.companyId, { status: "awaiting-me" }, p.recruiter))).items).toEqual([]);
    expect((await json<{ items: { title: string }[] }>(await rq.list(t.job.companyId, { q: "imaging" }, p.owner))).items.map((i) => i.title)).toEqual(["Radiology Tech"]);
    expect((await json<{ items: { title: string }[] }>(await rq.list(t.job.companyId, { q: `REQ-${b.number}` }, p.owner))).items.map((i) => i.title)).toEqual(["Staff Pharmacist"]);
    expect((await json<{ items: { title: string }[] }>(await rq.list(t.job.companyId, { sort: "title" }, p.owner))).items.map((i) => i.title)).toEqual(["Radiology Tech", "Staff Pharmacist", "Unit Clerk"]);
    expect((await json<{ items: { title: string }[] }>(await rq.list(t.job.companyId, { status: "draft" }, p.owner))).items.map((i) => i.title)).toEqual(["Unit Clerk"]);
  });
});
