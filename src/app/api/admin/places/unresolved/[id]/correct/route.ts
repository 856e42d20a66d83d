import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { correctPlaceSchema } from "@/features/admin-places/schemas";
import { parseIdParam } from "@/features/admin-places/server/guard";
import { correctPlace, undoPlaceCorrection } from "@/features/admin-places/server/correct-place";

export const dynamic = "force-dynamic";

/** POST /api/admin/places/unresolved/[id]/correct: the place means this location or postal code. */
export const POST = apiRoute({ permission: "admin", feature: "admin-job-location-management", body: correctPlaceSchema }, async ({ params, body, user, correlationId }) =>
  correctPlace(getDb(), user, parseIdParam(params.id), body, { correlationId }),
);

/** DELETE /api/admin/places/unresolved/[id]/correct: takes the correction back. */
export const DELETE = apiRoute({ permission: "admin", feature: "admin-job-location-management" }, async ({ params, user, correlationId }) =>
  undoPlaceCorrection(getDb(), user, parseIdParam(params.id), { correlationId }),
);
