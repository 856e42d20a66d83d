import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentFileLeads, contentFiles } from "@/db/schema";
import { findRedirect } from "@/features/content-editor/server/queries";

/* Reads of downloadable files (content_files) and their leads. Public reads see published files only. */
export type PublicFile = {
  id: string;
  slug: string;
  title: string;
  description: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  gated: boolean;
  consentText: string;
  storageKey: string;
};

export type FileLookup = { kind: "file"; file: PublicFile } | { kind: "redirect"; slug: string } | { kind: "missing" };

const columns = {
  id: contentFiles.id,
  slug: contentFiles.slug,
  title: contentFiles.title,
  description: contentFiles.description,
  fileName: contentFiles.fileName,
  mimeType: contentFiles.mimeType,
  sizeBytes: contentFiles.sizeBytes,
  gated: contentFiles.gated,
  consentText: contentFiles.consentText,
  storageKey: contentFiles.storageKey,
};

/** The content_redirects kind of a file's old slugs (content-editor/server/redirects.ts). */
export const FILE_REDIRECT_KIND = "file";

export async function findPublishedFile(db: Db, slug: string): Promise<PublicFile | null> {
  const [row] = await db
    .select(columns)
    .from(contentFiles)
    .where(and(eq(contentFiles.slug, slug), eq(contentFiles.published, true)))
    .limit(1);
  return row ?? null;
}

/** A published file by slug, or where its old slug now points (308), or nothing (404). */
export async function lookUpFile(db: Db, slug: string): Promise<FileLookup> {
  const file = await findPublishedFile(db, slug);
  if (file) return { kind: "file", file };
  const toId = await findRedirect(db, FILE_REDIRECT_KIND, slug);
  if (!toId) return { kind: "missing" };
  const [target] = await db
    .select({ slug: contentFiles.slug })
    .from(contentFiles)
    .where(and(eq(contentFiles.id, toId), eq(contentFiles.published, true)))
    .limit(1);
  return target && target.slug !== slug ? { kind: "redirect", slug: target.slug } : { kind: "missing" };
}

/** Whether this lead (from a download token) asked for this file. */
export async function isLeadOfFile(db: Db, leadId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentFileLeads.id })
    .from(contentFileLeads)
    .where(and(eq(contentFileLeads.id, leadId), eq(contentFileLeads.fileId, fileId)))
    .limit(1);
  return Boolean(row);
}

/** "PDF, 182 KB": the type and size line of the download page. */
export function describeFile(file: Pick<PublicFile, "mimeType" | "sizeBytes" | "fileName">): { type: string; size: string } {
  const ext = file.fileName.includes(".") ? file.fileName.split(".").pop()!.toUpperCase() : "";
  const type = file.mimeType === "application/pdf" ? "PDF" : ext || file.mimeType;
  const kb = file.sizeBytes / 1024;
  const size = kb < 1024 ? `${Math.max(1, Math.round(kb))} KB` : `${(kb / 1024).toFixed(1)} MB`;
  return { type, size };
}
