import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { locationStepSchema } from "@/features/onboarding/schemas";
import { saveOnboardingStep } from "@/features/onboarding/server/save-onboarding-step";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/onboarding/location: saves the location step's answers and moves on to the next step (decision 030). */
export const PUT = apiRoute({ permission: "candidate", body: locationStepSchema }, async ({ user, body }) => {
  return saveOnboardingStep(getDb(), { userId: user!.id, save: { step: "location", values: body } });
});
