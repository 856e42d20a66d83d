import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { deleteCategoryType, updateCategoryType } from "@/features/admin-taxonomies/server/category-types";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/taxonomies/category-types/{id} { name, slug? }: renames a type (a slug the code uses stays). */
export const PATCH = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  updateCategoryType(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);

/** DELETE /api/admin/taxonomies/category-types/{id}: deletes an empty type (409 while it has categories). */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => {
  await deleteCategoryType(getDb(), parseId(params.id), { actor: user, correlationId });
  return new Response(null, { status: 204 });
});
