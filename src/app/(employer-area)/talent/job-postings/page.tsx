import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { PostingsList } from "@/features/job-postings/components/postings-list";
import { requireCompanyPage } from "@/features/job-postings/server/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Job postings", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /talent/job-postings (spec 2.7, decision 039): the postings of the company the page acts for,
 * searched, filtered, sorted and paged by the URL's query; bulk pause, resume and close.
 */
export default async function TalentJobPostingsPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const { user, company } = await requireCompanyPage(getDb(), TALENT_JOB_POSTINGS_PATH, typeof sp.company === "string" ? sp.company : null);
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1>Job postings</h1>
          <p className="text-muted-foreground">{company.name}&rsquo;s postings: drafts, live jobs and what has closed.</p>
        </header>
        <PostingsList companyId={company.id} viewer={user} searchParams={sp} basePath={TALENT_JOB_POSTINGS_PATH} area="talent" />
      </div>
    </PageContainer>
  );
}
