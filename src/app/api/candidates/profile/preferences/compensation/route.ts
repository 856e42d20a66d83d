import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { compensationPrefsSchema } from "@/features/candidate-preferences/schemas";
import { updateCompensationPreferences } from "@/features/candidate-preferences/server/update-preferences";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/preferences/compensation: the pay the signed-in person wants; the other sections are left as they are. */
export const PUT = apiRoute({ permission: "authenticated", body: compensationPrefsSchema }, async ({ user, body }) => {
  return updateCompensationPreferences(getDb(), { userId: user!.id, input: body });
});
