import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { talentPipelines, talentPipelineStages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability, type CompanyActor } from "@/lib/auth/company-access";
import { DEFAULT_PIPELINE_STAGES, PIPELINE_LIMITS, type CreatePipelineInput, type UpdatePipelineInput } from "../schemas";
import type { PipelineRef } from "./access";

/*
 * Creating, renaming, describing, archiving and restoring a company's pipelines (decision 043).
 * Names are unique per company regardless of case (the database's index), so /talent/pipelines?name=
 * opens exactly one.
 */
export const NAME_TAKEN = "Your company already has a pipeline with this name.";

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function createPipeline(db: Db, actor: CompanyActor, companyId: string, input: CreatePipelineInput, now: Date = new Date()): Promise<{ id: string; name: string }> {
  await requireCompanyCapability(db, actor, companyId, "pipelines.edit");
  const company = companyId.toLowerCase();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(talentPipelines).where(eq(talentPipelines.companyId, company));
  if (n >= PIPELINE_LIMITS.pipelinesPerCompany) throw new AppError("CONFLICT", `A company keeps at most ${PIPELINE_LIMITS.pipelinesPerCompany} pipelines; archive or delete one first.`);
  const stages = input.stages?.length ? input.stages : [...DEFAULT_PIPELINE_STAGES];
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(talentPipelines)
        .values({ companyId: company, name: input.name, description: input.description ?? "", createdByUserId: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: talentPipelines.id, name: talentPipelines.name });
      await tx.insert(talentPipelineStages).values(stages.map((name, position) => ({ pipelineId: row!.id, name, position, createdAt: now })));
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", NAME_TAKEN);
    throw err;
  }
}

export async function updatePipeline(db: Db, ref: PipelineRef, input: UpdatePipelineInput, now: Date = new Date()): Promise<void> {
  const set: Partial<typeof talentPipelines.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  if (input.archived !== undefined) set.archivedAt = input.archived ? now : null;
  try {
    await db.update(talentPipelines).set(set).where(eq(talentPipelines.id, ref.pipelineId));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", NAME_TAKEN);
    throw err;
  }
}

/** Deleting a pipeline takes its people, stages and history with it; comments stay (they are the company's on the person). */
export async function deletePipeline(db: Db, ref: PipelineRef): Promise<void> {
  await db.delete(talentPipelines).where(and(eq(talentPipelines.id, ref.pipelineId), eq(talentPipelines.companyId, ref.companyId)));
}

export async function touchPipeline(db: Db, pipelineId: string, now: Date): Promise<void> {
  await db.update(talentPipelines).set({ updatedAt: now }).where(eq(talentPipelines.id, pipelineId));
}

