import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createPromotionSchema } from "@/features/admin-promotions/schemas";
import { createPromotion } from "@/features/admin-promotions/server/save-promotion";

export const dynamic = "force-dynamic";

/** POST /api/admin/promoted-jobs: promotes a job for a date range with a boost level. */
export const POST = apiRoute({ permission: "admin", body: createPromotionSchema }, async ({ body, user, correlationId }) =>
  createPromotion(getDb(), user, body, { correlationId }),
);
