import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { talentPipelines } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability, type CompanyActor, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";

/*
 * The one check of every pipeline read and write (decision 043, on decision 038's table): the
 * pipeline's own company, then the capability. A made-up id, another company's pipeline and a
 * candidate's probe get the same 404; an interviewer writing gets 403.
 */
export type PipelineRef = {
  pipelineId: string;
  companyId: string;
  name: string;
  archived: boolean;
  standing: CompanyStanding;
};

export const NO_SUCH_PIPELINE = "No such pipeline.";
export const NO_SUCH_PERSON = "No such person in this pipeline.";

export function notFound(message: string): never {
  throw new AppError("NOT_FOUND", message);
}

export async function requirePipeline(db: Db, actor: CompanyActor, pipelineId: string, capability: CompanyCapability): Promise<PipelineRef> {
  if (!z.uuid().safeParse(pipelineId).success) notFound(NO_SUCH_PIPELINE);
  const [row] = await db
    .select({ id: talentPipelines.id, companyId: talentPipelines.companyId, name: talentPipelines.name, archivedAt: talentPipelines.archivedAt })
    .from(talentPipelines)
    .where(eq(talentPipelines.id, pipelineId.toLowerCase()))
    .limit(1);
  if (!row) notFound(NO_SUCH_PIPELINE);
  let standing: CompanyStanding;
  try {
    standing = await requireCompanyCapability(db, actor, row.companyId, capability);
  } catch (err) {
    // No standing in the pipeline's company: the same answer as a made-up id.
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound(NO_SUCH_PIPELINE);
    throw err;
  }
  return { pipelineId: row.id, companyId: row.companyId, name: row.name, archived: row.archivedAt !== null, standing };
}

/** Writes to an archived pipeline are refused (restore it first). */
export function requireActive(ref: PipelineRef): void {
  if (ref.archived) throw new AppError("CONFLICT", "This pipeline is archived; restore it to change it.");
}
