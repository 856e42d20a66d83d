import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { EmailSettingsScreen } from "@/features/email-settings/components/email-settings-screen";
import { EMAIL_SETTINGS_MESSAGES as M } from "@/features/email-settings/messages";
import { JobAlertsSection } from "@/features/job-alerts/components/job-alerts-section";
import { listJobAlerts } from "@/features/job-alerts/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

/** /dashboard/settings: "Job Alerts" in the account menu (spec 2.7): the person's job alerts (decision 037), then which mail they get. */
export default async function DashboardSettingsPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_SETTINGS_PATH);
  const db = getDb();
  const [preferences, alerts] = await Promise.all([getEmailPreferences(db, user.id), listJobAlerts(db, user.id)]);
  return <EmailSettingsScreen preferences={preferences} before={<JobAlertsSection alerts={alerts} mailOn={preferences["job-alerts"]} />} />;
}
