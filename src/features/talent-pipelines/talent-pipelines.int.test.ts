import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentPipelineActivity } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { actors, makeCandidate, makeTeam, sendApplication, setDiscoverable, uniqueName, type Team } from "./talent-pipelines.testing";
import { DEFAULT_PIPELINE_STAGES } from "./schemas";
import { requirePipeline } from "./server/access";
import { addComment, deleteComment, listComments } from "./server/comments";
import { memberByProfile } from "./server/member-detail";
import { addMembers, moveMembers, removeMembers, tagMembers } from "./server/members";
import { createPipeline, updatePipeline } from "./server/pipelines";
import { findPipelineByName, getPipelineDetail, listActivity, listPipelines, pipelinesOfPerson } from "./server/queries";
import { addStage, removeStage, renameStage, reorderStages } from "./server/stages";

/*
 * Talent pipelines' use cases on a real database (decision 043): pipelines and their stages, people
 * added from search and from applications, bulk move, tags, removal, history, comments private to
 * the company, name resolution and people who went private.
 */
const db = () => getDb();
let team: Team;
let as: ReturnType<typeof actors>;
beforeAll(async () => {
  team = await makeTeam({ companyName: "Pipeline Health" });
  as = actors(team);
});

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected an AppError");
}

async function newPipeline(name = uniqueName("Night shift nurses"), stages?: string[]) {
  const { id } = await createPipeline(db(), as.recruiter, team.job.companyId, { name, description: "Nurses for nights", stages });
  return requirePipeline(db(), as.recruiter, id, "pipelines.edit");
}

describe("pipelines and stages", () => {
  it("creates a pipeline with the default stages, refuses a second of the same name in any case, and another company may use it", async () => {
    const name = uniqueName("ICU Nurses");
    const ref = await newPipeline(name);
    const detail = await getPipelineDetail(db(), ref.pipelineId);
    expect(detail!.stages.map((s) => s.name)).toEqual([...DEFAULT_PIPELINE_STAGES]);
    expect(detail!.description).toBe("Nurses for nights");
    const dup = await errorOf(createPipeline(db(), as.owner, team.job.companyId, { name: name.toUpperCase(), description: "" }));
    expect([dup.code, dup.message]).toEqual(["CONFLICT", "Your company already has a pipeline with this name."]);
    await createPipeline(db(), as.otherOwner, team.other.companyId, { name, description: "" });
    expect((await listPipelines(db(), team.other.companyId)).some((p) => p.name === name)).toBe(true);
  });

  it("takes custom stages; adds, renames, reorders and removes only empty stages", async () => {
    const ref = await newPipeline(undefined, ["New", "Call"]);
    const { id: later } = await addStage(db(), ref, "Later");
    let stages = (await getPipelineDetail(db(), ref.pipelineId))!.stages;
    expect(stages.map((s) => s.name)).toEqual(["New", "Call", "Later"]);
    await renameStage(db(), ref, later, "Maybe later");
    await reorderStages(db(), ref, [later, stages[0]!.id, stages[1]!.id]);
    stages = (await getPipelineDetail(db(), ref.pipelineId))!.stages;
    expect(stages.map((s) => s.name)).toEqual(["Maybe later", "New", "Call"]);
    expect((await errorOf(reorderStages(db(), ref, [later]))).code).toBe("BAD_REQUEST");
    expect((await errorOf(addStage(db(), ref, "new"))).code).toBe("CONFLICT");
    const person = await makeCandidate();
    await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [person.id], source: "search", stageId: later });
    const busy = await errorOf(removeStage(db(), ref, later));
    expect(busy.message).toBe("Move the person in Maybe later to another stage first.");
    await removeStage(db(), ref, stages[2]!.id);
    expect((await getPipelineDetail(db(), ref.pipelineId))!.stages.map((s) => s.name)).toEqual(["Maybe later", "New"]);
  });

  it("archives (writes refused, hidden from the list unless asked) and restores", async () => {
    const ref = await newPipeline();
    await updatePipeline(db(), ref, { archived: true });
    const archived = await requirePipeline(db(), as.recruiter, ref.pipelineId, "pipelines.edit");
    expect((await errorOf(addStage(db(), archived, "X"))).code).toBe("CONFLICT");
    expect((await listPipelines(db(), team.job.companyId)).some((p) => p.id === ref.pipelineId)).toBe(false);
    expect((await listPipelines(db(), team.job.companyId, { includeArchived: true })).find((p) => p.id === ref.pipelineId)?.archived).toBe(true);
    await updatePipeline(db(), archived, { archived: false });
    expect((await listPipelines(db(), team.job.companyId)).some((p) => p.id === ref.pipelineId)).toBe(true);
  });
});

describe("people", () => {
  it("adds discoverable people from search (private ones count as unavailable, a repeat as already in)", async () => {
    const ref = await newPipeline();
    const [a, b, hidden] = [await makeCandidate({ first: "Ana" }), await makeCandidate({ first: "Ben" }), await makeCandidate({ first: "Hid", discoverable: false })];
    const first = await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [a.id, b.id, hidden.id], source: "search" });
    expect(first).toMatchObject({ added: 2, alreadyIn: 0, unavailable: 1 });
    const again = await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [a.id], source: "search" });
    expect(again).toMatchObject({ added: 0, alreadyIn: 1 });
    expect((await errorOf(addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [hidden.id], source: "search" }))).code).toBe("NOT_FOUND");
    const detail = (await getPipelineDetail(db(), ref.pipelineId))!;
    expect(detail.members.map((m) => m.name).sort()).toEqual(["Ana Nightingale", "Ben Nightingale"]);
    expect(detail.members.every((m) => m.stageId === detail.stages[0]!.id && m.source === "search")).toBe(true);
    expect(detail.stages[0]!.count).toBe(2);
  });

  it("adds an applicant of the company's own (even with a private profile) and not another company's", async () => {
    const ref = await newPipeline();
    const app = await sendApplication(team.job, { name: "Priya Private" });
    const added = await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [app.userId], source: "applicant", sourceApplicationId: app.id });
    expect(added.added).toBe(1);
    const member = (await getPipelineDetail(db(), ref.pipelineId))!.members[0]!;
    // Not discoverable: no details, but the name the application sent the company.
    expect(member).toMatchObject({ available: false, name: "Priya Private", headline: "", location: "", source: "applicant", sourceApplicationId: app.id });
    const theirs = await sendApplication(team.other, { name: "Someone Else" });
    const err = await errorOf(addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [theirs.userId], source: "applicant", sourceApplicationId: theirs.id }));
    expect(err.code).toBe("NOT_FOUND");
  });

  it("moves many at once with one history row each (from and to), tags and removes; history stays after removal", async () => {
    const ref = await newPipeline();
    const people = [await makeCandidate({ first: "Cy" }), await makeCandidate({ first: "Di" }), await makeCandidate({ first: "Ed" })];
    await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: people.map((p) => p.id), source: "search" });
    let detail = (await getPipelineDetail(db(), ref.pipelineId))!;
    const contacted = detail.stages.find((s) => s.name === "Contacted")!;
    const ids = detail.members.map((m) => m.id);
    expect(await moveMembers(db(), ref, team.people.recruiter.id, { memberIds: ids.slice(0, 2), stageId: contacted.id })).toEqual({ moved: 2 });
    detail = (await getPipelineDetail(db(), ref.pipelineId))!;
    expect(detail.stages.find((s) => s.name === "Contacted")!.count).toBe(2);
    expect(detail.stages.find((s) => s.name === "Sourced")!.count).toBe(1);
    const moves = (await listActivity(db(), { companyId: ref.companyId, pipelineId: ref.pipelineId })).filter((a) => a.kind === "stage");
    expect(moves.map((m) => m.text)).toEqual(["Moved from Sourced to Contacted", "Moved from Sourced to Contacted"]);

    await tagMembers(db(), ref, team.people.recruiter.id, { memberIds: ids, add: ["Night shift", "ICU"], remove: [] });
    await tagMembers(db(), ref, team.people.recruiter.id, { memberIds: [ids[0]!], add: ["night SHIFT"], remove: ["icu"] });
    detail = (await getPipelineDetail(db(), ref.pipelineId))!;
    expect(detail.members.find((m) => m.id === ids[0])!.tags).toEqual(["Night shift"]);
    expect(detail.tags).toEqual(["ICU", "Night shift"]);

    const other = await newPipeline();
    expect((await errorOf(moveMembers(db(), other, team.people.recruiter.id, { memberIds: [ids[0]!], stageId: contacted.id }))).code).toBe("NOT_FOUND");

    await removeMembers(db(), ref, team.people.recruiter.id, [ids[2]!]);
    expect((await getPipelineDetail(db(), ref.pipelineId))!.members).toHaveLength(2);
    const removed = detail.members.find((m) => m.id === ids[2])!.candidateUserId;
    const history = await listActivity(db(), { companyId: ref.companyId, pipelineId: ref.pipelineId, candidateUserId: removed });
    expect(history.map((h) => h.kind)).toEqual(["removed", "tags", "added"]);
    expect(history[1]!.text).toBe("Tags: +Night shift, +ICU");
  });

  it("keeps a person who went private (no details) and drops one who deleted their account", async () => {
    const ref = await newPipeline();
    const [going, leaving] = [await makeCandidate({ first: "Gone", last: "Private" }), await makeCandidate({ first: "Left" })];
    await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [going.id, leaving.id], source: "search" });
    await setDiscoverable(going.id, false);
    const { users } = await import("@/db/schema");
    await db().delete(users).where(eq(users.id, leaving.id));
    const members = (await getPipelineDetail(db(), ref.pipelineId))!.members;
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ candidateUserId: going.id, available: false, name: null, headline: "", location: "" });
  });
});

describe("comments and lookups", () => {
  it("keeps comments private to the company, lets only their author delete them, and records them in the person's history", async () => {
    const ref = await newPipeline();
    const person = await makeCandidate({ first: "Faye" });
    await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [person.id], source: "search" });
    const { id } = await addComment(db(), as.recruiter, team.job.companyId, { candidateUserId: person.id, pipelineId: ref.pipelineId, body: "Great on the phone." });
    const mine = await listComments(db(), team.job.companyId, person.id);
    expect(mine.map((c) => [c.body, c.authorName, c.pipelineName])).toEqual([["Great on the phone.", "Riley Recruiter", ref.name]]);
    expect(await listComments(db(), team.other.companyId, person.id)).toEqual([]);
    expect((await errorOf(deleteComment(db(), as.owner, team.job.companyId, id))).code).toBe("FORBIDDEN");
    expect((await errorOf(deleteComment(db(), as.otherOwner, team.other.companyId, id))).code).toBe("NOT_FOUND");
    expect((await errorOf(addComment(db(), as.interviewer, team.job.companyId, { candidateUserId: person.id, body: "x" }))).code).toBe("FORBIDDEN");
    expect((await listActivity(db(), { companyId: ref.companyId, pipelineId: ref.pipelineId, candidateUserId: person.id }))[0]!.kind).toBe("comment");
    // Someone the company does not know looks like a made-up id; another company's pipeline too.
    const hidden = await makeCandidate({ discoverable: false });
    expect((await errorOf(addComment(db(), as.recruiter, team.job.companyId, { candidateUserId: hidden.id, body: "x" }))).code).toBe("NOT_FOUND");
    const [theirs] = await listPipelines(db(), team.other.companyId);
    expect((await errorOf(addComment(db(), as.recruiter, team.job.companyId, { candidateUserId: person.id, pipelineId: theirs!.id, body: "x" }))).code).toBe("NOT_FOUND");
    await deleteComment(db(), as.recruiter, team.job.companyId, id);
    expect(await listComments(db(), team.job.companyId, person.id)).toEqual([]);
  });

  it("resolves a pipeline by name in any case within the company only, and a person in it by profile id", async () => {
    const ref = await newPipeline(uniqueName("Night Shift Nurses"));
    const person = await makeCandidate({ first: "Gia" });
    await addMembers(db(), ref, team.people.recruiter.id, { candidateUserIds: [person.id], source: "search" });
    expect((await findPipelineByName(db(), team.job.companyId, ` ${ref.name.toLowerCase()} `))?.id).toBe(ref.pipelineId);
    expect(await findPipelineByName(db(), team.other.companyId, ref.name)).toBeNull();
    const found = await memberByProfile(db(), ref, person.id);
    expect(found?.member.name).toBe("Gia Nightingale");
    expect(found?.activity.map((a) => a.kind)).toEqual(["added"]);
    expect(await memberByProfile(db(), ref, (await makeCandidate()).id)).toBeNull();
    expect(await memberByProfile(db(), ref, "not-a-uuid")).toBeNull();
    expect((await pipelinesOfPerson(db(), team.job.companyId, person.id)).map((p) => [p.pipelineName, p.stageName])).toEqual([[ref.name, "Sourced"]]);
    expect(await pipelinesOfPerson(db(), team.other.companyId, person.id)).toEqual([]);
  });

  it("answers another company's pipeline and a made-up id alike (404), and an interviewer reads but does not write", async () => {
    const ref = await newPipeline();
    for (const id of [ref.pipelineId, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const err = await errorOf(requirePipeline(db(), as.otherOwner, id, "pipelines.read"));
      expect([err.code, err.message]).toEqual(["NOT_FOUND", "No such pipeline."]);
    }
    await requirePipeline(db(), as.interviewer, ref.pipelineId, "pipelines.read");
    expect((await errorOf(requirePipeline(db(), as.interviewer, ref.pipelineId, "pipelines.edit"))).code).toBe("FORBIDDEN");
    await requirePipeline(db(), as.admin, ref.pipelineId, "pipelines.edit");
    expect((await errorOf(requirePipeline(db(), as.adminWithoutMfa, ref.pipelineId, "pipelines.read"))).code).toBe("NOT_FOUND");
    const rows = await db().select({ kind: talentPipelineActivity.kind }).from(talentPipelineActivity).where(eq(talentPipelineActivity.pipelineId, ref.pipelineId));
    expect(rows).toEqual([]);
  });
});
