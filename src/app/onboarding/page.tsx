import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { PageContainer } from "@/components/ui/page-container";
import { OnboardingFlow } from "@/features/onboarding/components/onboarding-flow";
import { ONBOARDING_PATH } from "@/features/onboarding/paths";
import { onboardingRedirect } from "@/features/onboarding/redirects";
import { getAccountName, getOnboardingAnswers, getOnboardingState, listJobCategoryOptions } from "@/features/onboarding/server/queries";
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, RESUME_MESSAGES } from "@/features/resumes/messages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set up your profile", robots: { index: false } };

/** /onboarding (spec 2.7, decision 030): the guided set-up after sign-up, resumed where it was left. */
export default async function OnboardingPage() {
  const user = await requirePagePermission("authenticated", ONBOARDING_PATH);
  const db = getDb();
  const state = await getOnboardingState(db, user.id);
  const to = onboardingRedirect({ roles: user.roles, state, page: "flow" });
  if (to) redirect(to);
  const [answers, categories, suggestedName, reviewEnabled] = await Promise.all([
    getOnboardingAnswers(db, user.id),
    listJobCategoryOptions(db),
    getAccountName(db, user.id),
    isFeatureEnabled("resume-upload-v4"),
  ]);
  return (
    <PageContainer>
      <OnboardingFlow
        initial={{ ...state, answers }}
        categories={categories}
        suggestedName={suggestedName}
        resumeRules={{ messages: RESUME_MESSAGES, maxBytes: RESUME_MAX_BYTES, extensions: RESUME_EXTENSIONS }}
        reviewEnabled={reviewEnabled}
      />
    </PageContainer>
  );
}
