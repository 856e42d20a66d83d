import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { PIPELINE_SETTINGS_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { AccountSettingsFrame } from "@/features/employer-accounts/components/account-settings-nav";
import { PipelineEditor } from "@/features/applicant-tracking/components/pipeline-editor";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { orPageError } from "@/features/applicant-tracking/server/page-access";
import { ensurePipelineStages } from "@/features/applicant-tracking/server/pipeline-stages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Hiring stages", robots: { index: false } };

/**
 * /hiring/account-settings/pipeline (issue 16 part 3, decision 040): the company's hiring stages;
 * owners (company.manage) add, rename, reorder and remove working stages, everyone else reads them.
 */
export default async function PipelineSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const { user, membership } = await requireEmployerPage(PIPELINE_SETTINGS_PATH, typeof sp.company === "string" ? sp.company : null);
  const db = getDb();
  const standing = await orPageError(requireCompany(db, user, membership.companyId, "applicants.read"));
  const stages = await ensurePipelineStages(db, membership.companyId);
  const canManage = capabilityAllowed(standing, "company.manage");
  return (
    <PageContainer>
      <AccountSettingsFrame>
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1>Hiring stages</h1>
            <p className="text-muted-foreground">
              The stages every posting of {membership.companyName} moves applicants through, in order. Each working stage says what the candidate sees on their dashboard.
              {canManage ? "" : " Only an owner of the company can change them."}
            </p>
          </header>
          <PipelineEditor companyId={membership.companyId} initial={stages} canManage={canManage} />
        </div>
      </AccountSettingsFrame>
    </PageContainer>
  );
}
