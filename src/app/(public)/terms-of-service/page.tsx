import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("terms-of-service"));
}

export default function TermsOfServicePage() {
  return <StaticPage slug="terms-of-service" />;
}
