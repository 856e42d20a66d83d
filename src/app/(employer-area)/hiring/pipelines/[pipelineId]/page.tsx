import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { hiringPipelinePath } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { orPageError } from "@/features/applicant-tracking/server/page-access";
import { PipelineView } from "@/features/talent-pipelines/components/pipeline-view";
import { pipelineFiltersSchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { loadPipelinePage } from "@/features/talent-pipelines/server/pipeline-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Talent pipeline", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /hiring/pipelines/{pipelineId} (spec 2.7, decision 043): one pipeline's people by stage, filtered
 * by ?stage= and ?tag=, the person ?selected= (their profile id) opened beside them. The pipeline's
 * own company decides (another company's pipeline is 404, like a made-up id).
 */
export default async function HiringPipelinePage({ params, searchParams }: { params: Promise<{ pipelineId: string }>; searchParams: SearchParams }) {
  const [{ pipelineId }, sp] = await Promise.all([params, searchParams]);
  const user = await requirePagePermission("employer", hiringPipelinePath(pipelineId));
  const db = getDb();
  const ref = await orPageError(requirePipeline(db, user, pipelineId, "pipelines.read"));
  const q = pipelineFiltersSchema.parse({ stage: sp.stage, tag: sp.tag, selected: sp.selected, view: sp.view });
  const data = await loadPipelinePage(db, ref, q.selected);
  return (
    <PageContainer>
      <PipelineView pipeline={data.pipeline} area="hiring" query={q} canEdit={data.canEdit} me={user.id} selected={data.selected} selectedMissing={data.selectedMissing} />
    </PageContainer>
  );
}
