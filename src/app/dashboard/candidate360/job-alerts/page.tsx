import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { JobAlertsEditor } from "@/features/job-alerts/components/job-alerts-editor";
import { listJobAlerts } from "@/features/job-alerts/server/queries";
import { SectionPageHeader } from "@/features/candidate-profile/components/section-page-header";
import { candidate360Path } from "@/features/candidate-profile/paths";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Job alerts", robots: { index: false } };

/** /dashboard/candidate360/job-alerts: the person's job alerts (decisions 027, 037), also on /dashboard/settings. */
export default async function JobAlertsPage() {
  const user = await requirePagePermission("authenticated", candidate360Path("job-alerts"));
  const db = getDb();
  const [alerts, email] = await Promise.all([listJobAlerts(db, user.id), getEmailPreferences(db, user.id)]);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <SectionPageHeader title="Job alerts">Searches you save, to get their new jobs by email.</SectionPageHeader>
        <Alert tone="info">
          <p data-testid="delivery-note">
            We email each alert’s new jobs instantly, daily or weekly, as it says, at most 20 in an email and never the same job twice, under the <strong>Job alerts</strong> email
            setting, which is <strong>{email["job-alerts"] ? "on" : "off"}</strong> for you (<Link href={DASHBOARD_SETTINGS_PATH}>Email settings</Link>).
          </p>
        </Alert>
        <JobAlertsEditor initial={alerts} />
      </div>
    </PageContainer>
  );
}
