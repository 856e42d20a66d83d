import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { PLACES_MESSAGES } from "@/features/admin-places/messages";
import { POSTAL_CSV_MAX_BYTES, stagePostalSchema } from "@/features/admin-places/schemas";
import { stagePostalUpload } from "@/features/admin-places/server/stage-postal-upload";

export const dynamic = "force-dynamic";

/** POST /api/admin/places/postal-codes/uploads: validates a CSV (or takes the shipped package) and keeps it with its diff, pending. */
export const POST = apiRoute(
  { permission: "admin", body: stagePostalSchema, maxBodyBytes: POSTAL_CSV_MAX_BYTES + 64 * 1024, bodyTooLargeMessage: PLACES_MESSAGES.csvTooLarge },
  async ({ body, user }) => stagePostalUpload(getDb(), user, body),
);
