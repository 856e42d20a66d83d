import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { getProfileWithCompletion } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** GET /api/candidates/profile: the signed-in person's own profile and each section's state (decision 024). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  const { profile, completion } = await getProfileWithCompletion(getDb(), user!.id);
  return Response.json({ ...profile, completion }, { headers: PRIVATE });
});
