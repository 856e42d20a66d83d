import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderSchema } from "@/features/candidate-profile/schemas";
import { reorderReferences } from "@/features/candidate-profile/server/references";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/references/order { ids }: every one of the person's references once, in the new order. */
export const PUT = apiRoute({ permission: "authenticated", body: reorderSchema }, async ({ user, body }) => {
  return reorderReferences(getDb(), { userId: user!.id, ids: body.ids });
});
