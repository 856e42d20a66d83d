import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { HIRING_PIPELINES_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { requireCompanyForPage, requireCompanyPage } from "@/features/job-postings/server/page-access";
import { PipelinesListPage } from "@/features/talent-pipelines/components/pipelines-list-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Talent pipelines", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /hiring/pipelines (spec 2.7, decision 043): the company's talent pipelines with people per stage; create one. */
export default async function HiringPipelinesPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const requested = typeof sp.company === "string" ? sp.company : null;
  const db = getDb();
  const { user, company, standing } = await requireCompanyPage(db, HIRING_PIPELINES_PATH, requested);
  await requireCompanyForPage(db, user, company.id, "pipelines.read");
  return (
    <PageContainer>
      <PipelinesListPage company={company} standing={standing} area="hiring" showArchived={sp.archived === "1"} companyParam={requested && requested.toLowerCase() === company.id ? company.id : undefined} />
    </PageContainer>
  );
}
