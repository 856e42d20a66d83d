import Link from "next/link";
import type { EmailPreferences } from "@/lib/email/preferences";
import { NOTIFICATIONS_PATH } from "@/lib/routes";
import { Card } from "@/components/ui/card";
import { Bell, ShieldCheck } from "@/components/ui/icons";
import { EMAIL_SETTINGS_MESSAGES as M } from "../messages";
import { EmailPreferencesForm } from "./email-preferences-form";

/*
 * The email settings as one panel, shown on /dashboard/settings and on /my-profile?tab=settings
 * (decision 021). The page around it owns the h1.
 */
export function EmailSettingsPanel({ preferences }: { preferences: EmailPreferences }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <EmailPreferencesForm initial={preferences} />
      </Card>
      <div className="flex items-start gap-3 rounded-card border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-foreground" />
        <p>{M.accountMailNote}</p>
      </div>
      <p>
        <Link href={NOTIFICATIONS_PATH} className="inline-flex items-center gap-1.5 text-sm">
          <Bell aria-hidden="true" className="size-4" /> {M.notificationsLink}
        </Link>
      </p>
    </div>
  );
}
