import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { ratingSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { setRating } from "@/features/applicant-tracking/server/ratings-and-scorecards";

export const dynamic = "force-dynamic";

/** PUT /api/employer/applications/{id}/rating {rating: 1-5 | null}: the member's stars; answers the new average (applicants.review). */
export const PUT = apiRoute({ permission: "employer", body: ratingSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.review");
  return setRating(db, ref, user!.id, body.rating);
});
