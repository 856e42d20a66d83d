import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { deleteTag, saveTag } from "@/features/content-editor/server/save-taxonomy";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/tags/{id} { ...tag form }: saves the tag (an old slug keeps redirecting). */
export const PUT = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params: p, body, user, correlationId }) =>
  saveTag(getDb(), user, body, { id: idParam(p.id), correlationId }),
);

/** DELETE /api/admin/content/tags/{id}: only a tag no post uses (409 with how many otherwise). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params: p, user, correlationId }) => {
  await deleteTag(getDb(), user, idParam(p.id), correlationId);
  return new Response(null, { status: 204 });
});
