import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationActivity, applicationEmails, applicationEvents, applicationNotes, notifications, rateLimits } from "@/db/schema";
import { callRoute } from "@/testing/http";
import { GET as applicationGet } from "@/app/api/employer/applications/[id]/route";
import { PUT as stagePut } from "@/app/api/employer/applications/[id]/stage/route";
import { POST as notesPost } from "@/app/api/employer/applications/[id]/notes/route";
import { DELETE as noteDelete, PATCH as notePatch } from "@/app/api/employer/applications/[id]/notes/[noteId]/route";
import { PUT as ratingPut } from "@/app/api/employer/applications/[id]/rating/route";
import { GET as scorecardGet, PUT as scorecardPut } from "@/app/api/employer/applications/[id]/scorecard/route";
import { POST as emailsPost } from "@/app/api/employer/applications/[id]/emails/route";
import { POST as previewPost } from "@/app/api/employer/applications/[id]/emails/preview/route";
import { GET as applicantsGet } from "@/app/api/employer/postings/[id]/applicants/route";
import { POST as movePost } from "@/app/api/employer/postings/[id]/applicants/move/route";
import { GET as stagesGet, POST as stagesPost } from "@/app/api/employer/company/pipeline-stages/route";
import { DELETE as stageDelete, PATCH as stagePatch } from "@/app/api/employer/company/pipeline-stages/[stageId]/route";
import { PUT as orderPut } from "@/app/api/employer/company/pipeline-stages/order/route";
import { GET as templatesGet } from "@/app/api/employer/company/email-templates/route";
import type { Actor } from "@/features/application-status/application-status.testing";
import { stageOf } from "@/features/application-status/application-status.testing";
import { addYesNoQuestion, makeTeam, sendApplication, trackingOf, workMail, type Team } from "./applicant-tracking.testing";
import type { ApplicantsBoard, ApplicantsList, MoveResult, StageView, TemplateView } from "./types";

/*
 * Applicant tracking (issue 16 part 3, decision 040) through its route handlers on a real database,
 * mail rendered and delivered by the worker's own handlers into the outbox: moves and the candidate
 * stage they carry, rejection reasons, bulk moves, refusals; notes and @mentions; ratings; scorecards;
 * emails from templates; the hiring stages; viewed once; the list's and board's filters.
 */
let team: Team;
beforeAll(async () => {
  team = await makeTeam();
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const db = () => getDb();
const appCall = (handler: Parameters<typeof callRoute>[0], method: string, id: string, who: Actor, body?: unknown, extra: Record<string, string> = {}, suffix = "") =>
  callRoute(handler, { method, path: `/api/employer/applications/${id}${suffix}`, params: { id, ...extra }, cookie: who.cookie, body });
const moveTo = (id: string, who: Actor, body: unknown) => appCall(stagePut, "PUT", id, who, body, {}, "/stage");
const company = () => `?company=${team.job.companyId}`;

async function activities(id: string, kind?: string) {
  const rows = await db().select().from(applicationActivity).where(eq(applicationActivity.applicationId, id)).orderBy(asc(applicationActivity.createdAt), asc(applicationActivity.id));
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

describe("moving applicants", () => {
  it("moves to Interview: the tracking row, the activity, the candidate stage and the candidate's notification and email", async () => {
    const { id, userId } = await sendApplication(team.job, { userId: team.people.candidate.id, name: "Casey Candidate" });
    const interview = team.stage("Interview");
    const moved = await json<{ stage: string; stageId: string; changed: boolean }>(await moveTo(id, team.people.hiringManager, { stageId: interview.id }));
    expect(moved).toMatchObject({ stage: "interviewing", stageId: interview.id, changed: true });
    expect(await trackingOf(id)).toMatchObject({ pipelineStageId: interview.id, rejectionReason: null });
    const [act] = await activities(id, "stage");
    expect(act!.detail).toEqual({ fromStageId: team.stage("Applied").id, toStageId: interview.id, fromName: "Applied", toName: "Interview" });
    expect(act!.actorUserId).toBe(team.people.hiringManager.id);
    expect(await stageOf(id)).toBe("interviewing");
    const told = await db().select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((n) => n.title)).toContain("Night Nurse at Northwind Health: Interviewing");
    const mail = (await workMail()).filter((m) => m.to === team.people.candidate.email);
    expect(mail.map((m) => m.subject)).toContain("Night Nurse at Northwind Health: Interviewing");
    // The same stage again changes nothing.
    expect((await json<{ changed: boolean }>(await moveTo(id, team.people.hiringManager, { stageId: interview.id }))).changed).toBe(false);
    // Applied keeps the candidate's stage (Interviewing), and back to Screen is In review.
    await json(await moveTo(id, team.people.recruiter, { stageId: team.stage("Applied").id }));
    expect(await stageOf(id)).toBe("interviewing");
    await json(await moveTo(id, team.people.recruiter, { stageId: team.stage("Screen").id }));
    expect(await stageOf(id)).toBe("in-review");
  });

  it("Rejected asks for a reason; a rejected applicant reopens only to In review; Hired is final; withdrawn ones stay", async () => {
    const { id } = await sendApplication(team.job);
    const rejected = team.stage("Rejected");
    const noReason = await json<{ error: { issues: { path: string; message: string }[] } }>(await moveTo(id, team.people.owner, { stageId: rejected.id }), 400);
    expect(noReason.error.issues).toEqual([{ path: "reason", message: "Choose a reason for rejecting." }]);
    expect((await json<{ error: { issues: { path: string }[] } }>(await moveTo(id, team.people.owner, { stageId: rejected.id, reason: "bored" }), 400)).error.issues[0]!.path).toBe("reason");
    await json(await moveTo(id, team.people.owner, { stageId: rejected.id, reason: "better-fit", note: "Went with an internal candidate." }));
    expect(await trackingOf(id)).toMatchObject({ pipelineStageId: rejected.id, rejectionReason: "better-fit", rejectionNote: "Went with an internal candidate." });
    expect(await stageOf(id)).toBe("not-selected");
    expect((await activities(id, "stage")).at(-1)!.detail).toEqual({ fromStageId: team.stage("Applied").id, toStageId: rejected.id, fromName: "Applied", toName: "Rejected", reason: "better-fit" });

    const refused = await json<{ error: { message: string } }>(await moveTo(id, team.people.owner, { stageId: team.stage("Interview").id }), 409);
    expect(refused.error.message).toBe("An application that is Not selected cannot be moved to Interviewing.");
    expect((await json<{ error: { message: string } }>(await moveTo(id, team.people.owner, { stageId: team.stage("Applied").id }), 409)).error.message).toBe("An application that is Not selected cannot be moved to Applied.");
    await json(await moveTo(id, team.people.owner, { stageId: team.stage("Screen").id }));
    expect(await trackingOf(id)).toMatchObject({ rejectionReason: null, rejectionNote: "" });

    await json(await moveTo(id, team.people.owner, { stageId: team.stage("Hired").id }));
    expect(await stageOf(id)).toBe("hired");
    expect((await json<{ error: { message: string } }>(await moveTo(id, team.people.owner, { stageId: team.stage("Offer").id }), 409)).error.message).toBe("An application that is Hired cannot be moved to Offer.");

    const withdrawn = await sendApplication(team.job, { stage: "withdrawn" });
    expect((await json<{ error: { message: string } }>(await moveTo(withdrawn.id, team.people.owner, { stageId: team.stage("Screen").id }), 409)).error.message).toMatch(/withdrew/);
    expect(await stageOf(withdrawn.id)).toBe("withdrawn");
  });

  it("moves several at once and says which were refused; an interviewer may not move", async () => {
    const a = await sendApplication(team.job);
    const b = await sendApplication(team.job);
    const w = await sendApplication(team.job, { stage: "withdrawn" });
    const elsewhere = await sendApplication(team.other);
    const path = `/api/employer/postings/${team.job.jobId}/applicants/move`;
    const body = { applicationIds: [a.id, b.id, w.id, elsewhere.id], stageId: team.stage("Offer").id };
    const result = await json<MoveResult>(await callRoute(movePost, { method: "POST", path, params: { id: team.job.jobId }, cookie: team.people.recruiter.cookie, body }));
    expect(result.moved.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(result.moved.every((m) => m.candidateStage === "offer")).toBe(true);
    expect(result.refused).toEqual([
      { id: w.id, message: "The candidate withdrew this application; it stays where it is." },
      { id: elsewhere.id, message: "No such application." },
    ]);
    expect(await stageOf(elsewhere.id)).toBe("applied");
    const denied = await callRoute(movePost, { method: "POST", path, params: { id: team.job.jobId }, cookie: team.people.interviewer.cookie, body });
    expect(denied.status).toBe(403);
    const tooMany = await callRoute(movePost, { method: "POST", path, params: { id: team.job.jobId }, cookie: team.people.owner.cookie, body: { ...body, applicationIds: Array.from({ length: 101 }, () => a.id) } });
    expect(tooMany.status).toBe(400);
  });

  it("takes decision 035's { stage } body through the pipeline", async () => {
    const { id } = await sendApplication(team.job);
    expect(await json(await moveTo(id, team.people.hiringManager, { stage: "offer" }))).toMatchObject({ stage: "offer", stageId: team.stage("Offer").id });
    expect(await json(await moveTo(id, team.people.hiringManager, { stage: "not-selected" }))).toMatchObject({ stage: "not-selected", stageId: team.stage("Rejected").id });
    expect((await trackingOf(id)).rejectionReason).toBe("other");
  });
});

describe("the list and the board", () => {
  it("filter by knock-out, a question's answer, rating, source and stage, page, and hide withdrawn ones", async () => {
    const t = await makeTeam({ companyName: "Filter Co", title: "Medical Assistant" });
    const q = await addYesNoQuestion(t.job.jobId);
    const apps = [];
    for (let i = 0; i < 7; i++) {
      apps.push(
        await sendApplication(t.job, {
          name: `Applicant ${i}`,
          knockedOut: i % 2 === 0,
          source: i < 3 ? "search" : "job-alert",
          answers: [{ questionId: q, prompt: "Do you hold an RN license?", answer: i % 2 === 0 ? "no" : "yes", knockedOut: i % 2 === 0 }],
          submittedAt: new Date(Date.UTC(2026, 10, 1 + i)),
        }),
      );
    }
    await sendApplication(t.job, { stage: "withdrawn", name: "Gone Away" });
    await json(await appCall(ratingPut, "PUT", apps[1]!.id, t.people.owner, { rating: 5 }, {}, "/rating"));
    await json(await appCall(ratingPut, "PUT", apps[3]!.id, t.people.owner, { rating: 2 }, {}, "/rating"));
    await json(await moveTo(apps[5]!.id, t.people.owner, { stageId: t.stage("Screen").id }));

    const list = async (query: string, who: Actor = t.people.interviewer) =>
      json<ApplicantsList>(await callRoute(applicantsGet, { path: `/api/employer/postings/${t.job.jobId}/applicants?${query}`, params: { id: t.job.jobId }, cookie: who.cookie }));
    const names = (l: ApplicantsList) => l.page.items.map((i) => i.name);

    const all = await list("");
    expect(names(all)).toEqual(["Applicant 6", "Applicant 5", "Applicant 4", "Applicant 3", "Applicant 2", "Applicant 1", "Applicant 0"]);
    expect(all.counts[t.stage("Applied").id]).toBe(6);
    expect(all.counts[t.stage("Screen").id]).toBe(1);
    expect(all.questions).toEqual([{ id: q, prompt: "Do you hold an RN license?", answers: ["yes", "no"] }]);
    expect(all.page.items[0]).toMatchObject({ name: "Applicant 6", headline: "Nurse", source: "job-alert", knockedOut: true, ratingAverage: null, stageId: t.stage("Applied").id });
    expect(names(await list("knockout=knocked-out"))).toEqual(["Applicant 6", "Applicant 4", "Applicant 2", "Applicant 0"]);
    expect(names(await list("knockout=passed&source=search"))).toEqual(["Applicant 1"]);
    expect(names(await list(`answer=${q}:yes`))).toEqual(["Applicant 5", "Applicant 3", "Applicant 1"]);
    expect(names(await list("minRating=2&sort=rating-desc"))).toEqual(["Applicant 1", "Applicant 3"]);
    expect(names(await list(`stage=${t.stage("Screen").id}`))).toEqual(["Applicant 5"]);
    expect(names(await list("sort=applied-asc")).slice(0, 2)).toEqual(["Applicant 0", "Applicant 1"]);
    expect((await list("withdrawn=1")).page.total).toBe(8);
    expect((await callRoute(applicantsGet, { path: `/api/employer/postings/${t.job.jobId}/applicants?minRating=9`, params: { id: t.job.jobId }, cookie: t.people.owner.cookie })).status).toBe(400);

    const board = await json<ApplicantsBoard>(
      await callRoute(applicantsGet, { path: `/api/employer/postings/${t.job.jobId}/applicants?view=board`, params: { id: t.job.jobId }, cookie: t.people.owner.cookie }),
    );
    expect(board.columns.map((c) => [c.name, c.total, c.items.length])).toEqual([
      ["Applied", 6, 6],
      ["Screen", 1, 1],
      ["Interview", 0, 0],
      ["Offer", 0, 0],
      ["Hired", 0, 0],
      ["Rejected", 0, 0],
    ]);
  });
});

describe("notes and mentions", () => {
  it("a note mentioning a member notifies and emails them; only its author edits or deletes it", async () => {
    const { id } = await sendApplication(team.job, { name: "Morgan Mentioned" });
    const body = { body: "Strong bedside manner. @Ivy Interviewer can you take the first call?", mentionedUserIds: [team.people.interviewer.id, team.people.otherOwner.id, team.people.recruiter.id.toUpperCase()] };
    const note = await json<{ id: string }>(await appCall(notesPost, "POST", id, team.people.recruiter, body, {}, "/notes"), 201);
    const [stored] = await db().select().from(applicationNotes).where(eq(applicationNotes.id, note.id));
    // Company B's owner is no member here; the author does not mention themself.
    expect(stored!.mentionedUserIds).toEqual([team.people.interviewer.id]);
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, team.people.interviewer.id));
    expect(told).toMatchObject({ type: "employer-message", title: "Riley Recruiter mentioned you in a note on Morgan Mentioned (Night Nurse)", link: `/hiring/applicants/${id}` });
    const mail = (await workMail()).filter((m) => m.to === team.people.interviewer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Riley Recruiter mentioned you in a note on Morgan Mentioned (Night Nurse)");
    expect(mail[0]!.text).toContain(`http://localhost:3000/hiring/applicants/${id}`);
    expect(await db().select().from(notifications).where(eq(notifications.userId, team.people.otherOwner.id))).toHaveLength(0);

    const notePath = { noteId: note.id };
    const byOther = await appCall(notePatch, "PATCH", id, team.people.owner, { body: "Edited", mentionedUserIds: [] }, notePath, `/notes/${note.id}`);
    expect(byOther.status).toBe(403);
    // Editing adds the owner: only the new mention is told.
    await json(await appCall(notePatch, "PATCH", id, team.people.recruiter, { body: "Edited. @Olive Owner too", mentionedUserIds: [team.people.interviewer.id, team.people.owner.id] }, notePath, `/notes/${note.id}`));
    expect(await db().select().from(notifications).where(eq(notifications.userId, team.people.interviewer.id))).toHaveLength(1);
    expect(await db().select().from(notifications).where(eq(notifications.userId, team.people.owner.id))).toHaveLength(1);
    const empty = await json<{ error: { issues: { path: string; message: string }[] } }>(await appCall(notesPost, "POST", id, team.people.recruiter, { body: "  " }, {}, "/notes"), 400);
    expect(empty.error.issues).toEqual([{ path: "body", message: "Type a valid Note" }]);
    const long = await json<{ error: { issues: { message: string }[] } }>(await appCall(notesPost, "POST", id, team.people.recruiter, { body: "x".repeat(5001) }, {}, "/notes"), 400);
    expect(long.error.issues[0]!.message).toBe("Note must be less than 5000 characters.");
    expect((await appCall(noteDelete, "DELETE", id, team.people.interviewer, undefined, notePath, `/notes/${note.id}`)).status).toBe(403);
    expect((await appCall(noteDelete, "DELETE", id, team.people.recruiter, undefined, notePath, `/notes/${note.id}`)).status).toBe(204);
    expect(await db().select().from(applicationNotes).where(eq(applicationNotes.id, note.id))).toHaveLength(0);
  });
});

describe("ratings and scorecards", () => {
  it("keeps the average and count with each rating in the same transaction", async () => {
    const { id } = await sendApplication(team.job);
    expect(await json(await appCall(ratingPut, "PUT", id, team.people.owner, { rating: 4 }, {}, "/rating"))).toEqual({ average: 4, count: 1 });
    expect(await json(await appCall(ratingPut, "PUT", id, team.people.interviewer, { rating: 5 }, {}, "/rating"))).toEqual({ average: 4.5, count: 2 });
    expect(await json(await appCall(ratingPut, "PUT", id, team.people.interviewer, { rating: 3 }, {}, "/rating"))).toEqual({ average: 3.5, count: 2 });
    expect(await json(await appCall(ratingPut, "PUT", id, team.people.owner, { rating: null }, {}, "/rating"))).toEqual({ average: 3, count: 1 });
    expect(await trackingOf(id)).toMatchObject({ ratingAverage: 3, ratingCount: 1 });
    for (const bad of [0, 6, 2.5, "4"]) expect((await appCall(ratingPut, "PUT", id, team.people.owner, { rating: bad }, {}, "/rating")).status).toBe(400);
  });

  it("one scorecard per member, of the posting's attributes, editable; everyone's shown", async () => {
    const { id } = await sendApplication(team.job);
    const unknown = await json<{ error: { message: string } }>(await appCall(scorecardPut, "PUT", id, team.people.interviewer, { ratings: { Juggling: "yes" }, overall: "yes" }, {}, "/scorecard"), 400);
    expect(unknown.error.message).toBe("This posting's scorecard does not rate Juggling.");
    expect((await appCall(scorecardPut, "PUT", id, team.people.interviewer, { ratings: {} }, {}, "/scorecard")).status).toBe(400);
    await json(await appCall(scorecardPut, "PUT", id, team.people.interviewer, { ratings: { Communication: "strong-yes" }, overall: "yes", notes: "Clear." }, {}, "/scorecard"));
    await json(await appCall(scorecardPut, "PUT", id, team.people.interviewer, { ratings: { Communication: "yes", Motivation: "no" }, overall: "no", notes: "Second thoughts." }, {}, "/scorecard"));
    await json(await appCall(scorecardPut, "PUT", id, team.people.owner, { ratings: { "Relevant experience": "strong-yes" }, overall: "strong-yes" }, {}, "/scorecard"));
    const read = await json<{ attributes: string[]; scorecards: { authorName: string; overall: string; ratings: Record<string, string>; notes: string }[] }>(await appCall(scorecardGet, "GET", id, team.people.recruiter, undefined, {}, "/scorecard"));
    expect(read.attributes).toEqual(["Relevant experience", "Skills for the role", "Communication", "Motivation"]);
    expect(read.scorecards.map((s) => [s.authorName, s.overall, s.notes, s.ratings])).toEqual([
      ["Ivy Interviewer", "no", "Second thoughts.", { Communication: "yes", Motivation: "no" }],
      ["Olive Owner", "strong-yes", "", { "Relevant experience": "strong-yes" }],
    ]);
    expect(await activities(id, "scorecard")).toHaveLength(3);
  });
});

describe("emailing the candidate from a template", () => {
  it("previews with the placeholders filled, sends through the queue with Reply-To the sender, records it, and limits the sender", async () => {
    const { id } = await sendApplication(team.job, { userId: team.people.otherCandidate.id, name: "Dana Other" });
    const { templates } = await json<{ templates: TemplateView[] }>(await callRoute(templatesGet, { path: `/api/employer/company/email-templates${company()}`, cookie: team.people.interviewer.cookie }));
    expect(templates.map((t) => t.name)).toEqual(["Invite to interview", "Not moving forward", "Thanks for applying"]);
    const invite = templates[0]!;
    const preview = await json<{ subject: string; body: string; to: string }>(await appCall(previewPost, "POST", id, team.people.hiringManager, { templateId: invite.id }, {}, "/emails/preview"));
    expect(preview.subject).toBe("Interview for Night Nurse at Northwind Health");
    expect(preview.body).toMatch(/^Hi Dana,\n\nThank you for applying for Night Nurse at Northwind Health\./);
    expect(preview.body).toContain("Harper Hiring\nNorthwind Health");
    expect(preview.to).toBe(team.people.otherCandidate.email);

    expect((await appCall(emailsPost, "POST", id, team.people.interviewer, { templateId: invite.id, subject: preview.subject, body: preview.body }, {}, "/emails")).status).toBe(403);
    const sent = await json<{ id: string }>(await appCall(emailsPost, "POST", id, team.people.hiringManager, { templateId: invite.id, subject: preview.subject, body: `${preview.body}\n\nP.S. {{candidate_name}}, bring your license.` }, {}, "/emails"), 201);
    const [stored] = await db().select().from(applicationEmails).where(eq(applicationEmails.id, sent.id));
    expect(stored).toMatchObject({ subject: "Interview for Night Nurse at Northwind Health", templateId: invite.id, senderUserId: team.people.hiringManager.id });
    expect(stored!.body).toContain("P.S. Dana Other, bring your license.");
    expect((await activities(id, "email"))[0]!.detail).toEqual({ emailId: sent.id, subject: "Interview for Night Nurse at Northwind Health" });
    const mail = (await workMail()).filter((m) => m.to === team.people.otherCandidate.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Interview for Night Nurse at Northwind Health", replyTo: team.people.hiringManager.email, category: "employer-messages" });
    expect(mail[0]!.text).toContain("Thank you for applying for Night Nurse at Northwind Health.");
    expect(mail[0]!.text).toContain("Sent by Harper Hiring of Northwind Health through Upstep.");
    expect(mail[0]!.headers["List-Unsubscribe"]).toBeTruthy();

    await db().update(rateLimits).set({ count: 30 }).where(eq(rateLimits.key, `ats-email:${team.people.hiringManager.id}`));
    const limited = await appCall(emailsPost, "POST", id, team.people.hiringManager, { templateId: null, subject: "Again", body: "Hello again" }, {}, "/emails");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await db().select().from(applicationEmails).where(eq(applicationEmails.applicationId, id))).toHaveLength(1);
  });
});

describe("the hiring stages", () => {
  it("the owner adds, renames, reorders and removes working stages; the three fixed ones stay; others read", async () => {
    const t = await makeTeam({ companyName: "Stages Co" });
    const q = `?company=${t.job.companyId}`;
    const stagesCall = (handler: Parameters<typeof callRoute>[0], method: string, who: Actor, body?: unknown, stageId?: string, suffix = "") =>
      callRoute(handler, { method, path: `/api/employer/company/pipeline-stages${suffix}${q}`, params: stageId ? { stageId } : {}, cookie: who.cookie, body });
    const names = (s: { stages: StageView[] }) => s.stages.map((x) => x.name);

    expect(names(await json(await stagesCall(stagesGet, "GET", t.people.interviewer)))).toEqual(["Applied", "Screen", "Interview", "Offer", "Hired", "Rejected"]);
    expect((await stagesCall(stagesPost, "POST", t.people.hiringManager, { name: "Reference check", candidateStage: "offer" })).status).toBe(403);
    const added = await json<{ stages: StageView[] }>(await stagesCall(stagesPost, "POST", t.people.owner, { name: "Reference check", candidateStage: "offer" }), 201);
    expect(names(added)).toEqual(["Applied", "Screen", "Interview", "Offer", "Reference check", "Hired", "Rejected"]);
    expect(added.stages.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const dup = await json<{ error: { issues: { path: string; message: string }[] } }>(await stagesCall(stagesPost, "POST", t.people.owner, { name: "screen", candidateStage: "in-review" }), 409);
    expect(dup.error.issues).toEqual([{ path: "name", message: "There is a stage named screen already." }]);
    const ref = added.stages.find((s) => s.name === "Reference check")!;
    const screen = added.stages.find((s) => s.name === "Screen")!;
    expect(names(await json(await stagesCall(stagePatch, "PATCH", t.people.owner, { name: "References" }, ref.id, `/${ref.id}`)))).toContain("References");
    expect((await stagesCall(stagePatch, "PATCH", t.people.owner, { candidateStage: "offer" }, t.stage("Hired").id, `/${t.stage("Hired").id}`)).status).toBe(400);
    const active = added.stages.filter((s) => s.kind === "active").map((s) => s.id);
    const reordered = await json<{ stages: StageView[] }>(await stagesCall(orderPut, "PUT", t.people.owner, { stageIds: [...active].reverse() }, undefined, "/order"));
    expect(names(reordered)).toEqual(["Applied", "References", "Offer", "Interview", "Screen", "Hired", "Rejected"]);
    expect((await stagesCall(orderPut, "PUT", t.people.owner, { stageIds: active.slice(1) }, undefined, "/order")).status).toBe(400);

    const { id } = await sendApplication(t.job);
    await json(await moveTo(id, t.people.owner, { stageId: screen.id }));
    const busy = await json<{ error: { message: string } }>(await stagesCall(stageDelete, "DELETE", t.people.owner, undefined, screen.id, `/${screen.id}`), 409);
    expect(busy.error.message).toBe("1 applicant is in Screen. Move them to another stage first.");
    expect((await stagesCall(stageDelete, "DELETE", t.people.owner, undefined, t.stage("Rejected").id, `/${t.stage("Rejected").id}`)).status).toBe(409);
    expect(names(await json(await stagesCall(stageDelete, "DELETE", t.people.owner, undefined, ref.id, `/${ref.id}`)))).toEqual(["Applied", "Offer", "Interview", "Screen", "Hired", "Rejected"]);
  });
});

describe("viewed", () => {
  it("the first open by a member marks it Viewed once; each member's first open is one activity; an administrator's changes nothing", async () => {
    const { id } = await sendApplication(team.job);
    await json(await appCall(applicationGet, "GET", id, team.people.admin));
    expect(await stageOf(id)).toBe("applied");
    expect(await activities(id, "viewed")).toHaveLength(0);
    await json(await appCall(applicationGet, "GET", id, team.people.interviewer));
    await json(await appCall(applicationGet, "GET", id, team.people.interviewer));
    await json(await appCall(applicationGet, "GET", id, team.people.owner));
    expect(await stageOf(id)).toBe("viewed");
    expect((await activities(id, "viewed")).map((a) => a.actorUserId)).toEqual([team.people.interviewer.id, team.people.owner.id]);
    const events = await db().select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.stage, "viewed")));
    expect(events).toHaveLength(1);
  });
});

describe("where an applicant came from", () => {
  it("the apply form's first save records the source and later saves keep it", async () => {
    const { PUT: draftPut } = await import("@/app/api/candidates/applications/by-job/[jobId]/route");
    const { applications } = await import("@/db/schema");
    const t = await makeTeam({ companyName: "Source Co" });
    const save = (body: unknown) => callRoute(draftPut, { method: "PUT", path: `/api/candidates/applications/by-job/${t.job.jobId}`, params: { jobId: t.job.jobId }, cookie: t.people.candidate.cookie, body });
    await json(await save({ source: "job-alert", draftStep: "resume" }));
    await json(await save({ source: "search", draftStep: "questions" }));
    expect((await json<{ error: { issues: { path: string }[] } }>(await save({ source: "external" }), 400)).error.issues[0]!.path).toBe("source");
    const [row] = await db().select({ source: applications.source }).from(applications).where(and(eq(applications.jobId, t.job.jobId), eq(applications.userId, t.people.candidate.id)));
    expect(row!.source).toBe("job-alert");
  });
});
