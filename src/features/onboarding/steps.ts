/*
 * The onboarding steps in order (decision 030). The key of the step to resume at is what
 * candidate_onboarding.step holds (at most 30 characters). Plain module: pages, forms, server.
 */
export const ONBOARDING_STEPS = [
  { key: "name", label: "Your name", title: "What is your name?" },
  { key: "location", label: "Where", title: "Where do you want to work?" },
  { key: "work", label: "The work you want", title: "What kind of work do you want?" },
  { key: "experience", label: "Experience", title: "How much experience do you have?" },
  { key: "authorization", label: "Work authorization", title: "Are you authorized to work in the US?" },
  { key: "resume", label: "Resume", title: "Add your resume" },
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]["key"];
export const STEP_KEYS = ONBOARDING_STEPS.map((s) => s.key) as [OnboardingStep, ...OnboardingStep[]];
export const FIRST_STEP: OnboardingStep = "name";

export function isOnboardingStep(value: string): value is OnboardingStep {
  return (STEP_KEYS as readonly string[]).includes(value);
}

export function stepIndex(step: OnboardingStep): number {
  return STEP_KEYS.indexOf(step);
}

/** The step after this one; the last step stays where it is (finishing is its own action). */
export function nextStep(step: OnboardingStep): OnboardingStep {
  return STEP_KEYS[Math.min(stepIndex(step) + 1, STEP_KEYS.length - 1)]!;
}

/** The step before this one; the first stays where it is. */
export function previousStep(step: OnboardingStep): OnboardingStep {
  return STEP_KEYS[Math.max(stepIndex(step) - 1, 0)]!;
}
