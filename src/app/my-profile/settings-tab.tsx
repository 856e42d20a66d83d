import Link from "next/link";
import type { EmailPreferences } from "@/lib/email/preferences";
import { ACCOUNT_SECURITY_PATH } from "@/lib/routes";
import { ShieldCheck } from "@/components/ui/icons";
import { YourDataSection } from "@/features/account/components/your-data-section";
import { EmailSettingsPanel } from "@/features/email-settings/components/email-settings-panel";
import { EMAIL_SETTINGS_MESSAGES as M } from "@/features/email-settings/messages";

/** /my-profile?tab=settings: the email settings as on /dashboard/settings (decision 021), your data, and the way to account security. */
export function SettingsTab({ preferences }: { preferences: EmailPreferences }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="email-settings-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="email-settings-heading" className="text-xl">
            {M.pageTitle}
          </h2>
          <p className="mt-1 text-muted-foreground">{M.intro}</p>
        </div>
        <EmailSettingsPanel preferences={preferences} />
      </section>
      <YourDataSection />
      <p>
        <Link href={ACCOUNT_SECURITY_PATH} className="inline-flex items-center gap-1.5 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-4" /> Password, sessions and deleting your account
        </Link>
      </p>
    </div>
  );
}
