"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/components/ui/form";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api/client";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { emailOnlySchema, passwordResetRequestBody, type EmailOnlyInput, type EmailOnlyValues } from "../schemas";
import { MailCheck } from "@/components/ui/icons";
import { DevOutboxNote } from "./dev-outbox-note";
import { ServerProblemAlert } from "./server-problem-alert";
import { StatusPanel } from "./status-panel";

/*
 * "Forgot your password?": POST /identity/auth/request-password-reset (this better-auth version's
 * path; /forget-password is gone). The answer never says whether the account exists.
 */
export function ForgotPasswordForm({ loginHref, devOutbox }: { loginHref: string; devOutbox?: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await api.post("/identity/auth/request-password-reset", passwordResetRequestBody(values));
      setSentTo(values.email);
    } catch (error) {
      setProblem(describeFailure(error));
    }
  });

  if (sentTo) {
    return (
      <SentPanel
        email={sentTo}
        loginHref={loginHref}
        devOutbox={devOutbox}
        onAgain={() => {
          setSentTo(null);
          setTimeout(() => setFocus("email"), 0);
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Reset your password">
      <ServerProblemAlert problem={problem} title={AUTH_TEXTS.forgotFailedTitle} />
      <TextField label="Email address" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}

function SentPanel({ email, loginHref, devOutbox, onAgain }: { email: string; loginHref: string; devOutbox?: boolean; onAgain: () => void }) {
  return (
    <section aria-labelledby="reset-sent-title" className="flex flex-col gap-5">
      <StatusPanel id="reset-sent-title" icon={<MailCheck />} title={AUTH_TEXTS.forgotSentTitle}>
        <p>{AUTH_TEXTS.forgotSent(email)}</p>
      </StatusPanel>
      <div className="flex flex-col gap-2">
        <a href={loginHref} className={buttonClasses("primary", "lg", "w-full")}>
          Back to log in
        </a>
        <Button variant="ghost" className="w-full" onClick={onAgain}>
          Try a different email
        </Button>
      </div>
      {devOutbox ? <DevOutboxNote email={email} /> : null}
    </section>
  );
}
