import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { saveJobRole } from "@/features/admin-taxonomies/server/job-roles";

export const dynamic = "force-dynamic";

/** POST /api/admin/taxonomies/job-roles { title, slug?, categoryId?, subcategoryId?, aliases?, description?, active? }: creates a job role. */
export const POST = apiRoute({ permission: "admin", body: z.unknown() }, async ({ body, user, correlationId }) => saveJobRole(getDb(), undefined, body, { actor: user, correlationId }));
