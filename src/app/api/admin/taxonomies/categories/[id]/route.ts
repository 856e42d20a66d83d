import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteCategory, saveCategory } from "@/features/admin-taxonomies/server/categories";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/taxonomies/categories/{id} { parentId?, name, slug?, description?, sortOrder? }: edits a category (an old slug keeps redirecting). */
export const PATCH = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  saveCategory(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);

/** DELETE /api/admin/taxonomies/categories/{id}: deletes a category nothing is filed under (409 says what uses it). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => {
  await deleteCategory(getDb(), parseId(params.id), { actor: user, correlationId });
  return new Response(null, { status: 204 });
});
