import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { isFeatureEnabled } from "@/lib/flags/server";
import { keyResultInputSchema } from "@/features/admin-metrics/schemas";
import { OKR_FLAG_KEY } from "@/features/admin-metrics/labels";
import { parseIdParam } from "@/features/admin-metrics/server/parse-id";
import { createKeyResult } from "@/features/admin-metrics/server/create-key-result";

export const dynamic = "force-dynamic";

/** POST /api/admin/okrs/objectives/[id]/key-results: a key result bound to a catalogue metric. */
export const POST = apiRoute({ permission: "admin", body: keyResultInputSchema }, async ({ params, body, user, correlationId }) => {
  const db = getDb();
  const id = parseIdParam(params.id);
  return createKeyResult(db, user!, id, body, { showFirstParty: await isFeatureEnabled(OKR_FLAG_KEY, db), correlationId });
});
