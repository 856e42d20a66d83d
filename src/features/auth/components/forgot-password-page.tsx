import { outboxEnabled } from "@/lib/email";
import { loginPath } from "@/lib/routes";
import { AUTH_TEXTS } from "../messages";
import { AuthCard } from "./auth-card";
import { KeyRound } from "@/components/ui/icons";
import { ForgotPasswordForm } from "./forgot-password-form";

export function ForgotPasswordPage() {
  const login = loginPath();
  return (
    <AuthCard
      title={AUTH_TEXTS.forgotTitle}
      intro={AUTH_TEXTS.forgotIntro}
      icon={<KeyRound />}
      footer={
        <p>
          Remembered it?{" "}
          <a href={login} className="font-semibold">
            Back to log in
          </a>
        </p>
      }
    >
      <ForgotPasswordForm loginHref={login} devOutbox={outboxEnabled()} />
    </AuthCard>
  );
}
