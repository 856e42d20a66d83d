import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { COMPANY_SETTINGS_PATH } from "@/lib/employer-routes";
import { AccountSettingsFrame } from "@/features/employer-accounts/components/account-settings-nav";
import { CompanySettingsScreen } from "@/features/employer-accounts/components/company-settings-screen";
import { getCompanyProfileView, getTeamView } from "@/features/employer-accounts/server/queries";
import { requireSettingsPage } from "@/features/employer-accounts/server/settings-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Company profile", robots: { index: false } };

type Params = { company?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /hiring/account-settings/company (issue 16 part 1): the company profile, its logo and verified domains. */
export default async function CompanySettingsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const requested = one((await searchParams).company);
  const path = requested ? `${COMPANY_SETTINGS_PATH}?company=${encodeURIComponent(requested)}` : COMPANY_SETTINGS_PATH;
  const { user, company, standing } = await requireSettingsPage(path, requested);
  const db = getDb();
  const [profile, team] = await Promise.all([getCompanyProfileView(db, user, company.id), getTeamView(db, user, company.id, standing)]);
  if (!profile || !team) notFound();
  return (
    <PageContainer>
      <AccountSettingsFrame>
        <CompanySettingsScreen profile={profile} canManage={capabilityAllowed(standing, "company.manage")} ownerNames={team.ownerNames} />
      </AccountSettingsFrame>
    </PageContainer>
  );
}
