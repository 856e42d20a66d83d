import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderSchema } from "@/features/candidate-profile/schemas";
import { reorderWorkHistory } from "@/features/candidate-profile/server/work-history";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/work-history/order { ids }: every one of the person's entries once, in the new order. */
export const PUT = apiRoute({ permission: "authenticated", body: reorderSchema }, async ({ user, body }) => {
  return reorderWorkHistory(getDb(), { userId: user!.id, ids: body.ids });
});
