import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { employmentPrefsSchema } from "@/features/candidate-preferences/schemas";
import { updateEmploymentPreferences } from "@/features/candidate-preferences/server/update-preferences";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/preferences/employment: what work the signed-in person wants; the other sections are left as they are. */
export const PUT = apiRoute({ permission: "authenticated", body: employmentPrefsSchema }, async ({ user, body }) => {
  return updateEmploymentPreferences(getDb(), { userId: user!.id, input: body });
});
