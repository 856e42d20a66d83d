"use client";

import { useState } from "react";
import { zodResolver } from "@/components/ui/form";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api/client";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { emailOnlySchema, resendVerificationBody, type EmailOnlyInput, type EmailOnlyValues } from "../schemas";
import { ServerProblemAlert } from "./server-problem-alert";

/*
 * On a confirmation link that does not work: ask for a new one
 * (POST /identity/auth/send-verification-email). The server answers the same whether or not the
 * address has an unconfirmed account, and so does this form.
 */
export function ResendConfirmationForm({ defaultEmail, employer, returnTo }: { defaultEmail?: string; employer: boolean; returnTo?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const { register, handleSubmit, formState } = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail ?? "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setSentTo(null);
    try {
      await api.post("/identity/auth/send-verification-email", resendVerificationBody(values.email, { employer, returnTo }));
      setSentTo(values.email);
    } catch (error) {
      setProblem(describeFailure(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Send a new confirmation link">
      {sentTo ? <Alert tone="success">{AUTH_TEXTS.confirmResendSent(sentTo)}</Alert> : null}
      <ServerProblemAlert problem={problem} />
      <TextField label="Email address" type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} error={formState.errors.email?.message} {...register("email")} />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        Send a new link
      </Button>
    </form>
  );
}
