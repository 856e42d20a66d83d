import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { CUSTOM_TALENT_PIPELINE_PATH, HIRING_PIPELINES_PATH } from "@/lib/employer-routes";
import { ChevronLeft } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { requireCompanyForPage, requireCompanyPage } from "@/features/job-postings/server/page-access";
import { CustomPipelineForm } from "@/features/talent-pipelines/components/custom-pipeline-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create a custom talent pipeline", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /hiring/custom-talent-pipeline (spec 2.7, decision 043): a pipeline with a name, a description and its own stages (pipelines.edit). */
export default async function CustomTalentPipelinePage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const db = getDb();
  const { user, company } = await requireCompanyPage(db, CUSTOM_TALENT_PIPELINE_PATH, typeof sp.company === "string" ? sp.company : null);
  await requireCompanyForPage(db, user, company.id, "pipelines.edit");
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <Link href={HIRING_PIPELINES_PATH} className="inline-flex items-center gap-1 text-sm">
            <ChevronLeft aria-hidden="true" className="size-4" />
            All pipelines
          </Link>
          <h1>Create a custom pipeline</h1>
          <p className="text-muted-foreground">A named list for {company.name} with the stages your team works in. Only your company sees it.</p>
        </header>
        <CustomPipelineForm companyId={company.id} />
      </div>
    </PageContainer>
  );
}
