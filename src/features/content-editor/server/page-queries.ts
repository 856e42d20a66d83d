import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentPages, type ContentStatus } from "@/db/schema";
import { CAMPAIGN_PAGE_TYPE, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { pageUrl, STATIC_PAGE_TYPE } from "@/features/content/server/queries";
import { campaignFieldsSchema, type CampaignSection } from "@/features/campaigns/schemas";
import type { SeoValues } from "../components/seo-fields";
import type { StaticPageValues } from "../page-schemas";

/*
 * The page and campaign editors' reads (admin pages only: authorization is the page's
 * requirePagePermission). Every page is read whatever its status: drafts are what the editor works on.
 */
export type AdminPageRow = { id: string; pageType: string; slug: string; title: string; status: ContentStatus; publishAt: string | null; updatedAt: string; url: string | null };

const listColumns = {
  id: contentPages.id,
  pageType: contentPages.pageType,
  slug: contentPages.slug,
  title: contentPages.title,
  status: contentPages.status,
  publishAt: contentPages.publishAt,
  updatedAt: contentPages.updatedAt,
};

type ListRow = { id: string; pageType: string; slug: string; title: string; status: ContentStatus; publishAt: Date | null; updatedAt: Date };

function toRow(r: ListRow): AdminPageRow {
  return { ...r, publishAt: r.publishAt?.toISOString() ?? null, updatedAt: r.updatedAt.toISOString(), url: pageUrl(r.pageType, r.slug) };
}

/** The site's content pages (static pages of the route table, then landing pages), by title. */
export async function listAdminPages(db: Db): Promise<AdminPageRow[]> {
  const rows = await db
    .select(listColumns)
    .from(contentPages)
    .where(inArray(contentPages.pageType, [STATIC_PAGE_TYPE, LANDING_PAGE_TYPE]))
    .orderBy(desc(eq(contentPages.pageType, STATIC_PAGE_TYPE)), asc(contentPages.title));
  return rows.map(toRow);
}

/** Campaign pages, the last edited first. */
export async function listAdminCampaigns(db: Db): Promise<AdminPageRow[]> {
  const rows = await db.select(listColumns).from(contentPages).where(eq(contentPages.pageType, CAMPAIGN_PAGE_TYPE)).orderBy(desc(contentPages.updatedAt), asc(contentPages.id));
  return rows.map(toRow);
}

type Publishing = { status: ContentStatus; publishAt: string | null; unpublishAt: string | null };

export type AdminPageForm = {
  id: string;
  pageType: string;
  slug: string;
  url: string | null;
  title: string;
  bodyHtml: string;
  fields: StaticPageValues["fields"];
  seo: SeoValues;
  publishing: Publishing;
  /** The last save: the editor's form starts again from the stored values when it changes (a restore). */
  updatedAt: string;
};

export type AdminCampaignForm = Omit<AdminPageForm, "bodyHtml" | "fields"> & { sections: CampaignSection[] };

async function pageRow(db: Db, id: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row ?? null;
}

function common(row: NonNullable<Awaited<ReturnType<typeof pageRow>>>) {
  return {
    id: row.id,
    pageType: row.pageType,
    slug: row.slug,
    url: pageUrl(row.pageType, row.slug),
    title: row.title,
    seo: {
      seoTitle: row.seoTitle ?? "",
      description: row.description,
      ogTitle: row.ogTitle ?? "",
      ogDescription: row.ogDescription ?? "",
      ogImage: row.ogImage ?? "",
      noindex: row.noindex,
    },
    publishing: { status: row.status, publishAt: row.publishAt?.toISOString() ?? null, unpublishAt: row.unpublishAt?.toISOString() ?? null },
    updatedAt: row.updatedAt.toISOString(),
  };
}

function staticFields(fields: Record<string, unknown>): StaticPageValues["fields"] {
  const f = fields as { lead?: unknown; updatedLabel?: unknown; ctas?: unknown };
  const ctas = Array.isArray(f.ctas)
    ? f.ctas
        .filter((c): c is { label: string; href: string; variant?: string } => !!c && typeof c === "object" && typeof c.label === "string" && typeof c.href === "string")
        .map((c) => ({ label: c.label, href: c.href, variant: c.variant === "outline" ? ("outline" as const) : ("primary" as const) }))
    : [];
  return { lead: typeof f.lead === "string" ? f.lead : "", updatedLabel: typeof f.updatedLabel === "string" ? f.updatedLabel : "", ctas };
}

/** A static page as its editor's form values (null when there is none, or it is built from sections). */
export async function getAdminPage(db: Db, id: string): Promise<AdminPageForm | null> {
  const row = await pageRow(db, id);
  if (!row || row.pageType === CAMPAIGN_PAGE_TYPE || row.pageType === LANDING_PAGE_TYPE) return null;
  return { ...common(row), bodyHtml: row.bodyHtml, fields: staticFields(row.fields) };
}

/** A campaign or landing page as the composer's form values; stored sections that do not parse start empty. */
export async function getAdminCampaign(db: Db, id: string, pageTypes: readonly string[] = [CAMPAIGN_PAGE_TYPE]): Promise<AdminCampaignForm | null> {
  const row = await pageRow(db, id);
  if (!row || !pageTypes.includes(row.pageType)) return null;
  const parsed = campaignFieldsSchema.safeParse(row.fields);
  return { ...common(row), sections: parsed.success ? parsed.data.sections : [] };
}

/** The page type of a page id (the pages editor opens landing pages in the composer). */
export async function pageTypeOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ pageType: contentPages.pageType }).from(contentPages).where(eq(contentPages.id, id));
  return row?.pageType ?? null;
}
