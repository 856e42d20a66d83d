import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentPages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { slugify } from "@/lib/slugify";
import { CAMPAIGN_PAGE_TYPE, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { invalidateContentCache } from "@/features/content/server/queries";
import { sanitizeCampaignSections } from "@/features/campaigns/server/queries";
import { campaignInputSchema, PAGE_MESSAGES, type CampaignValues } from "../page-schemas";
import { fieldError, parseEditorInput, requireEditor } from "./editor-input";
import { publishingNote, seoColumns, type SavedPage } from "./page-columns";
import { publishingColumns, schedulePublishingJobs } from "./publishing";
import { forgetSlug, redirectKindForPage, rememberOldSlug } from "./redirects";
import { recordRevision } from "./revisions";

export const CAMPAIGN_SAVE_ACTION = "content.campaign.save";

/*
 * An administrator saves a page built from sections (issue 18 part 4): a campaign (/campaign/{slug};
 * new when `id` is omitted) or a landing page such as /getting-hired (pageType "landing", existing
 * only, its slug fixed by its route). The sections are checked against the campaigns' contract
 * (campaignFieldsSchema: per-field messages at sections.N.field) and their HTML (FAQ answers, rich
 * text) sanitised. A campaign's slug defaults to the title's words, must be free among campaigns,
 * and a changed slug is remembered (content_redirects "page:campaign"), so the old URL redirects.
 * Each save records a revision and an audit event; after the transaction the schedule's queue jobs
 * are sent and the content cache cleared.
 */
export async function saveCampaign(
  db: Db,
  actorIn: CurrentUser | null,
  input: unknown,
  opts: { id?: string; pageType?: string; correlationId: string; note?: string; now?: Date },
): Promise<SavedPage> {
  const actor = requireEditor(actorIn);
  const values = parseEditorInput(campaignInputSchema, input);
  const pageType = opts.pageType ?? CAMPAIGN_PAGE_TYPE;
  if (pageType !== CAMPAIGN_PAGE_TYPE && (pageType !== LANDING_PAGE_TYPE || !opts.id)) throw new AppError("BAD_REQUEST", PAGE_MESSAGES.notEditableHere);
  const now = opts.now ?? new Date();
  const cols = publishingColumns(values.publishing, now);
  const sections = sanitizeCampaignSections(values.sections);

  const saved = await db.transaction(async (tx) => {
    let before: { pageType: string; slug: string; title: string; status: string } | undefined;
    if (opts.id) {
      [before] = await tx
        .select({ pageType: contentPages.pageType, slug: contentPages.slug, title: contentPages.title, status: contentPages.status })
        .from(contentPages)
        .where(eq(contentPages.id, opts.id))
        .for("update");
      if (!before || before.pageType !== pageType) throw new AppError("NOT_FOUND", PAGE_MESSAGES.campaignNotFound);
    }
    const slug = pageType === LANDING_PAGE_TYPE ? before!.slug : values.slug || slugify(values.title) || "campaign";
    const [taken] = await tx
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(and(eq(contentPages.pageType, pageType), eq(contentPages.slug, slug), opts.id ? ne(contentPages.id, opts.id) : undefined))
      .limit(1);
    if (taken) throw fieldError("slug", PAGE_MESSAGES.slugTaken);
    const snapshot: CampaignValues = { ...values, slug, sections };
    const row = {
      title: values.title,
      slug,
      fields: { sections },
      ...seoColumns(values.seo),
      status: cols.status,
      publishAt: cols.publishAt,
      unpublishAt: cols.unpublishAt,
      updatedByUserId: actor.id,
      updatedAt: now,
    };
    const [written] = opts.id
      ? await tx.update(contentPages).set(row).where(eq(contentPages.id, opts.id)).returning({ id: contentPages.id, updatedAt: contentPages.updatedAt })
      : await tx
          .insert(contentPages)
          .values({ ...row, pageType, ogType: "website" })
          .returning({ id: contentPages.id, updatedAt: contentPages.updatedAt });
    const id = written!.id;
    const kind = redirectKindForPage(pageType);
    if (before && before.slug !== slug) await rememberOldSlug(tx, kind, before.slug, id);
    await forgetSlug(tx, kind, slug);
    await recordRevision(tx, { kind: "page", entityId: id, snapshot, note: opts.note ?? publishingNote(cols), userId: actor.id });
    await tx.insert(auditEvents).values({
      actorUserId: actor.id,
      action: CAMPAIGN_SAVE_ACTION,
      targetType: "content-page",
      targetId: id,
      data: { pageType, old: before ? { title: before.title, slug: before.slug, status: before.status } : null, new: { title: values.title, slug, status: cols.status } },
      correlationId: opts.correlationId,
    });
    return { id, slug, updatedAt: written!.updatedAt };
  });

  await schedulePublishingJobs("page", saved.id, cols);
  invalidateContentCache();
  return { id: saved.id, pageType, slug: saved.slug, status: cols.status, updatedAt: saved.updatedAt.toISOString() };
}
