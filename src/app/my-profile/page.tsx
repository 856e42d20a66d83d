import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { getEmailPreferences } from "@/lib/email/preferences";
import { MY_PROFILE_SETTINGS_PATH } from "@/lib/routes";
import { EmailSettingsScreen } from "@/features/email-settings/components/email-settings-screen";
import { EMAIL_SETTINGS_MESSAGES as M } from "@/features/email-settings/messages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

/*
 * /my-profile (spec 2.7: tab = candidate360, settings or jobs-and-courses). Only the settings tab is
 * built; any other tab, or none, goes to it until the profile's issue builds the rest (decision 021).
 */
export default async function MyProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  const user = await requirePagePermission("authenticated", MY_PROFILE_SETTINGS_PATH);
  if (tab !== "settings") redirect(MY_PROFILE_SETTINGS_PATH);
  const preferences = await getEmailPreferences(getDb(), user.id);
  return <EmailSettingsScreen preferences={preferences} />;
}
