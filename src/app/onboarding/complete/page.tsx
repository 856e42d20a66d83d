import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { getProfileCompletion } from "@/features/candidate-profile/server/queries";
import { OnboardingSummary, type MissingSection } from "@/features/onboarding/components/onboarding-summary";
import { ONBOARDING_COMPLETE_PATH } from "@/features/onboarding/paths";
import { onboardingRedirect } from "@/features/onboarding/redirects";
import { getOnboardingAnswers, getOnboardingState, listJobCategoryOptions } from "@/features/onboarding/server/queries";
import { listResumes } from "@/features/resumes/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your profile is set up", robots: { index: false } };

/** /onboarding/complete (spec 2.7, decision 030): what onboarding set up and what to do next. */
export default async function OnboardingCompletePage() {
  const user = await requirePagePermission("authenticated", ONBOARDING_COMPLETE_PATH);
  const db = getDb();
  const state = await getOnboardingState(db, user.id);
  const to = onboardingRedirect({ roles: user.roles, state, page: "complete" });
  if (to) redirect(to);
  const [answers, categories, completion, resumes] = await Promise.all([
    getOnboardingAnswers(db, user.id),
    listJobCategoryOptions(db),
    getProfileCompletion(db, user.id),
    listResumes(db, { ownerId: user.id }),
  ]);
  const missing: MissingSection[] = completion.sections.filter((s) => s.state === "missing" && s.href && s.linkLabel)
    .map((s) => ({ key: s.key, title: s.title, detail: s.detail, href: s.href!, linkLabel: s.linkLabel! }));
  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1>{answers.name.firstName ? `You're all set, ${answers.name.firstName}` : "You're all set"}</h1>
          <p className="text-muted-foreground">Your profile is started. Here is what you told us and where to go from here.</p>
        </header>
        <OnboardingSummary answers={answers} categories={categories} resumeNames={resumes.map((r) => r.fileName)} missing={missing} />
      </div>
    </PageContainer>
  );
}
