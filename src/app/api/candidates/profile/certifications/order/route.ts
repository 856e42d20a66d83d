import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { reorderSchema } from "@/features/candidate-profile/schemas";
import { reorderCertifications } from "@/features/candidate-profile/server/certifications";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/certifications/order { ids }: every one of the person's certifications once, in the new order. */
export const PUT = apiRoute({ permission: "authenticated", body: reorderSchema }, async ({ user, body }) => {
  return reorderCertifications(getDb(), { userId: user!.id, ids: body.ids });
});
