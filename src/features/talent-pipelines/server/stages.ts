import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { talentPipelineMembers, talentPipelineStages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { PIPELINE_LIMITS } from "../schemas";
import { notFound, requireActive, type PipelineRef } from "./access";
import { touchPipeline } from "./pipelines";

/*
 * A pipeline's own stages (decision 043): add (at the end), rename, reorder, and remove a stage
 * nobody is in (people are moved out first; the last stage stays).
 */
export const NO_SUCH_STAGE = "No such stage in this pipeline.";
const STAGE_NAME_TAKEN = "This pipeline already has a stage with this name.";

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function listStageIds(db: Db, pipelineId: string): Promise<{ id: string; name: string; position: number }[]> {
  return db
    .select({ id: talentPipelineStages.id, name: talentPipelineStages.name, position: talentPipelineStages.position })
    .from(talentPipelineStages)
    .where(eq(talentPipelineStages.pipelineId, pipelineId))
    .orderBy(asc(talentPipelineStages.position), asc(talentPipelineStages.createdAt));
}

export async function requireStage(db: Db, pipelineId: string, stageId: string): Promise<{ id: string; name: string }> {
  const stage = (await listStageIds(db, pipelineId)).find((s) => s.id === stageId.toLowerCase());
  if (!stage) notFound(NO_SUCH_STAGE);
  return stage;
}

export async function addStage(db: Db, ref: PipelineRef, name: string, now: Date = new Date()): Promise<{ id: string }> {
  requireActive(ref);
  const stages = await listStageIds(db, ref.pipelineId);
  if (stages.length >= PIPELINE_LIMITS.stages) throw new AppError("CONFLICT", `A pipeline has at most ${PIPELINE_LIMITS.stages} stages.`);
  try {
    const [row] = await db
      .insert(talentPipelineStages)
      .values({ pipelineId: ref.pipelineId, name, position: (stages.at(-1)?.position ?? -1) + 1, createdAt: now })
      .returning({ id: talentPipelineStages.id });
    await touchPipeline(db, ref.pipelineId, now);
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", STAGE_NAME_TAKEN);
    throw err;
  }
}

export async function renameStage(db: Db, ref: PipelineRef, stageId: string, name: string, now: Date = new Date()): Promise<void> {
  requireActive(ref);
  const stage = await requireStage(db, ref.pipelineId, stageId);
  try {
    await db.update(talentPipelineStages).set({ name }).where(eq(talentPipelineStages.id, stage.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", STAGE_NAME_TAKEN);
    throw err;
  }
  await touchPipeline(db, ref.pipelineId, now);
}

export async function reorderStages(db: Db, ref: PipelineRef, stageIds: string[], now: Date = new Date()): Promise<void> {
  requireActive(ref);
  const stages = await listStageIds(db, ref.pipelineId);
  const wanted = stageIds.map((s) => s.toLowerCase());
  const same = wanted.length === stages.length && new Set(wanted).size === wanted.length && wanted.every((id) => stages.some((s) => s.id === id));
  if (!same) throw new AppError("BAD_REQUEST", "Send every stage of the pipeline exactly once, in the new order.");
  await db.transaction(async (tx) => {
    for (const [position, id] of wanted.entries()) {
      await tx.update(talentPipelineStages).set({ position }).where(and(eq(talentPipelineStages.id, id), eq(talentPipelineStages.pipelineId, ref.pipelineId)));
    }
  });
  await touchPipeline(db, ref.pipelineId, now);
}

export async function removeStage(db: Db, ref: PipelineRef, stageId: string, now: Date = new Date()): Promise<void> {
  requireActive(ref);
  const stages = await listStageIds(db, ref.pipelineId);
  const stage = stages.find((s) => s.id === stageId.toLowerCase());
  if (!stage) notFound(NO_SUCH_STAGE);
  if (stages.length === 1) throw new AppError("CONFLICT", "A pipeline needs at least one stage.");
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(talentPipelineMembers).where(eq(talentPipelineMembers.stageId, stage.id));
  if (n > 0) throw new AppError("CONFLICT", `Move the ${n === 1 ? "person" : `${n} people`} in ${stage.name} to another stage first.`);
  await db.delete(talentPipelineStages).where(eq(talentPipelineStages.id, stage.id));
  await touchPipeline(db, ref.pipelineId, now);
}
