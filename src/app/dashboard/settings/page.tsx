import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { PageContainer } from "@/components/ui/page-container";
import { EmailSettingsPanel } from "@/features/email-settings/components/email-settings-panel";
import { EMAIL_SETTINGS_MESSAGES as M } from "@/features/email-settings/messages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

/** /dashboard/settings: "Job Alerts" in the account menu (spec 2.7); which mail a person gets. */
export default async function DashboardSettingsPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_SETTINGS_PATH);
  const preferences = await getEmailPreferences(getDb(), user.id);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header>
          <h1>{M.pageTitle}</h1>
          <p className="mt-2 text-muted-foreground">{M.intro}</p>
        </header>
        <EmailSettingsPanel preferences={preferences} />
      </div>
    </PageContainer>
  );
}
