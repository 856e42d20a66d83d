import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { TEAM_SETTINGS_PATH } from "@/lib/employer-routes";
import { AccountSettingsFrame } from "@/features/employer-accounts/components/account-settings-nav";
import { TeamScreen } from "@/features/employer-accounts/components/team-screen";
import { getTeamView } from "@/features/employer-accounts/server/queries";
import { requireSettingsPage } from "@/features/employer-accounts/server/settings-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Team", robots: { index: false } };

type Params = { company?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /hiring/account-settings/team (issue 16 part 1): the company's members, invitations and requests to join. */
export default async function TeamPage({ searchParams }: { searchParams: Promise<Params> }) {
  const requested = one((await searchParams).company);
  const path = requested ? `${TEAM_SETTINGS_PATH}?company=${encodeURIComponent(requested)}` : TEAM_SETTINGS_PATH;
  const { user, company, standing } = await requireSettingsPage(path, requested);
  const view = await getTeamView(getDb(), user, company.id, standing);
  if (!view) notFound();
  return (
    <PageContainer>
      <AccountSettingsFrame>
        <TeamScreen view={view} />
      </AccountSettingsFrame>
    </PageContainer>
  );
}
