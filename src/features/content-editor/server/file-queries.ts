import "server-only";
import { count, desc, eq, max, sum } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentFileLeads, contentFiles, type ContentStatus } from "@/db/schema";
import { csvFileName, toCsv } from "@/lib/csv";
import { fileDownloadPath } from "@/lib/content-routes";
import type { FileInput } from "../file-schemas";

/*
 * The files editor's reads (admin pages and routes only: authorization is theirs): the files with
 * their leads' counts, one file's form values, its leads a page at a time and all of them as CSV.
 */
export const LEADS_PAGE_SIZE = 50;

export type AdminFileRow = {
  id: string;
  slug: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  gated: boolean;
  status: ContentStatus;
  updatedAt: string;
  url: string;
  leads: number;
  downloads: number;
};

export async function listAdminFiles(db: Db): Promise<AdminFileRow[]> {
  const rows = await db
    .select({
      id: contentFiles.id,
      slug: contentFiles.slug,
      title: contentFiles.title,
      fileName: contentFiles.fileName,
      sizeBytes: contentFiles.sizeBytes,
      gated: contentFiles.gated,
      status: contentFiles.status,
      updatedAt: contentFiles.updatedAt,
      leads: count(contentFileLeads.id),
      downloads: sum(contentFileLeads.downloadCount).mapWith(Number),
    })
    .from(contentFiles)
    .leftJoin(contentFileLeads, eq(contentFileLeads.fileId, contentFiles.id))
    .groupBy(contentFiles.id)
    .orderBy(desc(contentFiles.updatedAt), desc(contentFiles.id));
  return rows.map((r) => ({ ...r, downloads: r.downloads ?? 0, updatedAt: r.updatedAt.toISOString(), url: fileDownloadPath(r.slug) }));
}

export type AdminFileForm = Required<Omit<FileInput, "publishing">> & {
  id: string;
  url: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  publishing: { status: ContentStatus; publishAt: string | null; unpublishAt: string | null };
};

export async function getAdminFile(db: Db, id: string): Promise<AdminFileForm | null> {
  const [r] = await db.select().from(contentFiles).where(eq(contentFiles.id, id));
  if (!r) return null;
  return {
    id: r.id,
    url: fileDownloadPath(r.slug),
    title: r.title,
    slug: r.slug,
    description: r.description,
    gated: r.gated,
    consentText: r.consentText,
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    publishing: { status: r.status, publishAt: r.publishAt?.toISOString() ?? null, unpublishAt: r.unpublishAt?.toISOString() ?? null },
  };
}

export type FileLeadRow = { id: string; email: string; name: string | null; source: string | null; downloads: number; firstAt: string; lastAt: string | null };

const leadColumns = {
  id: contentFileLeads.id,
  email: contentFileLeads.email,
  name: contentFileLeads.name,
  source: contentFileLeads.source,
  downloads: contentFileLeads.downloadCount,
  firstAt: contentFileLeads.createdAt,
  lastAt: contentFileLeads.lastDownloadAt,
};

/** A page of a file's leads, newest first (content_file_leads_created_idx). */
export async function listFileLeads(db: Db, fileId: string, page = 1): Promise<{ rows: FileLeadRow[]; total: number; page: number; pageCount: number; lastAt: string | null }> {
  const [agg] = await db.select({ total: count(), lastAt: max(contentFileLeads.lastDownloadAt) }).from(contentFileLeads).where(eq(contentFileLeads.fileId, fileId));
  const total = agg?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select(leadColumns)
    .from(contentFileLeads)
    .where(eq(contentFileLeads.fileId, fileId))
    .orderBy(desc(contentFileLeads.createdAt), desc(contentFileLeads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((current - 1) * LEADS_PAGE_SIZE);
  return {
    rows: rows.map((r) => ({ ...r, firstAt: r.firstAt.toISOString(), lastAt: r.lastAt?.toISOString() ?? null })),
    total,
    page: current,
    pageCount,
    lastAt: agg?.lastAt ? new Date(agg.lastAt).toISOString() : null,
  };
}

export const LEADS_CSV_HEADER = ["Email", "Name", "Source", "Downloads", "First download (UTC)", "Last download (UTC)"] as const;

/** Every lead of a file as an RFC 4180 attachment (lib/csv.ts: formula-looking cells guarded), or null when the file does not exist. */
export async function fileLeadsCsv(db: Db, fileId: string): Promise<Response | null> {
  const [file] = await db.select({ slug: contentFiles.slug }).from(contentFiles).where(eq(contentFiles.id, fileId));
  if (!file) return null;
  const rows = await db.select(leadColumns).from(contentFileLeads).where(eq(contentFileLeads.fileId, fileId)).orderBy(desc(contentFileLeads.createdAt), desc(contentFileLeads.id));
  const body = toCsv(
    LEADS_CSV_HEADER,
    rows.map((r) => [r.email, r.name, r.source, r.downloads, r.firstAt.toISOString(), r.lastAt?.toISOString() ?? null]),
  );
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${csvFileName([file.slug, "leads"])}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
