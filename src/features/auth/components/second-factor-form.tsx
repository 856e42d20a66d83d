"use client";

import { useEffect, useId, useState } from "react";
import { zodResolver } from "@/components/ui/form";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api/client";
import { describeFailure, type ServerProblem } from "../api-errors";
import { AUTH_TEXTS } from "../messages";
import { backupCodeSchema, totpSchema, type BackupCodeInput, type BackupCodeValues, type TotpInput, type TotpValues } from "../schemas";
import { ShieldCheck } from "@/components/ui/icons";
import { ServerProblemAlert } from "./server-problem-alert";

// The two-factor cookie from the first step is gone or spent: start the log-in again.
const RESTART_REASONS = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

/*
 * The second step of logging in: the 6-digit authenticator code
 * (POST /identity/auth/two-factor/verify-totp) or a backup code (.../verify-backup-code).
 */
export function SecondFactorForm({ onSuccess, onRestart, leaving }: { onSuccess: () => void; onRestart: (problem: ServerProblem | null) => void; leaving: boolean }) {
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <ShieldCheck className="size-5" />
        </span>
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
          {AUTH_TEXTS.twoFactorTitle}
        </h2>
      </div>
      {method === "totp" ? (
        <TotpStep onSuccess={onSuccess} onRestart={onRestart} leaving={leaving} />
      ) : (
        <BackupStep onSuccess={onSuccess} onRestart={onRestart} leaving={leaving} />
      )}
      <div className="flex flex-col items-center gap-3 border-t border-border pt-4">
        <Button variant="link" onClick={() => setMethod(method === "totp" ? "backup" : "totp")}>
          {method === "totp" ? AUTH_TEXTS.useBackupCode : AUTH_TEXTS.useTotp}
        </Button>
        <Button variant="link" className="text-muted-foreground hover:text-foreground" onClick={() => onRestart(null)}>
          {AUTH_TEXTS.startOver}
        </Button>
      </div>
    </section>
  );
}

type StepProps = { onSuccess: () => void; onRestart: (problem: ServerProblem | null) => void; leaving: boolean };

function useVerify(path: string, onSuccess: () => void, onRestart: (problem: ServerProblem) => void) {
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  async function verify(code: string) {
    setProblem(null);
    try {
      await api.post(path, { code });
      onSuccess();
    } catch (error) {
      const p = describeFailure(error);
      if (p.reason && RESTART_REASONS.has(p.reason)) onRestart(p);
      else setProblem(p);
    }
  }
  return { problem, verify };
}

function TotpStep({ onSuccess, onRestart, leaving }: StepProps) {
  const { problem, verify } = useVerify("/identity/auth/two-factor/verify-totp", onSuccess, onRestart);
  const { register, handleSubmit, formState, setFocus } = useForm<TotpInput, unknown, TotpValues>({ resolver: zodResolver(totpSchema), defaultValues: { code: "" } });
  useEffect(() => setFocus("code"), [setFocus]);
  return (
    <form onSubmit={handleSubmit((v) => verify(v.code))} noValidate className="flex flex-col gap-5" aria-label="Authenticator code">
      <ServerProblemAlert problem={problem} />
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        hint={AUTH_TEXTS.totpIntro}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting || leaving}>
        Verify and log in
      </Button>
    </form>
  );
}

function BackupStep({ onSuccess, onRestart, leaving }: StepProps) {
  const { problem, verify } = useVerify("/identity/auth/two-factor/verify-backup-code", onSuccess, onRestart);
  const { register, handleSubmit, formState, setFocus } = useForm<BackupCodeInput, unknown, BackupCodeValues>({ resolver: zodResolver(backupCodeSchema), defaultValues: { code: "" } });
  useEffect(() => setFocus("code"), [setFocus]);
  return (
    <form onSubmit={handleSubmit((v) => verify(v.code))} noValidate className="flex flex-col gap-5" aria-label="Backup code">
      <ServerProblemAlert problem={problem} />
      <TextField
        label="Backup code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint={AUTH_TEXTS.backupIntro}
        className="[&_input]:font-mono"
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting || leaving}>
        Verify and log in
      </Button>
    </form>
  );
}
