import "server-only";
import type { Db } from "@/db/client";
import type { OnboardingStep } from "../steps";
import type { OnboardingView } from "../types";
import { getOnboardingView } from "./queries";
import { rememberStep } from "./save-onboarding-step";

/** PUT /api/candidates/onboarding/position: the step now on screen (Back, "Skip this step"), to resume at. Saves no answer. */
export async function moveOnboarding(db: Db, params: { userId: string; step: OnboardingStep }): Promise<OnboardingView> {
  await rememberStep(db, params.userId, params.step);
  return getOnboardingView(db, params.userId);
}
