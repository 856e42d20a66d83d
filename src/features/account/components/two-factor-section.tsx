"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ACCOUNT_MESSAGES } from "../messages";
import { TWO_FACTOR_DISABLE, TWO_FACTOR_ENABLE } from "../endpoints";
import { PasswordConfirmForm } from "./password-confirm-form";
import { SecuritySection, StatusBadge } from "./security-section";
import { TwoFactorSetup, type TwoFactorSetupData } from "./two-factor-setup";

/*
 * Two-factor authentication with an authenticator app: password, then QR code + backup codes, then
 * a code from the app turns it on (better-auth's enable / verify-totp). Turning it off asks for the
 * password again. The page re-renders from the server afterwards so the header and guards agree.
 */
export function TwoFactorSection({ enabled, isAdmin }: { enabled: boolean; isAdmin: boolean }) {
  const router = useRouter();
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // What the last change did, until the refreshed server props say the same.
  const [localOn, setLocalOn] = useState<boolean | null>(null);
  const [serverOn, setServerOn] = useState(enabled);
  if (serverOn !== enabled) {
    setServerOn(enabled);
    setLocalOn(null);
  }
  const on = localOn ?? enabled;

  const enable = useMutation({
    mutationFn: (password: string) => api.post<TwoFactorSetupData>(TWO_FACTOR_ENABLE, { password }),
    meta: { silent: true },
    onSuccess: (data) => {
      setNotice(null);
      setSetup(data);
    },
  });
  const disable = useMutation({
    mutationFn: (password: string) => api.post(TWO_FACTOR_DISABLE, { password }),
    meta: { silent: true },
    onSuccess: () => {
      setConfirmingOff(false);
      setLocalOn(false);
      setNotice(ACCOUNT_MESSAGES.twoFactorOff);
      router.refresh();
    },
  });

  return (
    <SecuritySection
      id="two-factor"
      title="Two-factor authentication"
      badge={<StatusBadge on={on} />}
      description={
        <p>
          Protect your account with a second step at log-in: a 6-digit code from an authenticator app on your phone. Even someone who knows your
          password cannot log in without it.
        </p>
      }
    >
      <div className="flex flex-col gap-4">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {on ? (
          confirmingOff ? (
            <>
              {isAdmin ? (
                <Alert tone="warning" title="You will lose access to the admin area">
                  Administrators need two-factor authentication. You can set it up again at any time.
                </Alert>
              ) : null}
              <PasswordConfirmForm
                id="two-factor-off"
                submitLabel="Turn off two-factor authentication"
                submitVariant="danger"
                autoFocus
                pending={disable.isPending}
                error={disable.error}
                onSubmit={(p) => disable.mutate(p)}
                onCancel={() => {
                  disable.reset();
                  setConfirmingOff(false);
                }}
              />
            </>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-foreground">When you log in, we ask for a code from your authenticator app or one of your backup codes.</p>
              <Button variant="outline" onClick={() => setConfirmingOff(true)}>
                Turn off
              </Button>
            </div>
          )
        ) : setup ? (
          <TwoFactorSetup
            setup={setup}
            onCancel={() => {
              enable.reset();
              setSetup(null);
            }}
            onEnabled={() => {
              setSetup(null);
              setLocalOn(true);
              setNotice(ACCOUNT_MESSAGES.twoFactorOn);
              router.refresh();
            }}
          />
        ) : (
          <PasswordConfirmForm
            id="two-factor-on"
            submitLabel="Set up two-factor authentication"
            hint="To start, confirm it is you."
            pending={enable.isPending}
            error={enable.error}
            onSubmit={(p) => enable.mutate(p)}
          />
        )}
      </div>
    </SecuritySection>
  );
}
