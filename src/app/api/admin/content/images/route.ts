import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { base64JsonBodyLimit } from "@/lib/api/request-body";
import { CONTENT_IMAGE_MAX_BYTES, EDITOR_MESSAGES, contentImageUploadSchema } from "@/features/content-editor/schemas";
import { uploadContentImage } from "@/features/content-editor/server/upload-content-image";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/images { fileName, base64EncodedData }: stores a PNG/JPEG for the site's content; answers { key, url }. */
export const POST = apiRoute(
  { permission: "admin", body: contentImageUploadSchema, maxBodyBytes: base64JsonBodyLimit(CONTENT_IMAGE_MAX_BYTES), bodyTooLargeMessage: EDITOR_MESSAGES.imageTooLarge },
  async ({ user, body, correlationId }) => uploadContentImage(getDb(), user, body, correlationId),
);
