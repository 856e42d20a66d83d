"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { zodResolver } from "@/components/ui/form";
import { manualEntryKey, verifyTotpSchema } from "../schemas";
import { TWO_FACTOR_VERIFY_TOTP } from "../endpoints";
import { BackupCodes } from "./backup-codes";
import { CopyButton } from "./copy-button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { TotpQrCode } from "./totp-qr-code";

export type TwoFactorSetupData = { totpURI: string; backupCodes: string[] };

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[2rem_1fr] gap-x-3 gap-y-3">
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground ring-1 ring-primary/20">
        {n}
      </span>
      <h3 className="self-center text-base font-semibold text-foreground">{title}</h3>
      <div className="col-span-2 sm:col-start-2 sm:col-span-1">{children}</div>
    </li>
  );
}

/*
 * Step two of turning on two-factor: scan the QR code (or type the key), keep the backup codes,
 * and prove the app works with a code. Two-factor is only on once that code is accepted.
 */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: { setup: TwoFactorSetupData; onEnabled: () => void; onCancel: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const form = useForm<{ code: string }>({ resolver: zodResolver(verifyTotpSchema), defaultValues: { code: "" } });
  const verify = useMutation({
    mutationFn: (code: string) => api.post(TWO_FACTOR_VERIFY_TOTP, { code }),
    meta: { silent: true },
    onSuccess: onEnabled,
  });
  const key = manualEntryKey(setup.totpURI);
  return (
    <div>
      <p ref={headingRef} tabIndex={-1} className="text-sm font-medium text-foreground outline-none">
        Almost there: three steps to finish setting up two-factor authentication.
      </p>
      <ol className="mt-6 flex flex-col gap-8">
        <Step n={1} title="Scan the QR code with your authenticator app">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <TotpQrCode uri={setup.totpURI} />
            <div className="min-w-0 text-sm text-muted-foreground">
              <p>Use an app such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.</p>
              {key ? (
                <>
                  <p className="mt-3">Can&apos;t scan it? Enter this setup key in the app instead:</p>
                  <p className="mt-2 break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm tracking-wider text-foreground" aria-label="Setup key">
                    {key}
                  </p>
                  <div className="mt-2">
                    <CopyButton text={key.replace(/ /g, "")} label="Copy key" />
                  </div>
                </>
              ) : null}
            </div>
          </div>
        </Step>
        <Step n={2} title="Save your backup codes">
          <p className="mb-3 text-sm text-muted-foreground">
            If you lose your phone, each of these codes lets you log in once. Keep them somewhere safe, such as a password manager. They are shown only now.
          </p>
          <BackupCodes codes={setup.backupCodes} />
        </Step>
        <Step n={3} title="Enter the code from the app">
          <form noValidate onSubmit={form.handleSubmit((v) => verify.mutate(v.code))} className="flex max-w-md flex-col gap-4">
            <ErrorAlert error={verify.error} />
            <TextField
              id="totp-setup-code"
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              placeholder="123 456"
              className="max-w-48"
              error={form.formState.errors.code?.message}
              {...form.register("code")}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={verify.isPending}>
                Turn on two-factor authentication
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </Step>
      </ol>
    </div>
  );
}
