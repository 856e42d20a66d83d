import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { setSkillRetired } from "@/features/admin-taxonomies/server/skills";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PUT /api/admin/taxonomies/skills/{id}/retired { retired }: retires or unretires a skill. */
export const PUT = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  setSkillRetired(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);
