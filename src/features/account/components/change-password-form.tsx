"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { zodResolver } from "../zod-resolver";
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordForm as Values } from "../schemas";
import { ACCOUNT_MESSAGES } from "../messages";
import { CHANGE_PASSWORD } from "../endpoints";
import { ErrorAlert } from "@/components/ui/error-alert";
import { newPasswordProblem } from "@/lib/auth/new-password-error";
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
        <TextField id="current-password" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
        <TextField id="new-password" label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
        <TextField id="confirm-password" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600" {...form.register("revokeOtherSessions")} />
          <span>Log out of my other devices</span>
        </label>
        <div>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </SecuritySection>
  );
}
