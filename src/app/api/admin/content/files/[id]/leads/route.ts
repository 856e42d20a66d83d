import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { FILE_MESSAGES, leadsQuerySchema } from "@/features/content-editor/file-schemas";
import { idParam } from "@/features/content-editor/server/editor-input";
import { fileLeadsCsv, listFileLeads } from "@/features/content-editor/server/file-queries";

export const dynamic = "force-dynamic";

/** GET /api/admin/content/files/{id}/leads[?page=][&format=csv]: the file's leads, a page of them or all as CSV (RFC 4180). */
export const GET = apiRoute({ permission: "admin", query: leadsQuerySchema }, async ({ params: p, query }) => {
  const id = idParam(p.id);
  if (query.format !== "csv") return listFileLeads(getDb(), id, query.page ?? 1);
  const csv = await fileLeadsCsv(getDb(), id);
  if (!csv) throw new AppError("NOT_FOUND", FILE_MESSAGES.fileNotFound);
  return csv;
});
