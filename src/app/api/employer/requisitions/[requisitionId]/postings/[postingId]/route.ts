import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { unlinkPosting } from "@/features/requisitions/server/postings";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/** DELETE /api/employer/requisitions/{requisitionId}/postings/{postingId} (decision 045): unlink it (requisitions.edit). */
export const DELETE = apiRoute({ permission: "employer", feature: "requisitions" }, async ({ user, params }) => {
  const db = getDb();
  await unlinkPosting(db, user!, params.requisitionId!, params.postingId!);
  return privateJson(await requisitionAnswer(db, user!, params.requisitionId!));
});
