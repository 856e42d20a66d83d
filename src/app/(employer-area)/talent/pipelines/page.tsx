import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { talentPipelinesPath } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { requireCompanyForPage, requireCompanyPage } from "@/features/job-postings/server/page-access";
import { PipelinesListPage } from "@/features/talent-pipelines/components/pipelines-list-page";
import { PipelineView } from "@/features/talent-pipelines/components/pipeline-view";
import { pipelineFiltersSchema, talentPipelinesQuerySchema } from "@/features/talent-pipelines/schemas";
import { requirePipeline } from "@/features/talent-pipelines/server/access";
import { loadPipelinePage } from "@/features/talent-pipelines/server/pipeline-page";
import { findPipelineByName } from "@/features/talent-pipelines/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Talent pipelines", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /talent/pipelines?name=&selected= (spec 2.7, decision 043): `name` opens the company's pipeline of
 * that name (any case) and `selected` the person with that profile id in it; without a name, or with
 * a name the company has no pipeline of, the list of pipelines (with a message for the unknown name).
 */
export default async function TalentPipelinesPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const { name, selected } = talentPipelinesQuerySchema.parse({ name: one(sp.name), selected: one(sp.selected) });
  const requested = one(sp.company) ?? null;
  const db = getDb();
  const { user, company, standing } = await requireCompanyPage(db, talentPipelinesPath({ name, selected }), requested);
  await requireCompanyForPage(db, user, company.id, "pipelines.read");
  const companyParam = requested && requested.toLowerCase() === company.id ? company.id : undefined;
  const found = name ? await findPipelineByName(db, company.id, name) : null;
  if (!found) {
    return (
      <PageContainer>
        <PipelinesListPage
          company={company}
          standing={standing}
          area="talent"
          showArchived={one(sp.archived) === "1"}
          companyParam={companyParam}
          notice={name ? `Your company has no pipeline named “${name}”. Here are the pipelines it has.` : undefined}
        />
      </PageContainer>
    );
  }
  const ref = await requirePipeline(db, user, found.id, "pipelines.read");
  const filters = pipelineFiltersSchema.parse({ stage: one(sp.stage), tag: one(sp.tag), view: one(sp.view) });
  const data = await loadPipelinePage(db, ref, selected);
  return (
    <PageContainer>
      <PipelineView pipeline={data.pipeline} area="talent" query={{ ...filters, selected, company: companyParam }} canEdit={data.canEdit} me={user.id} selected={data.selected} selectedMissing={data.selectedMissing} />
    </PageContainer>
  );
}
