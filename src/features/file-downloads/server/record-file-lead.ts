import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { hitLimit, type Limit } from "@/lib/rate-limit";
import { fileDownloadFilePath } from "../routes";
import { FILE_DOWNLOAD_TEXTS, type FileLeadResult, type FileLeadValues } from "../schemas";
import { signDownloadToken } from "./download-token";
import { findPublishedFile } from "./queries";

/*
 * POST /api/content/files/{id}/leads: a visitor gives an email (and agrees to the file's consent
 * text) for a gated file. One lead per file and email, case-insensitive (the table's unique index on
 * lower(email)): a second request counts another download and refreshes the lead instead of adding
 * one. The download is counted here, when the link is handed out (the GET that serves the file is a
 * read: decision 048). The first source seen is kept; a signed-in visitor's account is linked.
 * Rate-limited per client address, before any work.
 */
export const FILE_LEAD_RATE_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60 };

export async function recordFileLead(
  db: Db,
  input: { slug: string; values: FileLeadValues; userId: string | null; clientKey: string; now?: Date },
): Promise<FileLeadResult & { leadId: string }> {
  const limit = await hitLimit(db, `file-lead:${input.clientKey}`, FILE_LEAD_RATE_LIMIT);
  if (limit.limited) throw new AppError("RATE_LIMITED", FILE_DOWNLOAD_TEXTS.rateLimited, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const file = await findPublishedFile(db, input.slug);
  if (!file) throw new AppError("NOT_FOUND", "This file is not available.");
  if (!file.gated) throw new AppError("BAD_REQUEST", FILE_DOWNLOAD_TEXTS.notGated);
  const now = input.now ?? new Date();
  const { email, name, source } = input.values;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into content_file_leads (file_id, email, name, consent_text, user_id, source, download_count, last_download_at)
    values (${file.id}, ${email}, ${name || null}, ${file.consentText}, ${input.userId}, ${source || null}, 1, ${now.toISOString()})
    on conflict (file_id, lower(email)) do update set
      name = coalesce(excluded.name, content_file_leads.name),
      consent_text = excluded.consent_text,
      user_id = coalesce(excluded.user_id, content_file_leads.user_id),
      source = coalesce(content_file_leads.source, excluded.source),
      download_count = content_file_leads.download_count + 1,
      last_download_at = excluded.last_download_at
    returning id`);
  const leadId = rows[0]!.id;
  const { token, expiresAt } = signDownloadToken(file.id, leadId, now.getTime());
  return { leadId, downloadUrl: fileDownloadFilePath(file.slug, token), expiresAt: expiresAt.toISOString() };
}
