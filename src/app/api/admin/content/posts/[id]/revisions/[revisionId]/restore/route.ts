import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { restorePost } from "@/features/content-editor/server/restore-post";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/posts/{id}/revisions/{revisionId}/restore: writes that version back as a new save. */
export const POST = apiRoute({ permission: "admin" }, async ({ params: p, user, correlationId }) => {
  const [id, revisionId] = [idParam(p.id), idParam(p.revisionId)];
  return restorePost(getDb(), user, id, revisionId, correlationId);
});
