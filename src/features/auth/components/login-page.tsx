import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { joinPath } from "@/lib/sign-up-routes";
import { AUTH_TEXTS, SOCIAL_LABELS } from "../messages";
import type { SocialProviderId } from "../schemas";
import { SignedInSwitch } from "./already-signed-in";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { OrDivider, SocialSignInLinks } from "./social-sign-in-links";

/**
 * /login: notices from the query string, the email form, then the social links (signed in: who you
 * are and what next). `joinReturnTo`: the page the visitor was on the way to, kept by "Join Upstep".
 */
export function LoginPage({
  returnTo,
  joinReturnTo,
  fromSignUp,
  socialFailed,
  socialUnavailable,
}: {
  returnTo: string;
  joinReturnTo?: string;
  fromSignUp: boolean;
  socialFailed: boolean;
  socialUnavailable?: SocialProviderId;
}) {
  return (
    <SignedInSwitch page="login" returnTo={returnTo}>
      <AuthCard
        title={AUTH_TEXTS.loginTitle}
        intro={AUTH_TEXTS.loginIntro}
        footer={
          <p>
            New to Upstep?{" "}
            <Link href={joinPath({ returnTo: joinReturnTo })} className="font-semibold">
              Join Upstep
            </Link>
          </p>
        }
      >
        <div className="flex flex-col gap-5">
          {fromSignUp ? <Alert tone="success">{AUTH_TEXTS.fromSignUp}</Alert> : null}
          {socialUnavailable ? <Alert tone="warning">{AUTH_TEXTS.socialUnavailable(SOCIAL_LABELS[socialUnavailable])}</Alert> : null}
          {socialFailed ? <Alert tone="danger">{AUTH_TEXTS.socialFailed}</Alert> : null}
          <LoginForm
            returnTo={returnTo}
            otherWays={
              <div className="flex flex-col gap-5">
                <OrDivider />
                <SocialSignInLinks returnTo={returnTo} />
              </div>
            }
          />
        </div>
      </AuthCard>
    </SignedInSwitch>
  );
}
