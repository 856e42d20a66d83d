import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { CONTENT_FILE_FORM_MAX_BYTES, FILE_MESSAGES } from "@/features/content-editor/file-schemas";
import { fileFormParts, saveFile } from "@/features/content-editor/server/save-file";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/files (multipart: values JSON + file): a new downloadable file (201). */
export const POST = apiRoute(
  { permission: "admin", maxBodyBytes: CONTENT_FILE_FORM_MAX_BYTES, bodyTooLargeMessage: FILE_MESSAGES.tooLarge },
  async ({ request, user, correlationId }) => Response.json(await saveFile(getDb(), user, await fileFormParts(request), { correlationId }), { status: 201 }),
);
