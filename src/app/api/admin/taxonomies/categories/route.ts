import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveCategory } from "@/features/admin-taxonomies/server/categories";

export const dynamic = "force-dynamic";

/** POST /api/admin/taxonomies/categories { typeId, parentId?, name, slug?, description?, sortOrder? }: creates a category; answers { id, slug }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => saveCategory(getDb(), undefined, body, { actor: user, correlationId }));
