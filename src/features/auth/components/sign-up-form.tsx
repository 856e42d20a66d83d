"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { zodResolver } from "@/components/ui/form";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordField, TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api/client";
import { PRIVACY_PATH, TERMS_OF_SERVICE_PATH } from "@/lib/routes";
import { newPasswordProblem } from "@/lib/auth/new-password-error";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { employerSignUpSchema, signUpBody, signUpSchema, type EmployerSignUpInput, type EmployerSignUpValues, type SignUpValues } from "../schemas";
import { CheckEmailPanel } from "./check-email-panel";
import { PasswordRules } from "./password-rules";
import { ServerProblemAlert } from "./server-problem-alert";

const FIELDS = ["firstName", "lastName", "email", "password", "confirmPassword", "companyName", "jobTitle"] as const;
const ALREADY_EXISTS = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

/*
 * The sign-up form of /join and /candidates/signup. POST /identity/auth/sign-up/email; on success
 * the "Check your email" panel replaces the form (the form keeps its values for "use a different
 * email address"). The employer variant also asks the company name and job title (decision 038);
 * an invitation's sign-up starts with the invited address (defaultEmail).
 */
export function SignUpForm({
  employer,
  returnTo,
  loginHref,
  devOutbox,
  otherWays,
  defaultEmail,
  submitLabel,
}: {
  employer: boolean;
  returnTo?: string;
  loginHref: string;
  devOutbox?: boolean;
  otherWays?: ReactNode;
  defaultEmail?: string;
  /** The button's text where the form is embedded in a page of its own (a campaign's sign-up section). */
  submitLabel?: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const { register, handleSubmit, formState, setError, setFocus, control } = useForm<EmployerSignUpInput, unknown, SignUpValues | EmployerSignUpValues>({
    // The candidate schema ignores the two employer fields, which stay empty and hidden.
    resolver: zodResolver(employer ? employerSignUpSchema : (signUpSchema as unknown as typeof employerSignUpSchema)),
    defaultValues: { firstName: "", lastName: "", email: defaultEmail ?? "", password: "", confirmPassword: "", companyName: "", jobTitle: "" },
  });
  const password = useWatch({ control, name: "password" });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await api.post("/identity/auth/sign-up/email", signUpBody(values, { employer, returnTo }));
      setSentTo(values.email);
    } catch (error) {
      const p = describeFailure(error);
      const passwordMessage = newPasswordProblem(error);
      if (passwordMessage) {
        setError("password", { type: "server", message: passwordMessage }, { shouldFocus: true });
        return;
      }
      if (p.reason && ALREADY_EXISTS.has(p.reason)) {
        setError("email", { type: "server", message: p.message }, { shouldFocus: true });
        return;
      }
      const fieldIssues = p.fieldIssues.filter((i) => (FIELDS as readonly string[]).includes(i.path));
      for (const issue of fieldIssues) setError(issue.path as (typeof FIELDS)[number], { type: "server", message: issue.message });
      if (fieldIssues[0]) setFocus(fieldIssues[0].path as (typeof FIELDS)[number]);
      else setProblem(p);
    }
  });

  if (sentTo) {
    return (
      <CheckEmailPanel
        email={sentTo}
        employer={employer}
        returnTo={returnTo}
        loginHref={loginHref}
        devOutbox={devOutbox}
        onChangeEmail={() => {
          setSentTo(null);
          setTimeout(() => setFocus("email"), 0);
        }}
      />
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={employer ? "Create your employer account" : "Create your account"}>
        <ServerProblemAlert problem={problem} title={AUTH_TEXTS.signUpFailedTitle} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" error={formState.errors.firstName?.message} {...register("firstName")} />
          <TextField label="Last name" autoComplete="family-name" error={formState.errors.lastName?.message} {...register("lastName")} />
        </div>
        <TextField
          label={employer ? "Work email address" : "Email address"}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.email?.message}
          {...register("email")}
        />
        {employer ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Company name"
              autoComplete="organization"
              error={formState.errors.companyName?.message}
              {...register("companyName")}
            />
            <TextField
              label="Job title"
              autoComplete="organization-title"
              error={formState.errors.jobTitle?.message}
              {...register("jobTitle")}
            />
          </div>
        ) : null}
        <PasswordField label="Password" autoComplete="new-password" hint={<PasswordRules password={password} />} error={formState.errors.password?.message} {...register("password")} />
        <PasswordField label="Confirm password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register("confirmPassword")} />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {submitLabel ?? (employer ? "Create employer account" : "Create account")}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to the Upstep <Link href={TERMS_OF_SERVICE_PATH}>Terms of Use</Link> and{" "}
          <Link href={PRIVACY_PATH}>Privacy Policy</Link>.
        </p>
      </form>
      {otherWays}
    </>
  );
}
