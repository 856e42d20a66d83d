import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { restorePage } from "@/features/content-editor/server/save-page";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/campaigns/{id}/revisions/{revisionId}/restore: writes that version back as a new save. */
export const POST = apiRoute({ permission: "admin" }, async ({ params: p, user, correlationId }) => restorePage(getDb(), user, idParam(p.id), idParam(p.revisionId), correlationId));
