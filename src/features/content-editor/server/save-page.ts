import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditEvents, contentPages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { CAMPAIGN_PAGE_TYPE, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { invalidateContentCache, sanitizeRichHtml } from "@/features/content/server/queries";
import { PAGE_MESSAGES, staticPageInputSchema, type StaticPageValues } from "../page-schemas";
import { EDITOR_MESSAGES } from "../schemas";
import { formatNoteTime, parseEditorInput, requireEditor } from "./editor-input";
import { publishingColumns, schedulePublishingJobs } from "./publishing";
import { publishingNote, seoColumns, type SavedPage } from "./page-columns";
import { getRevisionSnapshot, isRestorable, recordRevision } from "./revisions";
import { saveCampaign } from "./save-campaign";

export const PAGE_SAVE_ACTION = "content.page.save";

/*
 * An administrator saves a static page of the route table (about, faq, privacy...; issue 18 part 3):
 * title, the rich text body (sanitised with sanitizeRichHtml, as it is again on render), the fields
 * the page shows above it (lead, date line, buttons), SEO and publishing. The slug is the route and
 * does not change. Each save records a revision (the form's values, what Restore writes back) and an
 * audit event; after the transaction the schedule's queue jobs are sent and the content cache is
 * cleared, so the public page shows the edit at once.
 */
export async function saveStaticPage(db: Db, actorIn: CurrentUser | null, input: unknown, opts: { id: string; correlationId: string; note?: string; now?: Date }): Promise<SavedPage> {
  const actor = requireEditor(actorIn);
  const values = parseEditorInput(staticPageInputSchema, input);
  const now = opts.now ?? new Date();
  const cols = publishingColumns(values.publishing, now);
  const bodyHtml = sanitizeRichHtml(values.bodyHtml);
  const snapshot: StaticPageValues = { ...values, bodyHtml };
  const fields = {
    ...(values.fields.lead ? { lead: values.fields.lead } : {}),
    ...(values.fields.updatedLabel ? { updatedLabel: values.fields.updatedLabel } : {}),
    ...(values.fields.ctas.length ? { ctas: values.fields.ctas } : {}),
  };

  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pageType: contentPages.pageType, slug: contentPages.slug, title: contentPages.title, status: contentPages.status })
      .from(contentPages)
      .where(eq(contentPages.id, opts.id))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", PAGE_MESSAGES.pageNotFound);
    if (before.pageType === CAMPAIGN_PAGE_TYPE || before.pageType === LANDING_PAGE_TYPE) throw new AppError("BAD_REQUEST", PAGE_MESSAGES.notEditableHere);
    const [written] = await tx
      .update(contentPages)
      .set({
        title: values.title,
        bodyHtml,
        fields,
        ...seoColumns(values.seo),
        status: cols.status,
        publishAt: cols.publishAt,
        unpublishAt: cols.unpublishAt,
        updatedByUserId: actor.id,
        updatedAt: now,
      })
      .where(eq(contentPages.id, opts.id))
      .returning({ updatedAt: contentPages.updatedAt });
    await recordRevision(tx, { kind: "page", entityId: opts.id, snapshot, note: opts.note ?? publishingNote(cols), userId: actor.id });
    await tx.insert(auditEvents).values({
      actorUserId: actor.id,
      action: PAGE_SAVE_ACTION,
      targetType: "content-page",
      targetId: opts.id,
      data: { pageType: before.pageType, slug: before.slug, old: { title: before.title, status: before.status }, new: { title: values.title, status: cols.status } },
      correlationId: opts.correlationId,
    });
    return { pageType: before.pageType, slug: before.slug, updatedAt: written!.updatedAt };
  });

  await schedulePublishingJobs("page", opts.id, cols);
  invalidateContentCache();
  return { id: opts.id, pageType: saved.pageType, slug: saved.slug, status: cols.status, updatedAt: saved.updatedAt.toISOString() };
}

/** PUT /api/admin/content/pages/{id}: a static page here, a landing page through the composer's save. */
export async function savePage(db: Db, actor: CurrentUser | null, input: unknown, opts: { id: string; correlationId: string; note?: string; now?: Date }): Promise<SavedPage> {
  requireEditor(actor);
  const [row] = await db.select({ pageType: contentPages.pageType }).from(contentPages).where(eq(contentPages.id, opts.id));
  if (!row) throw new AppError("NOT_FOUND", PAGE_MESSAGES.pageNotFound);
  if (row.pageType === LANDING_PAGE_TYPE || row.pageType === CAMPAIGN_PAGE_TYPE) return saveCampaign(db, actor, input, { ...opts, pageType: row.pageType });
  return saveStaticPage(db, actor, input, opts);
}

/*
 * Restore a page's (or campaign's) earlier version: its snapshot is written back through the same
 * save, so it is checked, sanitised and recorded ("Restored the version of <date>"). The content
 * comes back; the publishing state stays as it is now (an old schedule is in the past, and
 * restoring wording should not take a live page down).
 */
export async function restorePage(db: Db, actorIn: CurrentUser | null, id: string, revisionId: string, correlationId: string): Promise<SavedPage> {
  const actor = requireEditor(actorIn);
  const revision = await getRevisionSnapshot(db, "page", id, revisionId);
  if (!revision) throw new AppError("NOT_FOUND", EDITOR_MESSAGES.revisionNotFound);
  if (!isRestorable(revision.snapshot)) throw new AppError("BAD_REQUEST", EDITOR_MESSAGES.revisionNotRestorable);
  const [current] = await db
    .select({ status: contentPages.status, publishAt: contentPages.publishAt, unpublishAt: contentPages.unpublishAt })
    .from(contentPages)
    .where(eq(contentPages.id, id));
  if (!current) throw new AppError("NOT_FOUND", PAGE_MESSAGES.pageNotFound);
  const input = {
    ...revision.snapshot,
    publishing: { status: current.status, publishAt: current.publishAt?.toISOString() ?? null, unpublishAt: current.unpublishAt?.toISOString() ?? null },
  };
  return savePage(db, actor, input, { id, correlationId, note: `Restored the version of ${formatNoteTime(revision.createdAt)}` });
}
