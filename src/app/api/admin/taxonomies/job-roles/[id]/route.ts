import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveJobRole } from "@/features/admin-taxonomies/server/job-roles";
import { parseId } from "@/features/admin-taxonomies/server/input";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/taxonomies/job-roles/{id} { ...job role form }: edits a job role. */
export const PATCH = apiRoute({ permission: "admin", body: z.unknown() }, async ({ params, body, user, correlationId }) =>
  saveJobRole(getDb(), parseId(params.id), body, { actor: user, correlationId }),
);
