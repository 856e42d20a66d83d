import "server-only";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { getPage } from "../server/queries";
import { STATIC_PAGE_TYPE, staticPagePath, type StaticPageSlug } from "../static-pages";
import { StaticPageView } from "./static-page-view";

/*
 * A public page of the route table rendered from the content store (page_type "static"): the title
 * as the page's one h1, a lead, calls to action and the sanitised body. Rendered per request from
 * the 10-minute content cache, so an admin's edit shows without a rebuild. Missing page -> 404.
 */
async function loadPage(slug: StaticPageSlug) {
  await connection();
  return getPage(getDb(), STATIC_PAGE_TYPE, slug);
}

const OG_TYPES = ["website", "article", "profile"] as const;

/** The page's SEO fields in the shape of the shell's pageMetadata() input (spec 1 per-page overrides). */
export type StaticPageSeo = {
  title: string;
  description?: string;
  keywords?: string;
  author?: string;
  ogtitle?: string;
  ogdescription?: string;
  ogimage?: string;
  ogtype?: (typeof OG_TYPES)[number];
  path?: string;
};

export async function staticPageSeo(slug: StaticPageSlug): Promise<StaticPageSeo> {
  const page = await loadPage(slug);
  if (!page) return { title: "Page not found" };
  const { seo } = page;
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords || undefined,
    author: seo.author ?? undefined,
    ogtitle: seo.ogtitle ?? undefined,
    ogdescription: seo.ogdescription ?? undefined,
    ogimage: seo.ogimage ?? undefined,
    ogtype: (OG_TYPES as readonly string[]).includes(seo.ogtype) ? (seo.ogtype as (typeof OG_TYPES)[number]) : "website",
    path: staticPagePath(slug),
  };
}

export async function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = await loadPage(slug);
  if (!page) notFound();
  return <StaticPageView title={page.title} fields={page.fields} bodyHtml={page.body} />;
}
