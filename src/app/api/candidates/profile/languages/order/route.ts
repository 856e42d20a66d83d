import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderSchema } from "@/features/candidate-profile/schemas";
import { reorderLanguages } from "@/features/candidate-profile/server/languages";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/languages/order { ids }: every one of the person's languages once, in the new order. */
export const PUT = apiRoute({ permission: "authenticated", body: reorderSchema }, async ({ user, body }) => {
  return reorderLanguages(getDb(), { userId: user!.id, ids: body.ids });
});
