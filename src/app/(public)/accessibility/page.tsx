import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("accessibility"));
}

export default function AccessibilityPage() {
  return <StaticPage slug="accessibility" />;
}
