import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { linkPostingSchema } from "@/features/requisitions/schemas";
import { linkPosting } from "@/features/requisitions/server/postings";
import { privateJson, requisitionAnswer } from "@/features/requisitions/server/responses";

export const dynamic = "force-dynamic";

/** POST /api/employer/requisitions/{requisitionId}/postings {postingId} (decision 045): link a posting of the same company that serves no other requisition (requisitions.edit). */
export const POST = apiRoute({ permission: "employer", feature: "requisitions", body: linkPostingSchema, maxBodyBytes: 4 * 1024 }, async ({ user, params, body }) => {
  const db = getDb();
  await linkPosting(db, user!, params.requisitionId!, body.postingId);
  return privateJson(await requisitionAnswer(db, user!, params.requisitionId!));
});
