import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { previewInputSchema } from "@/features/content-editor/page-schemas";
import { previewContent } from "@/features/content-editor/server/preview";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/preview { kind, bodyHtml | sections }: the editor's unsaved HTML sanitised as a save would, for the preview. */
export const POST = apiRoute({ permission: "admin", body: previewInputSchema, maxBodyBytes: 512 * 1024 }, async ({ body, user }) => previewContent(getDb(), user, body));
