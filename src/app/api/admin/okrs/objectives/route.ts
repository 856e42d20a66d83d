import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { objectiveInputSchema } from "@/features/admin-metrics/schemas";
import { createObjective } from "@/features/admin-metrics/server/create-objective";

export const dynamic = "force-dynamic";

/** POST /api/admin/okrs/objectives: a new objective (title, owner, period). */
export const POST = apiRoute({ permission: "admin", body: objectiveInputSchema }, async ({ body, user, correlationId }) => createObjective(getDb(), user!, body, correlationId));
