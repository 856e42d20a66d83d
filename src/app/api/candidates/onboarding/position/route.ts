import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { positionSchema } from "@/features/onboarding/schemas";
import { moveOnboarding } from "@/features/onboarding/server/move-onboarding";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/onboarding/position { step }: Back or "Skip this step"; the step to resume at, no answer saved. */
export const PUT = apiRoute({ permission: "candidate", body: positionSchema }, async ({ user, body }) => {
  return moveOnboarding(getDb(), { userId: user!.id, step: body.step });
});
