import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { parseIdParam } from "@/features/admin-promotions/server/parse-id";
import { endPromotionSchema } from "@/features/admin-promotions/schemas";
import { endPromotion } from "@/features/admin-promotions/server/end-promotion";

export const dynamic = "force-dynamic";

/** POST /api/admin/promoted-jobs/[id]/end: ends an active promotion now or cancels a scheduled one. */
export const POST = apiRoute({ permission: "admin", body: endPromotionSchema }, async ({ params, body, user, correlationId }) =>
  endPromotion(getDb(), user, parseIdParam(params.id), body, { correlationId }),
);
