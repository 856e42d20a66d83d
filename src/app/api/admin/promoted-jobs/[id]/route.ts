import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin-promotions/server/parse-id";
import { updatePromotionSchema } from "@/features/admin-promotions/schemas";
import { updatePromotion } from "@/features/admin-promotions/server/save-promotion";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/promoted-jobs/[id]: new dates or boost level. */
export const PATCH = apiRoute({ permission: "admin", body: updatePromotionSchema }, async ({ params, body, user, correlationId }) =>
  updatePromotion(getDb(), user, parseIdParam(params.id), body, { correlationId }),
);
