import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, externalApplyClicks } from "@/db/schema";
import { POST as clickPost } from "@/app/api/candidates/external-apply-clicks/route";
import { PUT as answerPut } from "@/app/api/candidates/external-apply-clicks/[jobId]/route";
import { callRoute } from "@/testing/http";
import { actor, makeApplication, makeCompanyJob, type Actor } from "./application-status.testing";
import { DID_YOU_APPLY_AFTER_MS, listPendingExternalApplies } from "./server/queries";

/*
 * External applies (decision 035): the job page's click (JSON, or a same-origin sendBeacon's
 * text/plain without the CSRF header), "Did you apply?" an hour later, and the answers: "yes" joins
 * the person's applications (external, Applied, with its history), "no" stops asking until the next
 * click. Everyone answers only for their own clicks.
 */
const click = (who: Actor | undefined, jobId: unknown) => callRoute(clickPost, { method: "POST", path: "/api/candidates/external-apply-clicks", cookie: who?.cookie, body: { jobId } });
const beacon = (who: Actor, jobId: string, headers: Record<string, string>) =>
  callRoute(clickPost, { method: "POST", path: "/api/candidates/external-apply-clicks", cookie: who.cookie, csrf: false, rawBody: JSON.stringify({ jobId }), headers: { "content-type": "text/plain;charset=UTF-8", ...headers } });
const answer = (who: Actor, jobId: string, value: unknown) =>
  callRoute(answerPut, { method: "PUT", path: `/api/candidates/external-apply-clicks/${jobId}`, params: { jobId }, cookie: who.cookie, body: { answer: value } });

const later = () => new Date(Date.now() + DID_YOU_APPLY_AFTER_MS + 60_000);
const clickRow = async (userId: string, jobId: string) =>
  (await getDb().select().from(externalApplyClicks).where(and(eq(externalApplyClicks.userId, userId), eq(externalApplyClicks.jobId, jobId))))[0];
const applicationOf = async (userId: string, jobId: string) =>
  (await getDb().select().from(applications).where(and(eq(applications.userId, userId), eq(applications.jobId, jobId))))[0];

describe("external apply clicks", () => {
  it("are counted from JSON and from a same-origin beacon; a cross-site beacon is refused", async () => {
    const job = await makeCompanyJob();
    const me = await actor();
    expect((await click(me, job.jobId)).status).toBe(204);
    expect((await beacon(me, job.jobId.toUpperCase(), { "sec-fetch-site": "same-origin" })).status).toBe(204);
    expect(await clickRow(me.id, job.jobId)).toMatchObject({ clickCount: 2, answer: null });

    for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, {}] as Record<string, string>[]) {
      const res = await beacon(me, job.jobId, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await clickRow(me.id, job.jobId))!.clickCount).toBe(2);
  });

  it("refuse a made-up job, a job that takes applications on Upstep, and a malformed body", async () => {
    const me = await actor();
    expect((await click(me, crypto.randomUUID())).status).toBe(404);
    expect((await click(me, (await makeCompanyJob({ external: false })).jobId)).status).toBe(409);
    const bad = await click(me, "nope");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Choose a job.");
    expect((await click(undefined, crypto.randomUUID())).status).toBe(401);
  });
});

describe("Did you apply?", () => {
  it("asks an hour after the click; yes makes an external application with its history and stops asking", async () => {
    const job = await makeCompanyJob({ title: "Medical Assistant", companyName: "Contoso Clinic" });
    const me = await actor();
    await click(me, job.jobId);
    expect(await listPendingExternalApplies(getDb(), me.id)).toEqual([]);
    expect(await listPendingExternalApplies(getDb(), me.id, later())).toEqual([{ jobId: job.jobId, title: "Medical Assistant", companyName: "Contoso Clinic", clickedAt: expect.any(String) }]);

    const res = await answer(me, job.jobId, "yes");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { answer: string; applicationId: string };
    const made = await applicationOf(me.id, job.jobId);
    expect(body).toEqual({ answer: "yes", applicationId: made!.id });
    expect(made).toMatchObject({ channel: "external", source: "external", stage: "applied", companyId: job.companyId });
    expect(made!.submittedAt).not.toBeNull();
    expect(await getDb().select({ stage: applicationEvents.stage, role: applicationEvents.actorRole }).from(applicationEvents).where(eq(applicationEvents.applicationId, made!.id))).toEqual([{ stage: "applied", role: "candidate" }]);
    expect(await listPendingExternalApplies(getDb(), me.id, later())).toEqual([]);

    // Yes again, or another click, changes nothing.
    await click(me, job.jobId);
    expect((await answer(me, job.jobId, "yes")).status).toBe(200);
    expect(await getDb().select().from(applications).where(eq(applications.userId, me.id))).toHaveLength(1);
  });

  it("no stops asking until the person clicks through again", async () => {
    const job = await makeCompanyJob();
    const me = await actor();
    await click(me, job.jobId);
    expect(await (await answer(me, job.jobId, "no")).json()).toEqual({ answer: "no", applicationId: null });
    expect(await applicationOf(me.id, job.jobId)).toBeUndefined();
    expect(await listPendingExternalApplies(getDb(), me.id, later())).toEqual([]);
    await click(me, job.jobId);
    expect((await listPendingExternalApplies(getDb(), me.id, later())).map((p) => p.jobId)).toEqual([job.jobId]);
  });

  it("does not ask about a job the person applied to here, turns a started draft into the external application, and keeps a sent one", async () => {
    const me = await actor();
    const drafted = await makeCompanyJob();
    const draftId = await makeApplication(me.id, drafted, { stage: "draft" });
    await click(me, drafted.jobId);
    expect(await listPendingExternalApplies(getDb(), me.id, later())).toEqual([]);
    expect(await (await answer(me, drafted.jobId, "yes")).json()).toEqual({ answer: "yes", applicationId: draftId });
    expect(await applicationOf(me.id, drafted.jobId)).toMatchObject({ channel: "external", source: "external", stage: "applied", draftExpiresAt: null });

    const sent = await makeCompanyJob();
    const sentId = await makeApplication(me.id, sent, { stage: "interviewing" });
    await click(me, sent.jobId);
    expect(await (await answer(me, sent.jobId, "yes")).json()).toEqual({ answer: "yes", applicationId: sentId });
    expect(await applicationOf(me.id, sent.jobId)).toMatchObject({ channel: "upstep", stage: "interviewing" });
  });

  it("answers only for the person's own clicks, with yes or no", async () => {
    const job = await makeCompanyJob();
    const a = await actor();
    const b = await actor();
    await click(a, job.jobId);
    expect((await answer(b, job.jobId, "yes")).status).toBe(404);
    expect(await applicationOf(b.id, job.jobId)).toBeUndefined();
    expect((await answer(a, "not-a-job", "yes")).status).toBe(404);
    const bad = await answer(a, job.jobId, "maybe");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: unknown[] } }).error.issues).toEqual([{ path: "answer", message: "Answer yes or no." }]);
    expect((await clickRow(a.id, job.jobId))!.answer).toBeNull();
  });
});
