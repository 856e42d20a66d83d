import type { ReactNode } from "react";
import { PageContainer } from "@/components/ui/page-container";
import { EMAIL_SETTINGS_MESSAGES as M } from "../messages";
import type { EmailPreferences } from "@/lib/email/preferences";
import { EmailSettingsPanel } from "./email-settings-panel";

/**
 * The whole email settings page, rendered by both of its routes (/dashboard/settings, /my-profile?tab=settings).
 * `before`: what /dashboard/settings ("Job Alerts" in the menu) shows above the preferences: the person's job alerts.
 */
export function EmailSettingsScreen({ preferences, before }: { preferences: EmailPreferences; before?: ReactNode }) {
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header>
          <h1>{M.pageTitle}</h1>
          <p className="mt-2 text-muted-foreground">{M.intro}</p>
        </header>
        {before}
        <EmailSettingsPanel preferences={preferences} />
      </div>
    </PageContainer>
  );
}
