import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { AUTH_REDIRECT_HEADER } from "@/lib/api/protocol";
import { makeTeam, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { REQUISITION_MESSAGES as M } from "./messages";
import { input, json, newRequisition, rq, setRequisitionsFlag } from "./requisitions.testing";

/*
 * The requisitions' authorization matrix (decision 045): company A's owner, hiring manager and
 * recruiter read and write; its interviewer only reads; company B's owner gets 404 for A's things,
 * exactly as for made-up ids; a candidate 403; signed out 401; an administrator with two-factor acts
 * in any company (the back office), without it 403 (sent to set it up); approving is only for the
 * approver whose turn it is. With the flag off every route answers 404.
 */
let team: Team;
let draftId: string;
let openId: string;
beforeAll(async () => {
  await setRequisitionsFlag(true);
  team = await makeTeam({ companyName: "Authz Health" });
  draftId = (await newRequisition(team, { title: "Matrix Draft" })).id;
  openId = (await newRequisition(team, { title: "Matrix Open" })).id;
  await json(await rq.submit(openId, team.people.owner));
}, 60_000);
afterAll(() => setRequisitionsFlag(true));

type Who = "owner" | "hiringManager" | "recruiter" | "interviewer" | "otherOwner" | "candidate" | "admin" | "adminWithoutMfa" | "anonymous";
const WHO: Who[] = ["owner", "hiringManager", "recruiter", "interviewer", "otherOwner", "candidate", "admin", "adminWithoutMfa", "anonymous"];
const as = (who: Who) => (who === "anonymous" ? undefined : team.people[who]);

describe("requisitions API by caller", () => {
  it("reads: members of A and admins with two-factor; B 404; candidate 403; no two-factor 403; signed out 401", async () => {
    const expected: Record<Who, number> = { owner: 200, hiringManager: 200, recruiter: 200, interviewer: 200, otherOwner: 404, candidate: 403, admin: 200, adminWithoutMfa: 403, anonymous: 401 };
    for (const who of WHO) {
      expect((await rq.list(team.job.companyId, {}, as(who))).status, `list as ${who}`).toBe(expected[who]);
      const one = await rq.get(draftId, as(who));
      expect(one.status, `get as ${who}`).toBe(expected[who]);
      if (who === "adminWithoutMfa") expect(one.headers.get(AUTH_REDIRECT_HEADER)).toBe(MFA_SETUP_PATH);
    }
    const interviewerView = await json(await rq.get(draftId, team.people.interviewer));
    expect(interviewerView.abilities).toEqual({ canEdit: false, canDecide: false });
    expect((await json(await rq.get(draftId, team.people.recruiter))).abilities.canEdit).toBe(true);
  });

  it("writes: owner, hiring manager, recruiter and admins with two-factor; the interviewer 403 saying why; B exactly as made-up ids", async () => {
    const expected: Record<Who, number> = { owner: 200, hiringManager: 200, recruiter: 200, interviewer: 403, otherOwner: 404, candidate: 403, admin: 200, adminWithoutMfa: 403, anonymous: 401 };
    for (const who of WHO) {
      expect((await rq.update(draftId, input({ title: `Edited by ${who}` }), as(who))).status, `update as ${who}`).toBe(expected[who]);
      const created = await rq.create(team.job.companyId, input(), as(who));
      expect(created.status, `create as ${who}`).toBe(expected[who] === 200 ? 201 : expected[who]);
    }
    const refused = (await (await rq.update(draftId, input(), team.people.interviewer)).json()) as { error: { message: string } };
    expect(refused.error.message).toMatch(/As an interviewer of this company you cannot do this/);

    const b = team.people.otherOwner;
    const made = randomUUID();
    const pairs: [string, (id: string) => Promise<Response>][] = [
      ["get", (id) => rq.get(id, b)],
      ["update", (id) => rq.update(id, input(), b)],
      ["submit", (id) => rq.submit(id, b)],
      ["decide", (id) => rq.decide(id, "approve", "", b)],
      ["status", (id) => rq.status(id, "cancel", b)],
      ["link", (id) => rq.link(id, randomUUID(), b)],
      ["unlink", (id) => rq.unlink(id, randomUUID(), b)],
      ["hire", (id) => rq.hire(id, { name: "Someone" }, b)],
      ["unhire", (id) => rq.unhire(id, randomUUID(), b)],
    ];
    for (const [name, call] of pairs) {
      const real = await call(openId);
      const fake = await call(made);
      expect(real.status, `${name}: company B with A's id`).toBe(404);
      expect(fake.status, `${name}: a made-up id`).toBe(404);
      expect(await real.json().then((x: { error: { message: string } }) => x.error.message)).toBe(M.notFound);
    }
    expect((await rq.list(team.job.companyId, {}, b)).status).toBe(404);
    expect((await rq.list(randomUUID(), {}, b)).status).toBe(404);
  });

  it("approving: the named approver whose turn it is, nobody else (not even an owner or an administrator)", async () => {
    const p = team.people;
    const r = await newRequisition(team, { title: "Matrix Approval", approverIds: [p.interviewer.id] });
    await json(await rq.submit(r.id, p.owner));
    for (const who of ["owner", "hiringManager", "recruiter", "admin"] as const) {
      const res = await rq.decide(r.id, "approve", "", p[who]);
      expect(res.status, who).toBe(403);
    }
    expect((await rq.decide(r.id, "approve", "", p.otherOwner)).status).toBe(404);
    // The read-only interviewer approves when named: approving is the approver's, not a capability.
    expect((await json(await rq.decide(r.id, "approve", "Fine by me.", p.interviewer))).requisition.status).toBe("open");
  });

  it("answers 404 everywhere while the flag is off", async () => {
    await setRequisitionsFlag(false);
    try {
      const p = team.people.owner;
      for (const res of [
        await rq.list(team.job.companyId, {}, p),
        await rq.create(team.job.companyId, input(), p),
        await rq.get(openId, p),
        await rq.update(openId, input(), p),
        await rq.submit(draftId, p),
        await rq.status(openId, "hold", p),
        await rq.hire(openId, { name: "X" }, p),
      ])
        expect(res.status).toBe(404);
    } finally {
      await setRequisitionsFlag(true);
    }
  });
});
