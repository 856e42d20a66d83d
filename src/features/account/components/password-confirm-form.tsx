"use client";

import { useForm } from "react-hook-form";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { zodResolver } from "@/components/ui/form";
import { PasswordField } from "@/components/ui/text-field";
import { enableTwoFactorSchema } from "../schemas";
import { ErrorAlert } from "@/components/ui/error-alert";

type Props = {
  /** Distinguishes the fields of several such forms on one page. */
  id: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  hint?: string;
  autoFocus?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel?: () => void;
};

/** "Confirm with your password" before a sensitive change. */
export function PasswordConfirmForm({ id, submitLabel, submitVariant = "primary", hint, autoFocus, pending, error, onSubmit, onCancel }: Props) {
  const form = useForm<{ password: string }>({ resolver: zodResolver(enableTwoFactorSchema), defaultValues: { password: "" } });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.password))} className="flex max-w-md flex-col gap-4">
      <ErrorAlert error={error} />
      <PasswordField
        id={`${id}-password`}
        label="Your password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        hint={hint}
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={submitVariant} loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
