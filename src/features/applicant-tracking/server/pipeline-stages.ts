import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyPipelineStages, type PipelineStageKind } from "@/db/schema";

/*
 * A company's pipeline stages (decision 038; the applicant-tracking decision 040 owns the rules).
 * The defaults are made on first use, so companies created by the jobs importer (most of them never
 * hire here) carry no rows until someone works on their applicants.
 */
export type PipelineStage = { id: string; name: string; position: number; kind: PipelineStageKind; candidateStage: string | null };

export const DEFAULT_PIPELINE_STAGES: { name: string; kind: PipelineStageKind; candidateStage: string | null }[] = [
  { name: "Applied", kind: "applied", candidateStage: null },
  { name: "Screen", kind: "active", candidateStage: "in-review" },
  { name: "Interview", kind: "active", candidateStage: "interviewing" },
  { name: "Offer", kind: "active", candidateStage: "offer" },
  { name: "Hired", kind: "hired", candidateStage: null },
  { name: "Rejected", kind: "rejected", candidateStage: null },
];

/** The company's stages in order, made from the defaults the first time (safe to race: one wins). */
export async function ensurePipelineStages(db: Db, companyId: string): Promise<PipelineStage[]> {
  const read = () =>
    db
      .select({
        id: companyPipelineStages.id,
        name: companyPipelineStages.name,
        position: companyPipelineStages.position,
        kind: companyPipelineStages.kind,
        candidateStage: companyPipelineStages.candidateStage,
      })
      .from(companyPipelineStages)
      .where(eq(companyPipelineStages.companyId, companyId))
      .orderBy(asc(companyPipelineStages.position), asc(companyPipelineStages.createdAt));
  const existing = await read();
  if (existing.length) return existing;
  await db.transaction(async (tx) => {
    // One maker per company: a second caller waits here, then finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pipeline-stages:${companyId}`}, 0))`);
    const [row] = await tx.select({ id: companyPipelineStages.id }).from(companyPipelineStages).where(eq(companyPipelineStages.companyId, companyId)).limit(1);
    if (row) return;
    await tx.insert(companyPipelineStages).values(DEFAULT_PIPELINE_STAGES.map((s, i) => ({ companyId, name: s.name, kind: s.kind, candidateStage: s.candidateStage, position: i })));
  });
  return read();
}
