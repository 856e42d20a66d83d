import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { profileCompletion } from "@/features/candidate-profile/completion";
import { getCandidateProfile, hasAvatar } from "@/features/candidate-profile/server/queries";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** GET /api/candidates/profile: the signed-in person's own profile and each section's state (decision 024). */
export const GET = apiRoute({ permission: "authenticated" }, async ({ user }) => {
  const db = getDb();
  const [profile, avatar] = await Promise.all([getCandidateProfile(db, user!.id), hasAvatar(db, user!.id)]);
  return Response.json({ ...profile, completion: profileCompletion({ profile, hasAvatar: avatar }) }, { headers: PRIVATE });
});
