import { pageMetadata } from "@/features/shell/page-metadata";
import { StaticPage, staticPageSeo } from "@/features/content/components/static-page";

export async function generateMetadata() {
  return pageMetadata(await staticPageSeo("contact"));
}

export default function ContactPage() {
  return <StaticPage slug="contact" />;
}
