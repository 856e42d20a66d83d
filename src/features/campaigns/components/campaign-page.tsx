import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { outboxEnabled } from "@/lib/email";
import { findCampaignPage, type CampaignPage as Page } from "../server/queries";
import { CampaignView } from "./campaign-view";

/*
 * /campaign/{id} and /getting-hired: a published page of the type by slug, rendered with CampaignView.
 * Unknown or not published: 404. An old slug (content_redirects "page:<type>"): 308 to the current path.
 */
type Target = { pageType: string; slug: string; pathOf: (slug: string) => string };

async function load({ pageType, slug, pathOf }: Target): Promise<Page> {
  await connection();
  const found = await findCampaignPage(getDb(), pageType, slug);
  // A fixed path (/getting-hired) names one slug: an old slug of it leads nowhere else.
  if (found.kind === "redirect" && pathOf(found.slug) !== pathOf(slug)) permanentRedirect(pathOf(found.slug));
  if (found.kind !== "page") notFound();
  return found.page;
}

const OG_TYPES = ["website", "article", "profile"] as const;

/** The page's SEO columns in the shape of the shell's pageMetadata() input, and whether it is noindex. */
export async function campaignPageSeo(target: Target) {
  const found = await findCampaignPage(getDb(), target.pageType, target.slug);
  if (found.kind !== "page") return { seo: { title: "Page not found" }, noindex: true };
  const { seo, slug } = found.page;
  return {
    seo: {
      title: seo.title,
      description: seo.description || undefined,
      keywords: seo.keywords || undefined,
      author: seo.author ?? undefined,
      ogtitle: seo.ogTitle ?? undefined,
      ogdescription: seo.ogDescription ?? undefined,
      ogimage: seo.ogImage ?? undefined,
      ogtype: (OG_TYPES as readonly string[]).includes(seo.ogType) ? (seo.ogType as (typeof OG_TYPES)[number]) : ("website" as const),
      path: target.pathOf(slug),
    },
    noindex: seo.noindex,
  };
}

export async function CampaignPage(target: Target) {
  const page = await load(target);
  return <CampaignView title={page.title} sections={page.sections} returnTo={target.pathOf(page.slug)} devOutbox={outboxEnabled()} />;
}
