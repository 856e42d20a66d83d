import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { decidePostalSchema } from "@/features/admin-places/schemas";
import { parseIdParam } from "@/features/admin-places/server/guard";
import { decidePostalUpload } from "@/features/admin-places/server/decide-postal-upload";

export const dynamic = "force-dynamic";

/** POST /api/admin/places/postal-codes/uploads/[id]: applies (one transaction) or discards a pending upload. */
export const POST = apiRoute({ permission: "admin", body: decidePostalSchema }, async ({ params, body, user, correlationId }) =>
  decidePostalUpload(getDb(), user, parseIdParam(params.id), body.decision, { correlationId }),
);
