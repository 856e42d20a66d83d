import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentPages } from "@/db/schema";
import { findRedirect, redirectKindForPage } from "@/features/content-editor/server/queries";
import { CAMPAIGN_PAGE_TYPE, campaignPath, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import type { CampaignSection } from "../schemas";

/** The getting-hired landing page's slug among the "landing" pages (decision 048). */
export const GETTING_HIRED_SLUG = "getting-hired";
import { campaignSectionsOf } from "./sections";

/** For the editor's save and preview (other features may import only this file): validated sections' HTML sanitised. */
export { sanitizeCampaignSections } from "./sections";

/*
 * Reads of campaign and landing pages (content_pages of page_type "campaign" or "landing", issue 18
 * part 3). Read from the database on each request, not through the 10-minute content cache: a page
 * the queue publishes or takes down at its time shows so at once, and these pages are few and light.
 */
export type CampaignPage = {
  id: string;
  pageType: string;
  slug: string;
  title: string;
  sections: CampaignSection[];
  seo: {
    title: string;
    description: string;
    keywords: string;
    author: string | null;
    ogTitle: string | null;
    ogDescription: string | null;
    ogImage: string | null;
    ogType: string;
    noindex: boolean;
  };
};

export type CampaignLookup = { kind: "page"; page: CampaignPage } | { kind: "redirect"; slug: string } | { kind: "missing" };

const columns = {
  id: contentPages.id,
  pageType: contentPages.pageType,
  slug: contentPages.slug,
  title: contentPages.title,
  seoTitle: contentPages.seoTitle,
  description: contentPages.description,
  keywords: contentPages.keywords,
  author: contentPages.author,
  ogTitle: contentPages.ogTitle,
  ogDescription: contentPages.ogDescription,
  ogImage: contentPages.ogImage,
  ogType: contentPages.ogType,
  noindex: contentPages.noindex,
  fields: contentPages.fields,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

function toPage(r: Row): CampaignPage {
  return {
    id: r.id,
    pageType: r.pageType,
    slug: r.slug,
    title: r.title,
    sections: campaignSectionsOf(r.fields, { pageType: r.pageType, slug: r.slug }),
    seo: {
      title: r.seoTitle || r.title,
      description: r.description,
      keywords: r.keywords,
      author: r.author,
      ogTitle: r.ogTitle,
      ogDescription: r.ogDescription,
      ogImage: r.ogImage,
      ogType: r.ogType,
      noindex: r.noindex,
    },
  };
}

/** A published page of this type by slug; else, when the slug is an old one of a published page, that page's current slug. */
export async function findCampaignPage(db: Db, pageType: string, slug: string): Promise<CampaignLookup> {
  const [row] = await db
    .select(columns)
    .from(contentPages)
    .where(and(eq(contentPages.pageType, pageType), eq(contentPages.slug, slug), eq(contentPages.published, true)))
    .limit(1);
  if (row) return { kind: "page", page: toPage(row as Row) };
  const toId = await findRedirect(db, redirectKindForPage(pageType), slug);
  if (!toId) return { kind: "missing" };
  const [target] = await db
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(and(eq(contentPages.id, toId), eq(contentPages.pageType, pageType), eq(contentPages.published, true)))
    .limit(1);
  return target && target.slug !== slug ? { kind: "redirect", slug: target.slug } : { kind: "missing" };
}

/**
 * For the sitemap: published campaign pages not marked noindex (/campaign/{slug}), and the
 * getting-hired landing page when it is published, with their last edit. The caller checks the
 * getting-hired-landing flag.
 */
export async function listCampaignSitemapPaths(db: Db): Promise<{ campaigns: { path: string; updatedAt: Date }[]; gettingHired: Date | null }> {
  const rows = await db
    .select({ pageType: contentPages.pageType, slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.published, true), eq(contentPages.noindex, false), inArray(contentPages.pageType, [CAMPAIGN_PAGE_TYPE, LANDING_PAGE_TYPE])))
    .orderBy(asc(contentPages.slug));
  return {
    campaigns: rows.filter((r) => r.pageType === CAMPAIGN_PAGE_TYPE).map((r) => ({ path: campaignPath(r.slug), updatedAt: r.updatedAt })),
    gettingHired: rows.find((r) => r.pageType === LANDING_PAGE_TYPE && r.slug === GETTING_HIRED_SLUG)?.updatedAt ?? null,
  };
}
