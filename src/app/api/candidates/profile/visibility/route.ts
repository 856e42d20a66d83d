import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { profileVisibilitySchema } from "@/features/candidate-profile/schemas";
import { setProfileVisibility } from "@/features/candidate-profile/server/set-profile-visibility";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/visibility { discoverable }: the signed-in person's own profile, discoverable by employers or private (decision 031). */
export const PUT = apiRoute({ permission: "authenticated", body: profileVisibilitySchema }, async ({ user, body }) => {
  return setProfileVisibility(getDb(), { userId: user!.id, input: body });
});
