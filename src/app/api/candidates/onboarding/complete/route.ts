import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { endOnboarding } from "@/features/onboarding/server/end-onboarding";

export const dynamic = "force-dynamic";

/** POST /api/candidates/onboarding/complete: the last step is done (completedAt); the person goes on to /onboarding/complete. */
export const POST = apiRoute({ permission: "candidate" }, async ({ user }) => {
  return endOnboarding(getDb(), { userId: user!.id, how: "complete" });
});
