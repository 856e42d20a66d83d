import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applicationTracking, companyPipelineStages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ATS_LIMITS } from "../schemas";
import type { ActiveCandidateStage } from "../types";
import { ensurePipelineStages, type PipelineStage } from "./pipeline-stages";

/*
 * The company's hiring stages page (decision 040; company.manage, checked by the routes): add,
 * rename, reorder and remove working ("active") stages. Applied comes first, Hired and Rejected last,
 * always; they can be renamed but not moved or removed. A stage is removed only when no application
 * of any posting is in it. Positions stay 0..n-1; every change runs under the company's advisory
 * lock, so two owners editing at once take turns.
 */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const UNIQUE_VIOLATION = "23505";
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

function nameTaken(name?: string): AppError {
  const message = name ? `There is a stage named ${name} already.` : "There is a stage with that name already.";
  return new AppError("CONFLICT", message, { issues: [{ path: "name", message }] });
}

async function locked<T>(db: Db, companyId: string, work: (tx: Tx, stages: PipelineStage[]) => Promise<T>): Promise<T> {
  await ensurePipelineStages(db, companyId);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pipeline-stages:${companyId}`}, 0))`);
      const stages = await tx
        .select({ id: companyPipelineStages.id, name: companyPipelineStages.name, position: companyPipelineStages.position, kind: companyPipelineStages.kind, candidateStage: companyPipelineStages.candidateStage })
        .from(companyPipelineStages)
        .where(eq(companyPipelineStages.companyId, companyId))
        .orderBy(companyPipelineStages.position, companyPipelineStages.createdAt);
      return work(tx, stages);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Writes the order: applied, the active stages in `activeIds` order, hired, rejected. */
async function renumber(tx: Tx, stages: PipelineStage[], activeIds: string[]): Promise<void> {
  const byKind = (k: string) => stages.filter((s) => s.kind === k).map((s) => s.id);
  const order = [...byKind("applied"), ...activeIds, ...byKind("hired"), ...byKind("rejected")];
  for (const [position, id] of order.entries()) await tx.update(companyPipelineStages).set({ position }).where(eq(companyPipelineStages.id, id));
}

function sameName(stages: PipelineStage[], name: string, except?: string) {
  return stages.find((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase());
}

export async function createStage(db: Db, companyId: string, input: { name: string; candidateStage: ActiveCandidateStage }): Promise<PipelineStage[]> {
  await locked(db, companyId, async (tx, stages) => {
    if (stages.length >= ATS_LIMITS.stages) throw new AppError("CONFLICT", `A company can have at most ${ATS_LIMITS.stages} stages.`);
    if (sameName(stages, input.name)) throw nameTaken(input.name);
    const [made] = await tx
      .insert(companyPipelineStages)
      .values({ companyId, name: input.name, kind: "active", candidateStage: input.candidateStage, position: stages.length })
      .returning({ id: companyPipelineStages.id });
    await renumber(tx, stages, [...stages.filter((s) => s.kind === "active").map((s) => s.id), made!.id]);
  });
  return ensurePipelineStages(db, companyId);
}

export async function updateStage(db: Db, companyId: string, stageId: string, input: { name?: string; candidateStage?: ActiveCandidateStage }): Promise<PipelineStage[]> {
  await locked(db, companyId, async (tx, stages) => {
    const stage = stages.find((s) => s.id === stageId.toLowerCase());
    if (!stage) throw new AppError("NOT_FOUND", "No such stage.");
    if (input.name !== undefined && sameName(stages, input.name, stage.id)) throw nameTaken(input.name);
    if (input.candidateStage !== undefined && stage.kind !== "active") throw new AppError("BAD_REQUEST", `What the candidate sees for ${stage.name} is fixed.`, { issues: [{ path: "candidateStage", message: `What the candidate sees for ${stage.name} is fixed.` }] });
    await tx
      .update(companyPipelineStages)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.candidateStage !== undefined ? { candidateStage: input.candidateStage } : {}) })
      .where(eq(companyPipelineStages.id, stage.id));
  });
  return ensurePipelineStages(db, companyId);
}

export async function reorderStages(db: Db, companyId: string, stageIds: string[]): Promise<PipelineStage[]> {
  await locked(db, companyId, async (tx, stages) => {
    const active = stages.filter((s) => s.kind === "active").map((s) => s.id);
    const wanted = stageIds.map((id) => id.toLowerCase());
    if (wanted.length !== active.length || new Set(wanted).size !== wanted.length || wanted.some((id) => !active.includes(id))) {
      throw new AppError("BAD_REQUEST", "Send every working stage once, in the new order (Applied, Hired and Rejected keep their places).");
    }
    await renumber(tx, stages, wanted);
  });
  return ensurePipelineStages(db, companyId);
}

export async function removeStage(db: Db, companyId: string, stageId: string): Promise<PipelineStage[]> {
  await locked(db, companyId, async (tx, stages) => {
    const stage = stages.find((s) => s.id === stageId.toLowerCase());
    if (!stage) throw new AppError("NOT_FOUND", "No such stage.");
    if (stage.kind !== "active") throw new AppError("CONFLICT", `${stage.name} is one of the three stages every pipeline has; it can be renamed but not removed.`);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationTracking)
      .where(and(eq(applicationTracking.companyId, companyId), eq(applicationTracking.pipelineStageId, stage.id)))) as [{ n: number }];
    if (n > 0) throw new AppError("CONFLICT", `${n === 1 ? "1 applicant is" : `${n} applicants are`} in ${stage.name}. Move ${n === 1 ? "them" : "them all"} to another stage first.`);
    await tx.delete(companyPipelineStages).where(eq(companyPipelineStages.id, stage.id));
    await renumber(
      tx,
      stages.filter((s) => s.id !== stage.id),
      stages.filter((s) => s.kind === "active" && s.id !== stage.id).map((s) => s.id),
    );
  });
  return ensurePipelineStages(db, companyId);
}
