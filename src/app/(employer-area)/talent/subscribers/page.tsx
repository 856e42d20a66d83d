import type { Metadata } from "next";
import { TalentSearchPage } from "@/features/talent-search/components/talent-search-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Find talent",
  robots: { index: false },
};

/** /talent/subscribers (spec 2.7, decision 042): talent search; employers with talent.search in the acting company. */
export default async function TalentSubscribersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TalentSearchPage area="talent" searchParams={await searchParams} />;
}
