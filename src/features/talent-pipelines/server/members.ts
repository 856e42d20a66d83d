import "server-only";
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { applications, candidateProfiles, talentPipelineActivity, talentPipelineMembers } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { PIPELINE_LIMITS, type AddMembersInput, type MoveMembersInput, type TagMembersInput } from "../schemas";
import { notFound, NO_SUCH_PERSON, requireActive, type PipelineRef } from "./access";
import { touchPipeline } from "./pipelines";
import { listStageIds, requireStage } from "./stages";

/*
 * People in a pipeline (decision 043): added from talent search (only discoverable people: the ones
 * the company could find) or from an application to the company (the applicant, whatever their
 * profile's visibility: the company was sent the application); moved many at once between stages,
 * tagged, removed. Every change is one activity row per person (added, stage from/to, tags, removed).
 * Event attendees will come in with source "event" once events exist (the decision says how).
 */
export type AddMembersResult = { added: number; alreadyIn: number; unavailable: number; pipelineId: string };

/** Which of these people the company may add from this source; the rest look like made-up ids. */
async function eligible(db: Db, ref: PipelineRef, input: AddMembersInput): Promise<string[]> {
  const ids = [...new Set(input.candidateUserIds)];
  if (input.source === "applicant") {
    if (!input.sourceApplicationId) throw new AppError("BAD_REQUEST", "Say which application the person comes from.");
    const [app] = await db
      .select({ userId: applications.userId })
      .from(applications)
      .where(and(eq(applications.id, input.sourceApplicationId), eq(applications.companyId, ref.companyId), isNotNull(applications.submittedAt)))
      .limit(1);
    if (!app) notFound("No such application.");
    return ids.filter((id) => id === app.userId);
  }
  const rows = await db
    .select({ userId: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(inArray(candidateProfiles.userId, ids), eq(candidateProfiles.discoverable, true)));
  const found = new Set(rows.map((r) => r.userId));
  return ids.filter((id) => found.has(id));
}

export async function addMembers(db: Db, ref: PipelineRef, actorId: string, input: AddMembersInput, now: Date = new Date()): Promise<AddMembersResult> {
  requireActive(ref);
  const stages = await listStageIds(db, ref.pipelineId);
  const stage = input.stageId ? await requireStage(db, ref.pipelineId, input.stageId) : stages[0];
  if (!stage) throw new AppError("CONFLICT", "This pipeline has no stages; add one first.");
  const people = await eligible(db, ref, input);
  const unavailable = new Set(input.candidateUserIds).size - people.length;
  if (!people.length) {
    if (input.candidateUserIds.length === 1) notFound("This person's profile is not available.");
    return { added: 0, alreadyIn: 0, unavailable, pipelineId: ref.pipelineId };
  }
  const result = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ userId: talentPipelineMembers.candidateUserId })
      .from(talentPipelineMembers)
      .where(and(eq(talentPipelineMembers.pipelineId, ref.pipelineId), inArray(talentPipelineMembers.candidateUserId, people)));
    const already = new Set(existing.map((r) => r.userId));
    const fresh = people.filter((id) => !already.has(id));
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(talentPipelineMembers).where(eq(talentPipelineMembers.pipelineId, ref.pipelineId));
    if (n + fresh.length > PIPELINE_LIMITS.membersPerPipeline) throw new AppError("CONFLICT", `A pipeline holds at most ${PIPELINE_LIMITS.membersPerPipeline} people.`);
    if (fresh.length) {
      await tx.insert(talentPipelineMembers).values(
        fresh.map((candidateUserId) => ({
          pipelineId: ref.pipelineId,
          companyId: ref.companyId,
          candidateUserId,
          stageId: stage.id,
          source: input.source,
          sourceApplicationId: input.source === "applicant" ? (input.sourceApplicationId ?? null) : null,
          addedByUserId: actorId,
          stageEnteredAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await tx.insert(talentPipelineActivity).values(
        fresh.map((candidateUserId) => ({
          companyId: ref.companyId,
          pipelineId: ref.pipelineId,
          candidateUserId,
          actorUserId: actorId,
          kind: "added" as const,
          detail: { source: input.source, stageId: stage.id, stageName: stage.name },
          createdAt: now,
        })),
      );
    }
    return { added: fresh.length, alreadyIn: already.size, unavailable, pipelineId: ref.pipelineId };
  });
  if (result.added) await touchPipeline(db, ref.pipelineId, now);
  return result;
}

type MemberRow = { id: string; candidateUserId: string; stageId: string; tags: string[] };

/** The pipeline's members among these ids; any other id is answered 404 (nothing changes). */
async function requireMembers(db: Db, ref: PipelineRef, memberIds: string[]): Promise<MemberRow[]> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  if (!ids.every((id) => z.uuid().safeParse(id).success)) notFound(NO_SUCH_PERSON);
  const rows = await db
    .select({ id: talentPipelineMembers.id, candidateUserId: talentPipelineMembers.candidateUserId, stageId: talentPipelineMembers.stageId, tags: talentPipelineMembers.tags })
    .from(talentPipelineMembers)
    .where(and(eq(talentPipelineMembers.pipelineId, ref.pipelineId), inArray(talentPipelineMembers.id, ids)));
  if (rows.length !== ids.length) notFound(NO_SUCH_PERSON);
  return rows;
}

export async function moveMembers(db: Db, ref: PipelineRef, actorId: string, input: MoveMembersInput, now: Date = new Date()): Promise<{ moved: number }> {
  requireActive(ref);
  const stages = await listStageIds(db, ref.pipelineId);
  const to = stages.find((s) => s.id === input.stageId);
  if (!to) notFound("No such stage in this pipeline.");
  const members = (await requireMembers(db, ref, input.memberIds)).filter((m) => m.stageId !== to.id);
  if (!members.length) return { moved: 0 };
  const nameOf = new Map(stages.map((s) => [s.id, s.name]));
  await db.transaction(async (tx) => {
    await tx
      .update(talentPipelineMembers)
      .set({ stageId: to.id, stageEnteredAt: now, updatedAt: now })
      .where(
        and(
          eq(talentPipelineMembers.pipelineId, ref.pipelineId),
          inArray(
            talentPipelineMembers.id,
            members.map((m) => m.id),
          ),
        ),
      );
    await tx.insert(talentPipelineActivity).values(
      members.map((m) => ({
        companyId: ref.companyId,
        pipelineId: ref.pipelineId,
        candidateUserId: m.candidateUserId,
        actorUserId: actorId,
        kind: "stage" as const,
        detail: { fromStageId: m.stageId, toStageId: to.id, fromName: nameOf.get(m.stageId) ?? "", toName: to.name },
        createdAt: now,
      })),
    );
  });
  await touchPipeline(db, ref.pipelineId, now);
  return { moved: members.length };
}

function sameTag(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export async function tagMembers(db: Db, ref: PipelineRef, actorId: string, input: TagMembersInput, now: Date = new Date()): Promise<{ changed: number }> {
  requireActive(ref);
  const members = await requireMembers(db, ref, input.memberIds);
  const changes: { member: MemberRow; tags: string[]; added: string[]; removed: string[] }[] = [];
  for (const m of members) {
    const removed = m.tags.filter((t) => input.remove.some((r) => sameTag(r, t)));
    let tags = m.tags.filter((t) => !removed.includes(t));
    const added: string[] = [];
    for (const t of input.add) {
      if (!tags.some((x) => sameTag(x, t))) {
        tags = [...tags, t];
        added.push(t);
      }
    }
    if (tags.length > PIPELINE_LIMITS.tags) throw new AppError("CONFLICT", `A person has at most ${PIPELINE_LIMITS.tags} tags in a pipeline.`);
    if (added.length || removed.length) changes.push({ member: m, tags, added, removed });
  }
  if (!changes.length) return { changed: 0 };
  await db.transaction(async (tx) => {
    for (const c of changes) {
      await tx.update(talentPipelineMembers).set({ tags: c.tags, updatedAt: now }).where(eq(talentPipelineMembers.id, c.member.id));
    }
    await tx.insert(talentPipelineActivity).values(
      changes.map((c) => ({
        companyId: ref.companyId,
        pipelineId: ref.pipelineId,
        candidateUserId: c.member.candidateUserId,
        actorUserId: actorId,
        kind: "tags" as const,
        detail: { added: c.added, removed: c.removed },
        createdAt: now,
      })),
    );
  });
  await touchPipeline(db, ref.pipelineId, now);
  return { changed: changes.length };
}

/** Removing a person keeps their history in the pipeline (a "removed" row) and the company's comments. */
export async function removeMembers(db: Db, ref: PipelineRef, actorId: string, memberIds: string[], now: Date = new Date()): Promise<{ removed: number }> {
  requireActive(ref);
  const members = await requireMembers(db, ref, memberIds);
  const stages = new Map((await listStageIds(db, ref.pipelineId)).map((s) => [s.id, s.name]));
  await db.transaction(async (tx) => {
    await tx.delete(talentPipelineMembers).where(
      and(
        eq(talentPipelineMembers.pipelineId, ref.pipelineId),
        inArray(
          talentPipelineMembers.id,
          members.map((m) => m.id),
        ),
      ),
    );
    await tx.insert(talentPipelineActivity).values(
      members.map((m) => ({
        companyId: ref.companyId,
        pipelineId: ref.pipelineId,
        candidateUserId: m.candidateUserId,
        actorUserId: actorId,
        kind: "removed" as const,
        detail: { stageName: stages.get(m.stageId) ?? "" },
        createdAt: now,
      })),
    );
  });
  await touchPipeline(db, ref.pipelineId, now);
  return { removed: members.length };
}
