import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { setJobRoleActive } from "@/features/admin-taxonomies/server/job-roles";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PUT /api/admin/taxonomies/job-roles/{id}/active { active }: deactivates or reactivates a job role. */
export const PUT = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  setJobRoleActive(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);
