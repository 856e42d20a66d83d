import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { experienceStepSchema } from "@/features/onboarding/schemas";
import { saveOnboardingStep } from "@/features/onboarding/server/save-onboarding-step";

export const dynamic = "force-dynamic";

/** PUT /api/candidates/onboarding/experience: saves the experience step's answers and moves on to the next step (decision 030). */
export const PUT = apiRoute({ permission: "candidate", body: experienceStepSchema }, async ({ user, body }) => {
  return saveOnboardingStep(getDb(), { userId: user!.id, save: { step: "experience", values: body } });
});
