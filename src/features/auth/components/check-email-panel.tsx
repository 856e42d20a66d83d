"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { FORGOT_PASSWORD_PATH } from "@/lib/routes";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { resendVerificationBody } from "../schemas";
import { MailCheck } from "@/components/ui/icons";
import { DevOutboxNote } from "./dev-outbox-note";
import { ServerProblemAlert } from "./server-problem-alert";
import { StatusPanel } from "./status-panel";

/*
 * After sign-up: "Check your email", naming the address, with "Resend the email"
 * (POST /identity/auth/send-verification-email). Focus moves to the heading so screen readers and
 * keyboard users land on the new state.
 */
export function CheckEmailPanel({
  email,
  employer,
  returnTo,
  loginHref,
  devOutbox,
  onChangeEmail,
}: {
  email: string;
  employer: boolean;
  returnTo?: string;
  loginHref: string;
  devOutbox?: boolean;
  onChangeEmail: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  async function resend() {
    setSending(true);
    setProblem(null);
    setResent(false);
    try {
      await api.post("/identity/auth/send-verification-email", resendVerificationBody(email, { employer, returnTo }));
      setResent(true);
    } catch (error) {
      setProblem(describeFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="check-email-title" className="flex flex-col gap-5">
      <StatusPanel id="check-email-title" icon={<MailCheck />} title={AUTH_TEXTS.checkEmailTitle}>
        <p>
          We sent a confirmation link to <strong className="font-semibold text-foreground">{email}</strong>.
        </p>
      </StatusPanel>
      <p className="text-sm text-muted-foreground">{AUTH_TEXTS.checkEmailBody}</p>
      <p className="text-sm text-muted-foreground">
        {AUTH_TEXTS.checkEmailExistingLead} <a href={loginHref}>Log in</a> or <Link href={FORGOT_PASSWORD_PATH}>reset your password</Link> instead.
      </p>
      {resent ? <Alert tone="success">{AUTH_TEXTS.resent(email)}</Alert> : null}
      <ServerProblemAlert problem={problem} />
      <div className="flex flex-col gap-2">
        <Button variant="outline" size="lg" className="w-full" onClick={resend} loading={sending}>
          {AUTH_TEXTS.resendEmail}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onChangeEmail}>
          {AUTH_TEXTS.useDifferentEmail}
        </Button>
      </div>
      {devOutbox ? <DevOutboxNote email={email} /> : null}
    </section>
  );
}
