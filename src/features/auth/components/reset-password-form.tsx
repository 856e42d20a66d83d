"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@/components/ui/form";
import { CheckCircle2 } from "@/components/ui/icons";
import { PasswordField } from "@/components/ui/text-field";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { FORGOT_PASSWORD_PATH } from "@/lib/routes";
import { newPasswordProblem } from "@/lib/auth/new-password-error";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { resetPasswordSchema, type ResetPasswordInput, type ResetPasswordValues } from "../schemas";
import { PasswordRules } from "./password-rules";
import { StatusPanel } from "./status-panel";

/* Choose a new password with the token from the reset mail: POST /identity/auth/reset-password. */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const { register, handleSubmit, formState, control, setError } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await api.post("/identity/auth/reset-password", { newPassword: values.password, token });
      setDone(true);
    } catch (error) {
      const passwordMessage = newPasswordProblem(error);
      if (passwordMessage) setError("password", { type: "server", message: passwordMessage }, { shouldFocus: true });
      else setProblem(describeFailure(error));
    }
  });

  if (done) return <ResetDone loginHref={loginHref} />;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Choose a new password">
      {problem ? (
        <Alert tone="danger" title={AUTH_TEXTS.resetFailedTitle}>
          <p>{problem.reason === "INVALID_TOKEN" ? AUTH_TEXTS.resetInvalidToken : problem.message}</p>
          {problem.reason === "INVALID_TOKEN" ? (
            <p className="mt-2">
              <Link href={FORGOT_PASSWORD_PATH} className="font-semibold">
                Send me a new link
              </Link>
            </p>
          ) : null}
          {problem.correlationId ? <p className="mt-1 text-xs opacity-80">Reference: {problem.correlationId}</p> : null}
        </Alert>
      ) : null}
      <PasswordField label="New password" autoComplete="new-password" hint={<PasswordRules password={password} />} error={formState.errors.password?.message} {...register("password")} />
      <PasswordField label="Confirm new password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register("confirmPassword")} />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        Change password
      </Button>
    </form>
  );
}

function ResetDone({ loginHref }: { loginHref: string }) {
  return (
    <section aria-labelledby="reset-done-title" className="flex flex-col gap-5">
      <StatusPanel id="reset-done-title" tone="success" icon={<CheckCircle2 />} title={AUTH_TEXTS.resetDoneTitle}>
        <p>{AUTH_TEXTS.resetDoneBody}</p>
      </StatusPanel>
      <a href={loginHref} className={buttonClasses("primary", "lg", "w-full")}>
        Log in
      </a>
    </section>
  );
}
