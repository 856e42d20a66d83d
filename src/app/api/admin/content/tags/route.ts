import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveTag } from "@/features/content-editor/server/save-taxonomy";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/tags { ...tag form }: creates a tag; answers { id, slug }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => saveTag(getDb(), user, body, { correlationId }));
