import { buttonClasses } from "@/components/ui/button";
import { signInAfterSignUpPath } from "@/lib/sign-up-routes";
import { AUTH_TEXTS } from "../messages";
import type { ConfirmAccountResult } from "../server/confirm-account";
import { AuthCard } from "./auth-card";
import { AlertCircle, CheckCircle2 } from "@/components/ui/icons";
import { ResendConfirmationForm } from "./resend-confirmation-form";

/** /auth/confirm-account: the outcome of the confirmation link (employer=true: the employer text). */
export function ConfirmAccountPage({ result, employer, returnTo }: { result: ConfirmAccountResult; employer: boolean; returnTo?: string }) {
  if (result.ok) {
    return (
      <AuthCard title={AUTH_TEXTS.confirmedTitle} icon={<CheckCircle2 />} iconTone="success" intro={employer ? AUTH_TEXTS.confirmedEmployerBody : AUTH_TEXTS.confirmedBody}>
        {/* An /api link: a plain anchor, never prefetched (spec 2.7). */}
        <a href={signInAfterSignUpPath({ employer, returnTo })} className={buttonClasses("primary", "lg", "w-full")}>
          Log in
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={AUTH_TEXTS.confirmFailedTitle}
      icon={<AlertCircle />}
      iconTone="warning"
      intro={result.reason === "expired" ? AUTH_TEXTS.confirmExpired : AUTH_TEXTS.confirmInvalid}
    >
      <ResendConfirmationForm defaultEmail={result.email ?? undefined} employer={employer} returnTo={returnTo} />
    </AuthCard>
  );
}
