import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { DASHBOARD_SETTINGS_PATH } from "@/lib/routes";
import { EmailSettingsScreen } from "@/features/email-settings/components/email-settings-screen";
import { EMAIL_SETTINGS_MESSAGES as M } from "@/features/email-settings/messages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

/** /dashboard/settings: "Job Alerts" in the account menu (spec 2.7); which mail a person gets. */
export default async function DashboardSettingsPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_SETTINGS_PATH);
  const preferences = await getEmailPreferences(getDb(), user.id);
  return <EmailSettingsScreen preferences={preferences} />;
}
