import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveSkill } from "@/features/admin-taxonomies/server/skills";

export const dynamic = "force-dynamic";

/** POST /api/admin/taxonomies/skills { name, slug?, category, aliases? }: adds a skill to the vocabulary. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => saveSkill(getDb(), undefined, body, { actor: user, correlationId }));
