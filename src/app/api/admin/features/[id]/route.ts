import { getDb } from "@/db/client";
import { expireAllPages } from "@/lib/page-cache";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { ADMIN_MESSAGES } from "@/features/admin/messages";
import { updateFeatureFlagSchema } from "@/features/admin/schemas";
import { parseIdParam } from "@/features/admin/server/parse-id";
import { getFeatureFlag } from "@/features/admin/server/queries";
import { updateFeatureFlag } from "@/features/admin/server/update-feature-flag";

export const dynamic = "force-dynamic";

/** GET /api/admin/features/[id]: one feature flag. */
export const GET = apiRoute({ permission: "admin" }, async ({ params }) => {
  const flag = await getFeatureFlag(getDb(), parseIdParam(params.id));
  if (!flag) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.flagNotFound);
  return flag;
});

/**
 * PATCH /api/admin/features/[id] { enabled?, description? }: turns a flag on/off, edits its description.
 * Cached pages (browse pages, job detail) answer by their flags, so all of them are expired.
 */
export const PATCH = apiRoute({ permission: "admin", body: updateFeatureFlagSchema }, async ({ params, body, user, correlationId }) => {
  const flag = await updateFeatureFlag(getDb(), user, parseIdParam(params.id), body, correlationId);
  expireAllPages();
  return flag;
});
