import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { isFeatureEnabled } from "@/lib/flags/server";
import { keyResultInputSchema } from "@/features/admin-metrics/schemas";
import { OKR_FLAG_KEY } from "@/features/admin-metrics/labels";
import { parseIdParam } from "@/features/admin-metrics/server/parse-id";
import { updateKeyResult } from "@/features/admin-metrics/server/update-key-result";
import { deleteKeyResult } from "@/features/admin-metrics/server/delete-key-result";

export const dynamic = "force-dynamic";

/** PATCH /api/admin/okrs/key-results/[id]: edits a key result. */
export const PATCH = apiRoute({ permission: "admin", body: keyResultInputSchema }, async ({ params, body, user, correlationId }) => {
  const db = getDb();
  const id = parseIdParam(params.id);
  return updateKeyResult(db, user!, id, body, { showFirstParty: await isFeatureEnabled(OKR_FLAG_KEY, db), correlationId });
});

/** DELETE /api/admin/okrs/key-results/[id]: deletes a key result. */
export const DELETE = apiRoute({ permission: "admin" }, async ({ params, user, correlationId }) => deleteKeyResult(getDb(), user!, parseIdParam(params.id), correlationId));
