import type { Metadata } from "next";
import { TalentProfilePage } from "@/features/talent-search/components/talent-profile-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Candidate profile",
  robots: { index: false },
};

type Props = {
  params: Promise<{ profileId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /talent/{profileId} (spec 2.7, decision 042): a discoverable candidate's profile for an employer; 410 when gone. */
export default async function TalentAreaProfilePage({ params, searchParams }: Props) {
  const { profileId } = await params;
  return <TalentProfilePage area="talent" profileId={profileId} searchParams={await searchParams} />;
}
