import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("ca-notices-at-collection"));
}

export default function CaNoticesAtCollectionPage() {
  return <StaticPage slug="ca-notices-at-collection" />;
}
