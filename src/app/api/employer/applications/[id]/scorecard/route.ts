import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { scorecardSchema } from "@/features/applicant-tracking/schemas";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { listScorecards, saveScorecard, scorecardAttributes } from "@/features/applicant-tracking/server/ratings-and-scorecards";

export const dynamic = "force-dynamic";

/** GET /api/employer/applications/{id}/scorecard: the posting's attributes and every member's scorecard (applicants.read). */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.read");
  const [attributes, scorecards] = await Promise.all([scorecardAttributes(db, ref.jobId), listScorecards(db, ref.applicationId)]);
  return Response.json({ attributes, scorecards }, { headers: { "Cache-Control": "private, no-store" } });
});

/** PUT /api/employer/applications/{id}/scorecard: the member's own scorecard, made or replaced (applicants.review). */
export const PUT = apiRoute({ permission: "employer", body: scorecardSchema }, async ({ user, params, body }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.review");
  return saveScorecard(db, ref, user!.id, body);
});
