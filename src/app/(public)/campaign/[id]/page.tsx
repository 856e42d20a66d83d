import type { Metadata } from "next";
import { CampaignPage, campaignPageSeo } from "@/features/campaigns/components/campaign-page";
import { pageMetadata } from "@/features/shell/page-metadata";
import { CAMPAIGN_PAGE_TYPE, campaignPath } from "@/lib/content-routes";

type Props = { params: Promise<{ id: string }> };

/** /campaign/{id}: a published campaign page by its slug (spec 2.7 "Public"; decision 048). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const { seo, noindex } = await campaignPageSeo({ pageType: CAMPAIGN_PAGE_TYPE, slug: id, pathOf: campaignPath });
  return { ...pageMetadata(seo), ...(noindex ? { robots: { index: false, follow: true } } : {}) };
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  return <CampaignPage pageType={CAMPAIGN_PAGE_TYPE} slug={id} pathOf={campaignPath} />;
}
