import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { logger } from "@/lib/logger";
import { enqueueTalentMatching } from "@/lib/queue/saved-talent-searches";
import { profileVisibilitySchema } from "@/features/candidate-profile/schemas";
import { setProfileVisibility } from "@/features/candidate-profile/server/set-profile-visibility";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/profile/visibility { discoverable }: the signed-in person's own profile, discoverable by employers or private (decision 031). */
export const PUT = apiRoute({ permission: "authenticated", body: profileVisibilitySchema }, async ({ user, body }) => {
  const result = await setProfileVisibility(getDb(), { userId: user!.id, input: body });
  if (result.discoverable) {
    // Employers' saved talent searches hear about a newly discoverable candidate now (decision 044);
    // the 15-minute sweep finds them anyway if the queue is down.
    await enqueueTalentMatching([user!.id]).catch((err) => logger.warn({ err, userId: user!.id }, "could not queue saved talent search matching"));
  }
  return result;
});
