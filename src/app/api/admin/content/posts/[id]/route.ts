import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { deletePost, savePost } from "@/features/content-editor/server/save-post";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/posts/{id} { ...post form }: saves the post (a new revision). */
export const PUT = apiRoute({ permission: "admin", body: z.unknown(), maxBodyBytes: 512 * 1024 }, async ({ params: p, body, user, correlationId }) =>
  savePost(getDb(), user, body, { id: idParam(p.id), correlationId }),
);

/** DELETE /api/admin/content/posts/{id}: deletes a draft (409 for a post that was ever scheduled or live). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params: p, user, correlationId }) => {
  await deletePost(getDb(), user, idParam(p.id), correlationId);
  return new Response(null, { status: 204 });
});
