import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { experienceSchema } from "@/features/candidate-preferences/schemas";
import { updateExperience } from "@/features/candidate-preferences/server/update-preferences";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/preferences/experience: the signed-in person's experience level, industries and people managed; the other sections are left as they are. */
export const PUT = apiRoute({ permission: "authenticated", body: experienceSchema }, async ({ user, body }) => {
  return updateExperience(getDb(), { userId: user!.id, input: body });
});
