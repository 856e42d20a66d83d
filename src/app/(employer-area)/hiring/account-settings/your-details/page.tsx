import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { requireEmployerPage } from "@/lib/auth/employer-guard";
import { YOUR_DETAILS_PATH } from "@/lib/employer-routes";
import { AccountSettingsFrame } from "@/features/employer-accounts/components/account-settings-nav";
import { YourDetailsScreen } from "@/features/employer-accounts/components/your-details-screen";
import { getYourDetailsView } from "@/features/employer-accounts/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your details", robots: { index: false } };

type Params = { company?: string | string[] };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /hiring/account-settings/your-details (spec 2.7; the hiring menu's Account Settings): you and your companies. */
export default async function YourDetailsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const requested = one((await searchParams).company);
  const path = requested ? `${YOUR_DETAILS_PATH}?company=${encodeURIComponent(requested)}` : YOUR_DETAILS_PATH;
  const { user, membership } = await requireEmployerPage(path, requested);
  const view = await getYourDetailsView(getDb(), user, membership.companyId);
  if (!view) notFound();
  return (
    <PageContainer>
      <AccountSettingsFrame>
        <YourDetailsScreen userId={user.id} view={view} />
      </AccountSettingsFrame>
    </PageContainer>
  );
}
