import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { CONTENT_FILE_FORM_MAX_BYTES, FILE_MESSAGES } from "@/features/content-editor/file-schemas";
import { idParam } from "@/features/content-editor/server/editor-input";
import { fileFormParts, saveFile } from "@/features/content-editor/server/save-file";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/files/{id} (multipart: values JSON, and a file to replace the document): saves the file. */
export const PUT = apiRoute(
  { permission: "admin", maxBodyBytes: CONTENT_FILE_FORM_MAX_BYTES, bodyTooLargeMessage: FILE_MESSAGES.tooLarge },
  async ({ params: p, request, user, correlationId }) => saveFile(getDb(), user, await fileFormParts(request), { id: idParam(p.id), correlationId }),
);
