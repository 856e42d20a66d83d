import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { personalInfoSchema } from "@/features/candidate-profile/schemas";
import { updatePersonalInfo } from "@/features/candidate-profile/server/update-personal-info";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/personal-info: the signed-in person's name, contact and where they work. */
export const PUT = apiRoute({ permission: "authenticated", body: personalInfoSchema }, async ({ user, body }) => {
  return updatePersonalInfo(getDb(), { userId: user!.id, input: body });
});
