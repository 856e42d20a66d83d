import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { EMAIL_TEMPLATES_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { AccountSettingsFrame } from "@/features/employer-accounts/components/account-settings-nav";
import { TemplatesEditor } from "@/features/applicant-tracking/components/templates-editor";
import { requireCompany } from "@/features/applicant-tracking/server/access";
import { listTemplates } from "@/features/applicant-tracking/server/email-templates";
import { orPageError } from "@/features/applicant-tracking/server/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Email templates", robots: { index: false } };

/**
 * /hiring/account-settings/email-templates (issue 16 part 3, decision 040): the company's templates
 * for emailing candidates (the three defaults made on first use); owners and hiring managers
 * (templates.manage) create, edit and delete them.
 */
export default async function EmailTemplatesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const { user, membership } = await requireEmployerPage(EMAIL_TEMPLATES_PATH, typeof sp.company === "string" ? sp.company : null);
  const db = getDb();
  const standing = await orPageError(requireCompany(db, user, membership.companyId, "applicants.read"));
  const templates = await listTemplates(db, membership.companyId);
  const canManage = capabilityAllowed(standing, "templates.manage");
  return (
    <PageContainer>
      <AccountSettingsFrame>
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1>Email templates</h1>
            <p className="text-muted-foreground">
              Messages your team sends candidates from an applicant&rsquo;s page. Replies go to the sender&rsquo;s own email address.
              {canManage ? "" : " Owners and hiring managers can change them."}
            </p>
          </header>
          <TemplatesEditor companyId={membership.companyId} initial={templates} canManage={canManage} />
        </div>
      </AccountSettingsFrame>
    </PageContainer>
  );
}
