import "server-only";
import type { Db } from "@/db/client";
import { capabilityAllowed } from "@/lib/auth/company-access";
import type { PipelineDetail } from "../types";
import type { PipelineRef } from "./access";
import { memberByProfile, type MemberDetail } from "./member-detail";
import { getPipelineDetail } from "./queries";

/** What a pipeline page shows (decision 043): the pipeline, and the person ?selected= names when they are in it. */
export async function loadPipelinePage(
  db: Db,
  ref: PipelineRef,
  selectedProfileId: string | undefined,
): Promise<{ pipeline: PipelineDetail; selected: MemberDetail | null; selectedMissing: boolean; canEdit: boolean }> {
  const [pipeline, selected] = await Promise.all([getPipelineDetail(db, ref.pipelineId), selectedProfileId ? memberByProfile(db, ref, selectedProfileId) : Promise.resolve(null)]);
  return { pipeline: pipeline!, selected, selectedMissing: Boolean(selectedProfileId) && !selected, canEdit: capabilityAllowed(ref.standing, "pipelines.edit") };
}
