import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getCandidatePreferences } from "@/features/candidate-preferences/server/queries";

export const dynamic = "force-dynamic";

/** GET /api/candidates/profile/preferences: the signed-in person's employment, compensation and experience sections (decision 027). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  return Response.json(await getCandidatePreferences(getDb(), user!.id), { headers: { "Cache-Control": "private, no-store" } });
});
