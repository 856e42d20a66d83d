import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("impact"));
}

export default function ImpactPage() {
  return <StaticPage slug="impact" />;
}
