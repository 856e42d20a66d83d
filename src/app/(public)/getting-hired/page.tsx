import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CampaignPage, campaignPageSeo } from "@/features/campaigns/components/campaign-page";
import { pageMetadata } from "@/features/shell/page-metadata";
import { isFeatureEnabled } from "@/lib/flags/server";
import { GETTING_HIRED_PATH, LANDING_PAGE_TYPE } from "@/lib/content-routes";

/*
 * The getting-hired page announcing Upstep to job seekers (spec 2.7 "Public", flag getting-hired-landing;
 * 404 when off): the content page of page_type "landing", slug "getting-hired" (decision 048).
 */
const TARGET = { pageType: LANDING_PAGE_TYPE, slug: "getting-hired", pathOf: () => GETTING_HIRED_PATH };

export async function generateMetadata(): Promise<Metadata> {
  if (!(await isFeatureEnabled("getting-hired-landing"))) return pageMetadata({ title: "Page not found" });
  const { seo, noindex } = await campaignPageSeo(TARGET);
  return { ...pageMetadata(seo), ...(noindex ? { robots: { index: false, follow: true } } : {}) };
}

export default async function Page() {
  if (!(await isFeatureEnabled("getting-hired-landing"))) notFound();
  return <CampaignPage {...TARGET} />;
}
