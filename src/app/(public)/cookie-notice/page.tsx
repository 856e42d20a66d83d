import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("cookie-notice"));
}

export default function CookieNoticePage() {
  return <StaticPage slug="cookie-notice" />;
}
