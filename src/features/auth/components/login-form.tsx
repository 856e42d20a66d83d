"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { zodResolver } from "@/components/ui/form";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordField, TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api/client";
import { FORGOT_PASSWORD_PATH } from "@/lib/routes";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { loginSchema, type LoginInput, type LoginValues } from "../schemas";
import { ServerProblemAlert } from "./server-problem-alert";
import { SecondFactorForm } from "./second-factor-form";

type SignInAnswer = { twoFactorRedirect?: boolean; twoFactorMethods?: string[] } | null;

/*
 * Log in with email and password; when the account has two-step verification the answer is
 * { twoFactorRedirect: true } and the second step asks for the authenticator (or a backup) code.
 * Success does a full navigation to returnTo so the server-rendered header shows the user.
 * otherWays (the social links) is shown with the first step only.
 */
export function LoginForm({ returnTo, otherWays }: { returnTo: string; otherWays?: ReactNode }) {
  const [step, setStep] = useState<"credentials" | "second-factor">("credentials");
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<LoginInput, unknown, LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { register, handleSubmit, formState } = form;

  function done() {
    setLeaving(true);
    window.location.assign(returnTo);
  }

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await api.post<SignInAnswer>("/identity/auth/sign-in/email", { email: values.email, password: values.password, rememberMe: true });
      if (answer?.twoFactorRedirect) {
        setStep("second-factor");
        return;
      }
      done();
    } catch (error) {
      setProblem(describeFailure(error));
    }
  });

  if (step === "second-factor") {
    return (
      <SecondFactorForm
        onSuccess={done}
        leaving={leaving}
        onRestart={(restartProblem) => {
          form.setValue("password", "");
          setProblem(restartProblem);
          setStep("credentials");
          // The email stays; the password must be typed again.
          setTimeout(() => form.setFocus("password"), 0);
        }}
      />
    );
  }

  const title = problem?.reason === "EMAIL_NOT_VERIFIED" ? AUTH_TEXTS.emailNotVerifiedTitle : AUTH_TEXTS.loginFailedTitle;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Log in with email">
        <ServerProblemAlert problem={problem} title={title} />
        <TextField label="Email address" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={formState.errors.email?.message} {...register("email")} />
        <div className="flex flex-col gap-2">
          <PasswordField label="Password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
          <Link href={FORGOT_PASSWORD_PATH} className="self-end text-sm font-medium">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting || leaving}>
          {leaving ? "Logging in…" : "Log in"}
        </Button>
      </form>
      {otherWays}
    </>
  );
}
