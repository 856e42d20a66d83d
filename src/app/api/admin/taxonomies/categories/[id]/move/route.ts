import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { moveCategory } from "@/features/admin-taxonomies/server/categories";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** POST /api/admin/taxonomies/categories/{id}/move { direction: "up" | "down" }: reorders among siblings; answers { moved }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  moveCategory(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);
