import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveAuthor } from "@/features/content-editor/server/save-taxonomy";

export const dynamic = "force-dynamic";

/** POST /api/admin/content/authors { ...author form }: creates a author; answers { id, slug }. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => saveAuthor(getDb(), user, body, { correlationId }));
