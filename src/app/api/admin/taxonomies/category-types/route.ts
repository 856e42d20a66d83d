import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createCategoryType } from "@/features/admin-taxonomies/server/category-types";

export const dynamic = "force-dynamic";

/** POST /api/admin/taxonomies/category-types { name, slug? }: creates a category type; answers { id, slug }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => createCategoryType(getDb(), body, { actor: user, correlationId }));
