import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("mobile-app"));
}

export default function MobileAppPage() {
  return <StaticPage slug="mobile-app" />;
}
