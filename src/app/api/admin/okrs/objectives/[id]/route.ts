import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { objectiveInputSchema } from "@/features/admin-metrics/schemas";
import { parseIdParam } from "@/features/admin-metrics/server/parse-id";
import { updateObjective } from "@/features/admin-metrics/server/update-objective";
import { deleteObjective } from "@/features/admin-metrics/server/delete-objective";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/okrs/objectives/[id]: edits an objective. */
export const PATCH = apiRoute({ permission: "admin", body: objectiveInputSchema }, async ({ params, body, user, correlationId }) =>
  updateObjective(getDb(), user!, parseIdParam(params.id), body, correlationId),
);

/** DELETE /api/admin/okrs/objectives/[id]: deletes an objective and its key results. */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => deleteObjective(getDb(), user!, parseIdParam(params.id), correlationId));
