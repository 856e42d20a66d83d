import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { locationPickerQuerySchema } from "@/features/admin-places/schemas";
import { findLocations } from "@/features/admin-places/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/admin/places/locations?q=: locations to pick as a correction's or a merge's target. */
export const GET = apiRoute({ permission: "admin", feature: "admin-job-location-management", query: locationPickerQuerySchema }, async ({ query }) => ({
  locations: await findLocations(getDb(), query.q),
}));
