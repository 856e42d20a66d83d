"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorAlert } from "@/components/ui/error-alert";
import { zodResolver } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { PasswordField } from "@/components/ui/text-field";
import { newPasswordProblem } from "@/lib/auth/new-password-error";
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordForm as Values } from "../schemas";
import { ACCOUNT_MESSAGES } from "../messages";
import { CHANGE_PASSWORD } from "../endpoints";
import { SecuritySection } from "./security-section";

export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "", revokeOtherSessions: true },
  });
  const change = useMutation({
    mutationFn: (v: Values) => api.post(CHANGE_PASSWORD, { currentPassword: v.currentPassword, newPassword: v.newPassword, revokeOtherSessions: v.revokeOtherSessions }),
    meta: { silent: true },
    onError: (error) => {
      const passwordMessage = newPasswordProblem(error);
      if (passwordMessage) form.setError("newPassword", { type: "server", message: passwordMessage }, { shouldFocus: true });
    },
    onSuccess: (_data, v) => {
      form.reset();
      setDone(v.revokeOtherSessions ? ACCOUNT_MESSAGES.passwordChangedOthersSignedOut : ACCOUNT_MESSAGES.passwordChanged);
    },
  });
  const errors = form.formState.errors;
  return (
    <SecuritySection id="password" title="Change password" description={<p>Use at least {PASSWORD_MIN} characters. A long phrase that you use nowhere else is best.</p>}>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setDone(null);
          change.mutate(v);
        })}
        className="flex max-w-md flex-col gap-4"
      >
        {done ? <Alert tone="success">{done}</Alert> : null}
        {change.error && !newPasswordProblem(change.error) ? <ErrorAlert error={change.error} /> : null}
        <PasswordField id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
        <PasswordField id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
        <PasswordField id="confirm-password" label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="revokeOtherSessions"
            render={({ field }) => (
              <Checkbox id="revoke-other-sessions" ref={field.ref} name={field.name} checked={field.value} onBlur={field.onBlur} onCheckedChange={(checked) => field.onChange(checked === true)} />
            )}
          />
          <Label htmlFor="revoke-other-sessions" className="font-normal">
            Log out of my other devices
          </Label>
        </div>
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </SecuritySection>
  );
}
