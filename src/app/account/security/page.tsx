import type { Metadata } from "next";
import Link from "next/link";
import { requirePagePermission } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { ACCOUNT_SECURITY_PATH, ADMIN_PATH } from "@/lib/routes";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { ACCOUNT_MESSAGES } from "@/features/account/messages";
import { TwoFactorSection } from "@/features/account/components/two-factor-section";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { SessionsSection } from "@/features/account/components/sessions-section";
import { DeleteAccountSection } from "@/features/account/components/delete-account-section";
import { YourDataSection } from "@/features/account/components/your-data-section";

export const metadata: Metadata = { title: "Account and security", robots: { index: false } };

const SECTIONS = [
  { id: "two-factor", label: "Two-factor authentication" },
  { id: "password", label: "Change password" },
  { id: "sessions", label: "Sessions" },
  { id: "your-data", label: "Download your data" },
  { id: "delete-account", label: "Delete account" },
];

export default async function AccountSecurityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const mfaRequired = (await searchParams).mfa === "required";
  const user = await requirePagePermission("authenticated", mfaRequired ? MFA_SETUP_PATH : ACCOUNT_SECURITY_PATH);
  const isAdmin = isAdministrator(user.roles);
  return (
    <PageContainer>
      <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label="Account and security sections" className="hidden lg:block">
          <ul className="sticky top-6 flex flex-col gap-1 text-sm">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="block rounded-md px-3 py-2 font-medium text-muted-foreground no-underline hover:bg-card hover:text-foreground hover:no-underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 max-w-3xl flex-col gap-6">
          <header>
            <h1>Account and security</h1>
            <p className="mt-2 text-muted-foreground [overflow-wrap:anywhere]">
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </p>
          </header>
          {mfaRequired && !user.twoFactorEnabled ? (
            <Alert tone="warning" title={ACCOUNT_MESSAGES.mfaRequiredTitle}>
              {ACCOUNT_MESSAGES.mfaRequired}
            </Alert>
          ) : null}
          {mfaRequired && user.twoFactorEnabled && isAdmin ? (
            <Alert tone="success" title="You are all set">
              Two-factor authentication is on. <Link href={ADMIN_PATH}>Continue to the admin area</Link>
            </Alert>
          ) : null}
          <TwoFactorSection enabled={user.twoFactorEnabled} isAdmin={isAdmin} />
          <ChangePasswordForm />
          <SessionsSection />
          <YourDataSection />
          <DeleteAccountSection />
        </div>
      </div>
    </PageContainer>
  );
}
