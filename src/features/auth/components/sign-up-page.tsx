import { outboxEnabled } from "@/lib/email";
import Link from "next/link";
import { loginPath } from "@/lib/routes";
import { joinPath } from "@/lib/sign-up-routes";
import { AUTH_TEXTS } from "../messages";
import { SignedInSwitch } from "./already-signed-in";
import { AuthCard } from "./auth-card";
import { SignUpForm } from "./sign-up-form";
import { OrDivider, SocialSignInLinks } from "./social-sign-in-links";

/*
 * /join (with the employer=true variant) and /candidates/signup. Social sign-in is the candidate
 * route (spec 2.7), so employers get the email form only. A signed-in visitor sees who they are and
 * their next steps instead (SignedInSwitch).
 */
export function SignUpPage({ employer, returnTo, defaultEmail }: { employer: boolean; returnTo?: string; defaultEmail?: string }) {
  const login = loginPath(returnTo);
  return (
    <SignedInSwitch page={employer ? "employerJoin" : "join"}>
      <AuthCard
        title={employer ? AUTH_TEXTS.employerJoinTitle : AUTH_TEXTS.joinTitle}
        intro={employer ? AUTH_TEXTS.employerJoinIntro : AUTH_TEXTS.joinIntro}
        footer={
          <div className="flex flex-col gap-2">
            <p>
              Already have an account?{" "}
              <a href={login} className="font-semibold">
                Log in
              </a>
            </p>
            <p>
              {employer ? "Looking for a job? " : "Hiring? "}
              <Link href={joinPath({ employer: !employer })} className="font-semibold">
                {employer ? "Join as a job seeker" : "Create an employer account"}
              </Link>
            </p>
          </div>
        }
      >
        <SignUpForm
          employer={employer}
          returnTo={returnTo}
          defaultEmail={defaultEmail}
          loginHref={login}
          devOutbox={outboxEnabled()}
          otherWays={
            employer ? null : (
              <div className="mt-5 flex flex-col gap-5">
                <OrDivider />
                <SocialSignInLinks returnTo={returnTo} />
              </div>
            )
          }
        />
      </AuthCard>
    </SignedInSwitch>
  );
}
