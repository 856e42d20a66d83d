import type { Metadata } from "next";
import { TalentGonePage } from "@/features/talent-search/components/talent-profile-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Profile no longer available",
  robots: { index: false },
};

type Props = {
  params: Promise<{ profileId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where the proxy rewrites /hiring/{profileId} with status 410 when the candidate left or went private (decision 042). */
export default async function HiringProfileGonePage({ params, searchParams }: Props) {
  const { profileId } = await params;
  return <TalentGonePage area="hiring" profileId={profileId} searchParams={await searchParams} />;
}
