import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { FORGOT_PASSWORD_PATH, loginPath } from "@/lib/routes";
import { AUTH_TEXTS } from "../messages";
import { AuthCard } from "./auth-card";
import { AlertCircle, KeyRound } from "@/components/ui/icons";
import { ResetPasswordForm } from "./reset-password-form";

/** /reset-password?token=: the new-password form, or why the link cannot be used. */
export function ResetPasswordPage({ token, state }: { token?: string; state: "ready" | "missing" | "invalid" }) {
  if (state !== "ready" || !token) {
    return (
      <AuthCard title={AUTH_TEXTS.resetTitle} icon={<AlertCircle />} iconTone="warning" intro={state === "missing" ? AUTH_TEXTS.resetMissingToken : AUTH_TEXTS.resetInvalidToken}>
        <Link href={FORGOT_PASSWORD_PATH} className={buttonClasses("primary", "lg", "w-full")}>
          Send me a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={AUTH_TEXTS.resetTitle} intro={AUTH_TEXTS.resetIntro} icon={<KeyRound />}>
      <ResetPasswordForm token={token} loginHref={loginPath()} />
    </AuthCard>
  );
}
