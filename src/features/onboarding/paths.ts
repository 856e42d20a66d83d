/* Onboarding's URLs (spec 2.7: /onboarding, /onboarding/complete) and its API, in one place for pages, forms and tests. */
export const ONBOARDING_PATH = "/onboarding";
export const ONBOARDING_COMPLETE_PATH = "/onboarding/complete";

/** API paths as the browser client takes them (it adds /api). */
export const ONBOARDING_API = "/candidates/onboarding";
export const onboardingStepApi = (step: string) => `${ONBOARDING_API}/${step}`;
export const ONBOARDING_POSITION_API = `${ONBOARDING_API}/position`;
export const ONBOARDING_SKIP_API = `${ONBOARDING_API}/skip`;
export const ONBOARDING_COMPLETE_API = `${ONBOARDING_API}/complete`;
/** The resumes API the resume step uploads through (features/resumes). */
export const RESUMES_API = "/candidates/resumes";
