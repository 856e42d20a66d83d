import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { callRoute } from "@/testing/http";
import { GET as companyPipelinesGet, POST as companyPipelinesPost } from "@/app/api/employer/company/[companyId]/pipelines/route";
import { GET as commentsGet, POST as commentsPost } from "@/app/api/employer/company/[companyId]/talent-comments/route";
import { DELETE as commentDelete } from "@/app/api/employer/company/[companyId]/talent-comments/[commentId]/route";
import { DELETE as pipelineDelete, GET as pipelineGet, PATCH as pipelinePatch } from "@/app/api/employer/pipelines/[pipelineId]/route";
import { POST as stagesPost } from "@/app/api/employer/pipelines/[pipelineId]/stages/route";
import { PUT as orderPut } from "@/app/api/employer/pipelines/[pipelineId]/stages/order/route";
import { DELETE as stageDelete, PATCH as stagePatch } from "@/app/api/employer/pipelines/[pipelineId]/stages/[pipelineStageId]/route";
import { GET as membersGet, POST as membersPost } from "@/app/api/employer/pipelines/[pipelineId]/members/route";
import { POST as movePost } from "@/app/api/employer/pipelines/[pipelineId]/members/move/route";
import { POST as tagsPost } from "@/app/api/employer/pipelines/[pipelineId]/members/tags/route";
import { POST as removePost } from "@/app/api/employer/pipelines/[pipelineId]/members/remove/route";
import { DELETE as memberDelete, GET as memberGet } from "@/app/api/employer/pipelines/[pipelineId]/members/[memberId]/route";
import { GET as activityGet } from "@/app/api/employer/pipelines/[pipelineId]/activity/route";
import type { Actor } from "@/features/application-status/application-status.testing";
import { actors, makeCandidate, makeTeam, uniqueName, type Team } from "./talent-pipelines.testing";
import { requirePipeline, type PipelineRef } from "./server/access";
import { addComment } from "./server/comments";
import { addMembers } from "./server/members";
import { createPipeline } from "./server/pipelines";
import { getPipelineDetail } from "./server/queries";
import { addStage } from "./server/stages";

/*
 * The authorization matrix of every talent pipelines route (decision 043): company A's owner, hiring
 * manager, recruiter and interviewer (read only), company B's owner (404, as for made-up ids), the
 * candidates (403), administrators with two-factor (everything) and without (403), signed out (401).
 */
type Who = keyof Team["people"] | "anonymous";
const WHO: Who[] = ["owner", "hiringManager", "recruiter", "interviewer", "otherOwner", "candidate", "otherCandidate", "admin", "adminWithoutMfa", "anonymous"];
type Cap = "read" | "edit";
const ALLOWED: Record<Cap, Who[]> = {
  read: ["owner", "hiringManager", "recruiter", "interviewer", "admin"],
  edit: ["owner", "hiringManager", "recruiter", "admin"],
};

function expected(who: Who, cap: Cap): "ok" | 401 | 403 | 404 {
  if (who === "anonymous") return 401;
  if (["candidate", "otherCandidate", "adminWithoutMfa"].includes(who)) return 403;
  if (who === "otherOwner") return 404;
  return ALLOWED[cap].includes(who) ? "ok" : 403;
}

let team: Team;
let ref: PipelineRef;
let person: { id: string };
let companyId: string;
const db = () => getDb();

beforeAll(async () => {
  team = await makeTeam({ companyName: "Pipeline Matrix Health" });
  companyId = team.job.companyId;
  const { id } = await createPipeline(db(), actors(team).recruiter, companyId, { name: uniqueName("Matrix"), description: "" });
  ref = await requirePipeline(db(), actors(team).recruiter, id, "pipelines.edit");
  person = await makeCandidate({ first: "Mat", last: "Rix" });
  await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [person.id], source: "search" });
});

const detail = async () => (await getPipelineDetail(db(), ref.pipelineId))!;
const p = () => ({ pipelineId: ref.pipelineId });
const base = () => `/api/employer/pipelines/${ref.pipelineId}`;
/** A fresh person in the pipeline, for calls that use one up. */
async function freshMember(): Promise<string> {
  const someone = await makeCandidate({ first: "Temp" });
  await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [someone.id], source: "search" });
  return (await detail()).members.find((m) => m.candidateUserId === someone.id)!.id;
}

type Call = { cap: Cap; name: string; run: (who: Actor | undefined, whoName: Who) => Promise<Response> };

const CALLS: Call[] = [
  { cap: "read", name: "GET company pipelines", run: (w) => callRoute(companyPipelinesGet, { path: `/api/employer/company/${companyId}/pipelines`, params: { companyId }, cookie: w?.cookie }) },
  { cap: "edit", name: "POST company pipeline", run: (w) => callRoute(companyPipelinesPost, { method: "POST", path: `/api/employer/company/${companyId}/pipelines`, params: { companyId }, cookie: w?.cookie, body: { name: uniqueName("New") } }) },
  { cap: "read", name: "GET pipeline", run: (w) => callRoute(pipelineGet, { path: base(), params: p(), cookie: w?.cookie }) },
  { cap: "edit", name: "PATCH pipeline", run: (w) => callRoute(pipelinePatch, { method: "PATCH", path: base(), params: p(), cookie: w?.cookie, body: { description: "Changed" } }) },
  {
    cap: "edit",
    name: "DELETE pipeline",
    run: async (w) => {
      const { id } = await createPipeline(db(), actors(team).recruiter, companyId, { name: uniqueName("Doomed"), description: "" });
      return callRoute(pipelineDelete, { method: "DELETE", path: `/api/employer/pipelines/${id}`, params: { pipelineId: id }, cookie: w?.cookie });
    },
  },
  { cap: "edit", name: "POST stage", run: (w) => callRoute(stagesPost, { method: "POST", path: `${base()}/stages`, params: p(), cookie: w?.cookie, body: { name: uniqueName("S").slice(0, 30) } }) },
  {
    cap: "edit",
    name: "PATCH stage",
    run: async (w) => {
      const stage = (await detail()).stages[1]!;
      return callRoute(stagePatch, { method: "PATCH", path: `${base()}/stages/${stage.id}`, params: { ...p(), pipelineStageId: stage.id }, cookie: w?.cookie, body: { name: uniqueName("C").slice(0, 30) } });
    },
  },
  {
    cap: "edit",
    name: "DELETE stage",
    run: async (w, name) => {
      const stage = expected(name, "edit") === "ok" ? await addStage(db(), ref, uniqueName("Temp").slice(0, 30)) : (await detail()).stages.at(-1)!;
      return callRoute(stageDelete, { method: "DELETE", path: `${base()}/stages/${stage.id}`, params: { ...p(), pipelineStageId: stage.id }, cookie: w?.cookie });
    },
  },
  {
    cap: "edit",
    name: "PUT stage order",
    run: async (w) => callRoute(orderPut, { method: "PUT", path: `${base()}/stages/order`, params: p(), cookie: w?.cookie, body: { stageIds: (await detail()).stages.map((s) => s.id).reverse() } }),
  },
  { cap: "read", name: "GET members", run: (w) => callRoute(membersGet, { path: `${base()}/members`, params: p(), cookie: w?.cookie }) },
  {
    cap: "edit",
    name: "POST members",
    run: async (w) => callRoute(membersPost, { method: "POST", path: `${base()}/members`, params: p(), cookie: w?.cookie, body: { candidateUserIds: [(await makeCandidate()).id], source: "search" } }),
  },
  {
    cap: "read",
    name: "GET member",
    run: async (w) => {
      const member = (await detail()).members.find((m) => m.candidateUserId === person.id)!;
      return callRoute(memberGet, { path: `${base()}/members/${member.id}`, params: { ...p(), memberId: member.id }, cookie: w?.cookie });
    },
  },
  {
    cap: "edit",
    name: "DELETE member",
    run: async (w) => {
      const memberId = await freshMember();
      return callRoute(memberDelete, { method: "DELETE", path: `${base()}/members/${memberId}`, params: { ...p(), memberId }, cookie: w?.cookie });
    },
  },
  {
    cap: "edit",
    name: "POST move",
    run: async (w) => {
      const d = await detail();
      const member = d.members.find((m) => m.candidateUserId === person.id)!;
      const to = d.stages.find((s) => s.id !== member.stageId)!;
      return callRoute(movePost, { method: "POST", path: `${base()}/members/move`, params: p(), cookie: w?.cookie, body: { memberIds: [member.id], stageId: to.id } });
    },
  },
  {
    cap: "edit",
    name: "POST tags",
    run: async (w) => {
      const member = (await detail()).members.find((m) => m.candidateUserId === person.id)!;
      return callRoute(tagsPost, { method: "POST", path: `${base()}/members/tags`, params: p(), cookie: w?.cookie, body: { memberIds: [member.id], add: ["Nights"] } });
    },
  },
  {
    cap: "edit",
    name: "POST remove",
    run: async (w) => callRoute(removePost, { method: "POST", path: `${base()}/members/remove`, params: p(), cookie: w?.cookie, body: { memberIds: [await freshMember()] } }),
  },
  { cap: "read", name: "GET activity", run: (w) => callRoute(activityGet, { path: `${base()}/activity`, params: p(), cookie: w?.cookie }) },
  { cap: "read", name: "GET comments", run: (w) => callRoute(commentsGet, { path: `/api/employer/company/${companyId}/talent-comments?candidate=${person.id}`, params: { companyId }, cookie: w?.cookie }) },
  {
    cap: "edit",
    name: "POST comment",
    run: (w) => callRoute(commentsPost, { method: "POST", path: `/api/employer/company/${companyId}/talent-comments`, params: { companyId }, cookie: w?.cookie, body: { candidateUserId: person.id, pipelineId: ref.pipelineId, body: "Matrix comment" } }),
  },
  {
    cap: "edit",
    name: "DELETE own comment",
    run: async (w, name) => {
      const author = w && expected(name, "edit") === "ok" ? { id: w.id, roles: name === "admin" ? ["Administrator"] : [], twoFactorEnabled: name === "admin" } : actors(team).owner;
      const { id } = await addComment(db(), author, companyId, { candidateUserId: person.id, body: "Mine" });
      return callRoute(commentDelete, { method: "DELETE", path: `/api/employer/company/${companyId}/talent-comments/${id}`, params: { companyId, commentId: id }, cookie: w?.cookie });
    },
  },
];

describe("talent pipelines authorization matrix", () => {
  it("answers every route for every kind of caller as the capability table says", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const call of CALLS) {
      for (const name of WHO) {
        const who = name === "anonymous" ? undefined : team.people[name];
        const res = await call.run(who, name);
        const want = expected(name, call.cap);
        const ok = want === "ok" ? res.status >= 200 && res.status < 300 : res.status === want;
        if (!ok) failures.push(`${call.name} as ${name}: ${res.status} (wanted ${want}) ${(await res.text()).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives company B exactly what made-up ids give, and never company A's comments", async () => {
    const made = "00000000-0000-4000-8000-000000000000";
    const b = team.people.otherOwner.cookie;
    const member = (await detail()).members.find((m) => m.candidateUserId === person.id)!;
    const real = await callRoute(memberGet, { path: `${base()}/members/${member.id}`, params: { ...p(), memberId: member.id }, cookie: b });
    const fake = await callRoute(memberGet, { path: `/api/employer/pipelines/${made}/members/${made}`, params: { pipelineId: made, memberId: made }, cookie: b });
    expect([real.status, fake.status]).toEqual([404, 404]);
    expect(((await real.json()) as { error: { message: string } }).error.message).toBe(((await fake.json()) as { error: { message: string } }).error.message);
    const mine = await callRoute(memberGet, { path: `${base()}/members/${made}`, params: { ...p(), memberId: made }, cookie: team.people.owner.cookie });
    expect(mine.status).toBe(404);
    // B asking its own company about the person sees none of A's comments.
    const bComments = await callRoute(commentsGet, { path: `/api/employer/company/${team.other.companyId}/talent-comments?candidate=${person.id}`, params: { companyId: team.other.companyId }, cookie: b });
    expect(bComments.status).toBe(200);
    expect(((await bComments.json()) as { comments: unknown[] }).comments).toEqual([]);
    // A's comments as A see them.
    const aComments = await callRoute(commentsGet, { path: `/api/employer/company/${companyId}/talent-comments?candidate=${person.id}`, params: { companyId }, cookie: team.people.interviewer.cookie });
    expect(((await aComments.json()) as { comments: { body: string }[] }).comments.some((c) => c.body === "Matrix comment")).toBe(true);
  });

  it("refuses bad input with clear messages and limits", async () => {
    const cookie = team.people.recruiter.cookie;
    const long = await callRoute(companyPipelinesPost, { method: "POST", path: `/api/employer/company/${companyId}/pipelines`, params: { companyId }, cookie, body: { name: "x".repeat(81) } });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain("Name must be less than 80 characters");
    const dupStages = await callRoute(companyPipelinesPost, { method: "POST", path: `/api/employer/company/${companyId}/pipelines`, params: { companyId }, cookie, body: { name: uniqueName("Dup"), stages: ["A", "a"] } });
    expect(JSON.stringify(await dupStages.json())).toContain("Each stage needs a different name");
    const tooMany = await callRoute(membersPost, { method: "POST", path: `${base()}/members`, params: p(), cookie, body: { candidateUserIds: Array.from({ length: 201 }, () => person.id), source: "search" } });
    expect(JSON.stringify(await tooMany.json())).toContain("Add at most 200 people at once");
    const comma = await callRoute(tagsPost, { method: "POST", path: `${base()}/members/tags`, params: p(), cookie, body: { memberIds: [(await detail()).members[0]!.id], add: ["a,b"] } });
    expect(JSON.stringify(await comma.json())).toContain("A tag cannot contain a comma");
    const empty = await callRoute(commentsPost, { method: "POST", path: `/api/employer/company/${companyId}/talent-comments`, params: { companyId }, cookie, body: { candidateUserId: person.id, body: "   " } });
    expect(JSON.stringify(await empty.json())).toContain("Type a comment");
  });
});
