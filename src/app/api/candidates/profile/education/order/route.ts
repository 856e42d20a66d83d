import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderSchema } from "@/features/candidate-profile/schemas";
import { reorderEducation } from "@/features/candidate-profile/server/education";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/education/order { ids }: every one of the person's entries once, in the new order. */
export const PUT = apiRoute({ permission: "authenticated", body: reorderSchema }, async ({ user, body }) => {
  return reorderEducation(getDb(), { userId: user!.id, ids: body.ids });
});
