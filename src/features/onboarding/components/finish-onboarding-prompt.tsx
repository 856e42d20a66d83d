import "server-only";
import Link from "next/link";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRight, Sparkles } from "@/components/ui/icons";
import { ONBOARDING_PATH } from "../paths";
import { ONBOARDING_STEPS, stepIndex } from "../steps";
import { getOnboardingState, onboardingOpen } from "../server/queries";

/**
 * The dashboard's "Finish setting up your profile" (decision 030): shown to a candidate (no role)
 * while onboarding is neither finished nor skipped; nothing otherwise. A server component that reads
 * the person's own onboarding row.
 */
export async function FinishOnboardingPrompt({ userId, roles }: { userId: string; roles: readonly string[] }) {
  if (roles.length > 0) return null;
  const state = await getOnboardingState(getDb(), userId);
  if (!onboardingOpen(state)) return null;
  const at = stepIndex(state.step);
  return (
    <section aria-labelledby="finish-onboarding-heading" className="flex flex-col gap-3 rounded-card border border-brand-200 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="finish-onboarding">
      <div className="flex min-w-0 items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-soft-foreground" />
        <div className="min-w-0">
          <h2 id="finish-onboarding-heading" className="text-base">
            Your profile is not set up yet
          </h2>
          <p className="text-sm text-brand-900">
            {state.status === "new" ? `${ONBOARDING_STEPS.length} short steps help us find jobs for you.` : `You stopped at step ${at + 1} of ${ONBOARDING_STEPS.length}; pick up where you left off.`}
          </p>
        </div>
      </div>
      <Link href={ONBOARDING_PATH} className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
        Finish setting up your profile <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
