import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveSkill } from "@/features/admin-taxonomies/server/skills";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/taxonomies/skills/{id} { name, category, aliases? }: edits a skill (its slug stays); the loader keeps the edit. */
export const PATCH = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  saveSkill(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);
