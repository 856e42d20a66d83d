import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { idParam } from "@/features/content-editor/server/editor-input";
import { deleteAuthor, saveAuthor } from "@/features/content-editor/server/save-taxonomy";

export const dynamic = "force-dynamic";

/** PUT /api/admin/content/authors/{id} { ...author form }: saves the author (an old slug keeps redirecting). */
export const PUT = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params: p, body, user, correlationId }) =>
  saveAuthor(getDb(), user, body, { id: idParam(p.id), correlationId }),
);

/** DELETE /api/admin/content/authors/{id}: only a author no post uses (409 with how many otherwise). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params: p, user, correlationId }) => {
  await deleteAuthor(getDb(), user, idParam(p.id), correlationId);
  return new Response(null, { status: 204 });
});
