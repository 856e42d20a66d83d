import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { endOnboarding } from "@/features/onboarding/server/end-onboarding";

export const dynamic = "force-dynamic";

/** POST /api/candidates/onboarding/skip: "Skip for now": onboarding is over (skippedAt); the answers saved so far stay. */
export const POST = apiRoute({ permission: "candidate" }, async ({ user }) => {
  return endOnboarding(getDb(), { userId: user!.id, how: "skip" });
});
