import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { mergeLocationsSchema } from "@/features/admin-places/schemas";
import { mergeLocations } from "@/features/admin-places/server/merge-locations";

export const dynamic = "force-dynamic";

/** POST /api/admin/places/locations/merge: the duplicate's jobs move to the target and the duplicate goes. */
export const POST = apiRoute({ permission: "admin", feature: "admin-job-location-management", body: mergeLocationsSchema }, async ({ body, user, correlationId }) =>
  mergeLocations(getDb(), user, body, { correlationId }),
);
